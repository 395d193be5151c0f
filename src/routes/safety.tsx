import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/safety.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { readCheckQuery, SafetyCheck } from "#src/components/safety-check.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { longDate } from "#domain/warranty.ts";
import safetyStyles from "#src/styles/safety.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["safety"], stylesheets: [safetyStyles] };

/** /safety: current and past safety notices, and "Is my tool affected?" against every current one (GET, without JavaScript too). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { safety } = context.get(appContext).services;
  const query = readCheckQuery(url);
  const [notices, models, result] = await Promise.all([
    safety.listPublicNotices(locale),
    safety.checkModels(),
    query ? safety.checkTool({ model: query.model, serial: query.serial, purchaseDate: query.date }, locale) : null,
  ]);
  return { ...notices, models, query, result };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "safety.title",
    description: "safety.metaDescription",
    // An answer for one serial number is nobody's search result.
    noindex: new URLSearchParams(args.location.search).has("serial"),
    crumbs: [{ name: "safety.title", path: "/safety" }],
  });

type Summary = Route.ComponentProps["loaderData"]["current"][number];

export default function Safety({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { current, past, models, query, result } = loaderData;
  return (
    <main id="main">
      <PageHeader title={t("safety.title")} intro={t("safety.intro")} crumbs={[{ label: t("safety.title") }]} />
      <div className="container section safety">
        <section aria-labelledby="safety-current" className="safety__list">
          <h2 id="safety-current">{t("safety.current")}</h2>
          {current.length ? (
            <ul className="safety-notices">
              {current.map((notice) => (
                <NoticeCard key={notice.id} notice={notice} />
              ))}
            </ul>
          ) : (
            <p className="panel safety__none">{t("safety.noneCurrent")}</p>
          )}
        </section>
        <SafetyCheck query={query} result={result} models={models} />
        <section aria-labelledby="safety-past" className="safety__list">
          <h2 id="safety-past">{t("safety.past")}</h2>
          {past.length ? (
            <ul className="safety-notices safety-notices--past">
              {past.map((notice) => (
                <NoticeCard key={notice.id} notice={notice} />
              ))}
            </ul>
          ) : (
            <p className="safety__none">{t("safety.nonePast")}</p>
          )}
        </section>
        <aside className="panel panel--green safety-report-link" aria-labelledby="safety-report-title">
          <h2 id="safety-report-title">{t("safety.report.linkTitle")}</h2>
          <p>{t("safety.report.linkText")}</p>
          <LocalLink to="/safety/report" className="link-arrow link-arrow--light">
            {t("safety.report.link")}
          </LocalLink>
        </aside>
      </div>
    </main>
  );
}

function NoticeCard({ notice }: { notice: Summary }) {
  const { t, language } = useTranslation("public");
  const locale = language as "en" | "fr" | "nl";
  const active = notice.status === "active";
  return (
    <li className={`safety-notice-card${active ? " safety-notice-card--active" : ""}`} data-testid="safety-notice-card">
      {notice.image ? (
        <ResponsiveImage src={notice.image} alt="" sizes="96px" className="safety-notice-card__image" fallbackSize={{ width: 96, height: 96 }} />
      ) : (
        <span className="safety-notice-card__icon" aria-hidden="true">
          <Icon name={icons.shield} size={32} />
        </span>
      )}
      <div className="safety-notice-card__body">
        <p className="safety-notice-card__meta">
          <span className={`safety-status safety-status--${notice.status}`}>{active ? t("safety.statusActive") : t("safety.statusClosed")}</span>
          {notice.published_at && <span>{t("safety.published", { date: longDate(notice.published_at.slice(0, 10), locale) })}</span>}
        </p>
        <h3 className="safety-notice-card__title">
          <LocalLink to={`/safety/${notice.slug}`}>{notice.title}</LocalLink>
        </h3>
        <p className="safety-notice-card__models">
          {notice.product} · {t("safety.models")}: {notice.models.join(", ")}
        </p>
      </div>
    </li>
  );
}
