import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/register.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { WarrantyForm } from "#src/components/warranty-form.tsx";
import { newAttemptKey } from "#src/lib/forms/attempt-key.ts";
import { appContext } from "#src/lib/app-context.ts";
import { foldText } from "#src/lib/fold.ts";
import { sortedCountries } from "#src/lib/forms/countries.ts";
import { handleWarrantyRegistration } from "#src/lib/forms/warranty-action.server.ts";
import { localeFromPath } from "#src/lib/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { translate } from "#src/lib/messages.server.ts";
import { parseId } from "#src/lib/paths.ts";
import { SERIAL_PARAM, serialParam } from "#src/lib/short-links.ts";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { todayIn } from "#src/lib/calendar-days.ts";
import { BONUS_WINDOW_DAYS, REGISTRATION_BONUS_YEARS, WARRANTY_YEARS } from "#src/lib/warranty.ts";

/** Products for the picker (all of them, or those matching ?q= when the search ran without JavaScript), countries, dealer names. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const preselected = parseId(url.searchParams.get("product"));
  // From a label's QR code (?sn=, decision 082): the serial filled in.
  const serial = serialParam(url.searchParams.get(SERIAL_PARAM)) ?? "";
  const [all, dealerNames] = await Promise.all([services.warranty.listRegistrationProducts(locale), services.dealers.listDealerNames()]);
  const term = foldText(query.trim());
  const products = term ? all.filter((p) => p.id === preselected || foldText(`${p.name} ${p.model}`).includes(term)) : all;
  return {
    products,
    query,
    preselected: preselected && all.some((p) => p.id === preselected) ? preselected : null,
    dealerNames,
    countries: sortedCountries(locale, translate(locale, "form.otherCountry")),
    today: todayIn(),
    // The no-JavaScript form's token (decision 073): a registration sent twice from this page is carried out once.
    formToken: newAttemptKey(),
    serial,
  };
}

/** The form without JavaScript: validate, register, the success page (see handleWarrantyRegistration). */
export async function action({ url, request, context }: Route.ActionArgs) {
  return handleWarrantyRegistration(request, url, context.get(appContext));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "warranty.title",
    description: "warranty.metaDescription",
    crumbs: [
      { name: "service.title", path: "/service" },
      { name: "warranty.title", path: "/register" },
    ],
  });

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { settings } = usePublicLayoutData();
  return (
    <main id="main">
      <PageHeader
        title={t("warranty.title")}
        intro={t("warranty.intro")}
        crumbs={[{ label: t("service.title"), to: "/service" }, { label: t("warranty.title") }]}
      />
      <div className="container section warranty-layout">
        <section className="panel" aria-label={t("warranty.title")}>
          <WarrantyForm
            products={loaderData.products}
            query={loaderData.query}
            countries={loaderData.countries}
            dealerNames={loaderData.dealerNames}
            brand={settings.brand_name}
            today={loaderData.today}
            formToken={loaderData.formToken}
            preselected={loaderData.preselected}
            result={actionData ?? (loaderData.serial ? { errors: {}, values: { serial: loaderData.serial } } : undefined)}
          />
        </section>
        <aside className="panel panel--green warranty-aside" aria-labelledby="warranty-rule-title">
          <h2 id="warranty-rule-title" className="warranty-aside__years">
            <span>{WARRANTY_YEARS}</span> + <span>{REGISTRATION_BONUS_YEARS}</span>
          </h2>
          <p>{t("warranty.rule", { days: BONUS_WINDOW_DAYS })}</p>
          <p className="warranty-aside__note">
            <Icon name={icons.shield} size={20} /> {t("warranty.done.keep")}
          </p>
          <LocalLink to="/service" className="link-arrow link-arrow--light">
            {t("service.title")}
          </LocalLink>
        </aside>
      </div>
    </main>
  );
}
