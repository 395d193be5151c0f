import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { data } from "react-router";
import type { Route } from "./+types/about.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { organizationLd } from "#src/lib/json-ld.ts";
import { lookup, pageMeta } from "#src/lib/meta.ts";
import { publicLayoutDataFrom, rootDataFrom } from "#src/lib/root-data.ts";
import aboutStyles from "#src/styles/about.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["about"], stylesheets: [aboutStyles] };

/** /{product}: the brand's about page, at the path named in site settings; anything else is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const settings = await context.get(appContext).services.settings.getPublicSettings();
  if (params.about !== settings.about_path) throw data(null, { status: 404, statusText: "This page could not be found" });
  return { brand: settings.brand_name };
}

export const meta: Route.MetaFunction = (args) => {
  const layout = publicLayoutDataFrom(args.matches);
  const messages = rootDataFrom(args.matches)?.messages;
  if (!layout) return [];
  const brand = layout.settings.brand_name;
  return pageMeta(args, {
    title: "about.title",
    description: "about.metaDescription",
    jsonLd: organizationLd(layout.origin, layout.settings, lookup(messages, "about.metaDescription", { brand })),
    crumbs: [{ name: "about.title", path: `/${layout.settings.about_path}` }],
  });
};

const STATS: { key: string; icon: string }[] = [
  { key: "facilities", icon: icons.factory },
  { key: "qc", icon: icons.shield },
  { key: "rnd", icon: icons.flask },
  { key: "capacity", icon: icons.gauge },
];
const CLAIMS = ["plants", "experience", "iso", "platform"] as const;
const PILLARS: { key: string; icon: string }[] = [
  { key: "purpose", icon: icons.heart },
  { key: "goal", icon: icons.target },
  { key: "values", icon: icons.leaf },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const brand = loaderData.brand;
  return (
    <main id="main">
      <PageHeader
        title={t("about.title", { brand })}
        intro={t("about.intro", { brand })}
        crumbs={[{ label: t("about.title", { brand }) }]}
        eyebrow={t("about.eyebrow")}
      />

      <section className="section container about-story" aria-labelledby="story-title">
        <div className="about-story__text">
          <h2 id="story-title">{t("about.storyTitle")}</h2>
          <p>{t("about.story1", { brand })}</p>
          <p>{t("about.story2", { brand })}</p>
        </div>
        <ul className="claim-list">
          {CLAIMS.map((claim) => (
            <li key={claim}>
              <Icon name={icons.check} size={20} />
              <span>{t(`about.claims.${claim}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="stats" aria-labelledby="stats-title">
        <div className="container">
          <h2 id="stats-title" className="stats__title">
            {t("about.statsTitle")}
          </h2>
          <ul className="stats__grid">
            {STATS.map((stat) => (
              <li key={stat.key} className="stat">
                <Icon name={stat.icon} size={30} />
                <span className="stat__value">{t(`about.stats.${stat.key}.value`)}</span>
                <span className="stat__label">{t(`about.stats.${stat.key}.label`)}</span>
                <span className="stat__text">{t(`about.stats.${stat.key}.text`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section container" aria-labelledby="pillars-title">
        <div className="section__head section__head--center">
          <p className="eyebrow">{t("about.pillarsEyebrow")}</p>
          <h2 id="pillars-title" className="section__title">
            {t("about.pillarsTitle")}
          </h2>
        </div>
        <ul className="pillars">
          {PILLARS.map((pillar) => (
            <li key={pillar.key} className="pillar">
              <span className="pillar__icon">
                <Icon name={pillar.icon} size={28} />
              </span>
              <h3>{t(`about.pillars.${pillar.key}.title`)}</h3>
              <p>{t(`about.pillars.${pillar.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="cta-band" aria-labelledby="about-cta-title">
        <div className="container cta-band__inner">
          <div>
            <h2 id="about-cta-title">{t("about.ctaTitle")}</h2>
            <p>{t("about.ctaText")}</p>
          </div>
          <div className="cta-band__actions">
            <LocalLink to="/partner" className="button button--accent">
              {t("common:nav.partner")}
            </LocalLink>
            <LocalLink to="/contact" className="button button--light">
              {t("common:nav.contact")}
            </LocalLink>
          </div>
        </div>
      </section>
    </main>
  );
}
