import type { AppContext } from "../app-context.ts";
import { todayIn } from "#domain/calendar-days.ts";
import { foldText } from "#domain/fold.ts";
import { localeFromPath } from "#domain/locales.ts";
import { translate } from "#domain/messages.server.ts";
import { parseId } from "#domain/paths.ts";
import { newAttemptKey } from "./attempt-key.ts";
import { sortedCountries } from "#domain/forms/countries.ts";

/**
 * What the warranty form needs, for /register and the owner space's "register another": the products for the picker
 * (all, or those matching ?q= when the search ran without JavaScript, keeping a preselected ?product=), countries,
 * dealer names, today, and the no-JavaScript form's token (decision 073).
 */
export async function warrantyFormData(url: URL, { services }: AppContext) {
  const locale = localeFromPath(url.pathname);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const preselected = parseId(url.searchParams.get("product"));
  const [all, dealerNames] = await Promise.all([services.warranty.listRegistrationProducts(locale), services.dealers.listDealerNames()]);
  const term = foldText(query.trim());
  return {
    products: term ? all.filter((p) => p.id === preselected || foldText(`${p.name} ${p.model}`).includes(term)) : all,
    query,
    preselected: preselected && all.some((p) => p.id === preselected) ? preselected : null,
    dealerNames,
    countries: sortedCountries(locale, translate(locale, "form.otherCountry")),
    today: todayIn(),
    // A registration sent twice from this page is carried out once.
    formToken: newAttemptKey(),
  };
}
