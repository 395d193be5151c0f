import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/partner.ts";
import { EnquiryForm } from "#src/components/enquiry-form.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { newAttemptKey } from "#src/lib/forms/attempt-key.ts";
import { sortedCountries } from "#domain/forms/countries.ts";
import { handleEnquiry } from "#src/lib/forms/enquiry-action.server.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { translate } from "#domain/messages.server.ts";
import aboutStyles from "#src/styles/about.css?url";
import partnerStyles from "#src/styles/partner.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["partner", "safety", "warranty"], stylesheets: [aboutStyles, partnerStyles] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  // The no-JavaScript form's token (decision 073): a post sent twice from this page is carried out once.
  return { countries: sortedCountries(locale, translate(locale, "form.otherCountry")), formToken: newAttemptKey() };
}

export async function action({ url, request, context }: Route.ActionArgs) {
  return handleEnquiry(request, url, context.get(appContext), "partner");
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "partner.title", description: "partner.metaDescription", crumbs: [{ name: "partner.title", path: "/partner" }] });

/** product rules §2: the checklist's three groups. */
const CHECKLIST: { key: "personality" | "organization" | "business"; icon: string }[] = [
  { key: "personality", icon: icons.users },
  { key: "organization", icon: icons.building },
  { key: "business", icon: icons.target },
];
const CHECK_ITEMS = [1, 2, 3, 4] as const;
const OFFERS: { key: string; icon: string }[] = [
  { key: "margin", icon: icons.gauge },
  { key: "marketing", icon: icons.star },
  { key: "training", icon: icons.flask },
  { key: "parts", icon: icons.wrench },
];

export default function Partner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  return (
    <main id="main">
      <PageHeader title={t("partner.title")} intro={t("partner.intro")} crumbs={[{ label: t("partner.title") }]} eyebrow={t("partner.eyebrow")} />

      <section className="section container" aria-labelledby="checklist-title">
        <div className="section__head section__head--center">
          <h2 id="checklist-title" className="section__title">
            {t("partner.checklistTitle")}
          </h2>
          <p className="section__intro">{t("partner.checklistIntro")}</p>
        </div>
        <ul className="checklist">
          {CHECKLIST.map((group) => (
            <li key={group.key} className="checklist__group">
              <span className="checklist__icon">
                <Icon name={group.icon} size={28} />
              </span>
              <h3>{t(`partner.checklist.${group.key}.title`)}</h3>
              <ul>
                {CHECK_ITEMS.map((n) => (
                  <li key={n}>
                    <Icon name={icons.check} size={18} />
                    {t(`partner.checklist.${group.key}.item${n}`)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="stats stats--light" aria-labelledby="offer-title">
        <div className="container">
          <h2 id="offer-title" className="stats__title">
            {t("partner.offerTitle")}
          </h2>
          <ul className="stats__grid">
            {OFFERS.map((offer) => (
              <li key={offer.key} className="stat">
                <Icon name={offer.icon} size={28} />
                <span className="stat__label">{t(`partner.offers.${offer.key}.title`)}</span>
                <span className="stat__text">{t(`partner.offers.${offer.key}.text`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section container form-section" aria-labelledby="partner-form-title">
        <div className="form-section__intro">
          <h2 id="partner-form-title">{t("partner.formTitle")}</h2>
          <p>{t("partner.formIntro")}</p>
          <ul className="claim-list">
            <li>
              <Icon name={icons.check} size={20} />
              <span>{t("partner.promise1")}</span>
            </li>
            <li>
              <Icon name={icons.check} size={20} />
              <span>{t("partner.promise2")}</span>
            </li>
          </ul>
        </div>
        <div className="panel">
          <EnquiryForm form="partner" countries={loaderData.countries} formToken={loaderData.formToken} result={actionData} submitLabel={t("partner.submit")} />
        </div>
      </section>
    </main>
  );
}
