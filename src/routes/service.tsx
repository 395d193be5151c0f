import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/service.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { pageMeta } from "#src/lib/meta.ts";

import { REGISTRATION_BONUS_YEARS, WARRANTY_YEARS } from "#domain/warranty.ts";
import serviceStyles from "#src/styles/service.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["service", "warranty"], stylesheets: [serviceStyles] };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "service.title", description: "service.metaDescription", crumbs: [{ name: "service.title", path: "/service" }] });

const STEPS: { key: string; icon: string }[] = [
  { key: "register", icon: icons.check },
  { key: "keep", icon: icons.calendar },
  { key: "claim", icon: icons.mail },
  { key: "repair", icon: icons.wrench },
];

export default function Service() {
  const { t } = useTranslation("public");
  return (
    <main id="main">
      <PageHeader title={t("service.title")} intro={t("service.intro")} crumbs={[{ label: t("service.title") }]} />
      <section className="section container warranty-cards" aria-label={t("service.cardsLabel")}>
        <div className="warranty-card">
          <span className="warranty-card__value">{WARRANTY_YEARS}</span>
          <span className="warranty-card__unit">{t("service.years")}</span>
          <h2>{t("service.standardTitle")}</h2>
          <p>{t("service.standardText")}</p>
        </div>
        <div className="warranty-card__plus" aria-hidden="true">
          +
        </div>
        <div className="warranty-card warranty-card--accent">
          <span className="warranty-card__value">{REGISTRATION_BONUS_YEARS}</span>
          <span className="warranty-card__unit">{t("service.freeYear")}</span>
          <h2>{t("service.bonusTitle")}</h2>
          <p>{t("service.bonusText")}</p>
          <LocalLink to="/register" className="button button--primary warranty-card__cta">
            {t("warranty.cta")}
          </LocalLink>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title" className="section__title">
            {t("service.stepsTitle")}
          </h2>
          <ol className="steps">
            {STEPS.map((step) => (
              <li key={step.key} className="step">
                <span className="step__icon">
                  <Icon name={step.icon} size={24} />
                </span>
                <h3>{t(`service.steps.${step.key}.title`)}</h3>
                <p>{t(`service.steps.${step.key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section container prose-layout" aria-labelledby="coverage-title">
        <div className="prose">
          <h2 id="coverage-title">{t("service.coverageTitle")}</h2>
          <p>{t("service.coverageText")}</p>
          <h3>{t("service.excludedTitle")}</h3>
          <ul>
            <li>{t("service.excluded1")}</li>
            <li>{t("service.excluded2")}</li>
            <li>{t("service.excluded3")}</li>
          </ul>
          <h3>{t("service.batteryTitle")}</h3>
          <p>{t("service.batteryText")}</p>
        </div>
        <aside className="panel panel--green service-help" aria-labelledby="service-help-title">
          <h2 id="service-help-title">{t("service.cta.title")}</h2>
          <p>{t("service.cta.text")}</p>
          <LocalLink to="/service/request" className="button button--accent" data-testid="service-request-link">
            {t("service.request.short")}
          </LocalLink>
          <h2>{t("service.helpTitle")}</h2>
          <p>{t("service.helpText")}</p>
          <LocalLink to="/contact" className="link-arrow link-arrow--light">
            {t("common:nav.contact")}
          </LocalLink>
          <LocalLink to="/faq" className="link-arrow link-arrow--light">
            {t("service.faqLink")}
          </LocalLink>
        </aside>
      </section>
    </main>
  );
}
