import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/benefits.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { pageMeta } from "#src/lib/meta.ts";
import benefitsStyles from "#src/styles/benefits.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["benefits"], stylesheets: [benefitsStyles] };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "benefits.title",
    description: "benefits.metaDescription",
    type: "article",
    crumbs: [{ name: "benefits.title", path: "/benefits" }],
  });

const BENEFITS: { key: string; icon: string }[] = [
  { key: "battery", icon: icons.battery },
  { key: "quiet", icon: icons.leaf },
  { key: "clean", icon: icons.heart },
  { key: "maintenance", icon: icons.wrench },
  { key: "power", icon: icons.gauge },
  { key: "warranty", icon: icons.shield },
];

/** product rules §2 /benefits: the benefits article, from the translation files. */
export default function Benefits() {
  const { t } = useTranslation("public");
  return (
    <main id="main">
      <PageHeader title={t("benefits.title")} intro={t("benefits.intro")} crumbs={[{ label: t("benefits.title") }]} eyebrow={t("benefits.eyebrow")} />
      <article className="section container prose-layout">
        <div className="prose">
          <p className="lead">{t("benefits.lead")}</p>
          {BENEFITS.map((benefit, index) => (
            <section key={benefit.key} className="benefit" aria-labelledby={`benefit-${benefit.key}`}>
              <span className="benefit__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h2 id={`benefit-${benefit.key}`}>
                  <Icon name={benefit.icon} size={24} /> {t(`benefits.items.${benefit.key}.title`)}
                </h2>
                <p>{t(`benefits.items.${benefit.key}.text`)}</p>
              </div>
            </section>
          ))}
          <p>{t("benefits.closing")}</p>
        </div>
        <aside className="panel panel--green prose-aside" aria-labelledby="benefits-aside-title">
          <h2 id="benefits-aside-title">{t("benefits.asideTitle")}</h2>
          <p>{t("benefits.asideText")}</p>
          <LocalLink to="/products" className="button button--accent">
            {t("benefits.asideCta")}
          </LocalLink>
        </aside>
      </article>
    </main>
  );
}
