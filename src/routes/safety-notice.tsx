import type { TextsHandle } from "#domain/public-messages.ts";
import { data } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/safety-notice.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { readCheckQuery, SafetyCheck } from "#src/components/safety-check.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath, type Locale } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { NOTICE_SLUG } from "#domain/safety.ts";
import { longDate } from "#domain/warranty.ts";
import safetyStyles from "#src/styles/safety.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["safety"], stylesheets: [safetyStyles] };

/** /safety/{slug}: one notice with everything GPSR Art. 36 lists, and "Is my tool affected?" against it alone. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { safety } = context.get(appContext).services;
  const slug = params.slug ?? "";
  const notice = NOTICE_SLUG.test(slug) ? await safety.getPublicNotice(slug, locale) : undefined;
  if (!notice) throw data(null, { status: 404 });
  const query = readCheckQuery(url);
  const [models, result] = await Promise.all([
    safety.checkModels(),
    query ? safety.checkTool({ model: query.model, serial: query.serial, purchaseDate: query.date, slug }, locale) : null,
  ]);
  return { notice, models, query, result };
}

export const meta: Route.MetaFunction = (args) => {
  const notice = args.loaderData?.notice;
  if (!notice) return [];
  return pageMeta(args, {
    title: notice.title,
    description: `${notice.product} (${notice.models.join(", ")}): ${notice.hazard}`.slice(0, 300),
    literal: true,
    noindex: new URLSearchParams(args.location.search).has("serial"),
    crumbs: [
      { name: "safety.title", path: "/safety" },
      { name: notice.title, path: `/safety/${notice.slug}`, literal: true },
    ],
  });
};

function period(t: (key: string, vars?: Record<string, string>) => string, from: string | null, to: string | null, locale: Locale): string {
  if (from && to) return t("safety.notice.between", { from: longDate(from, locale), to: longDate(to, locale) });
  if (from) return t("safety.notice.from", { from: longDate(from, locale) });
  return t("safety.notice.until", { to: longDate(to ?? "", locale) });
}

export default function SafetyNotice({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation("public");
  const locale = language as Locale;
  const { notice, models, query, result } = loaderData;
  const active = notice.status === "active";
  const sold = notice.sold_from || notice.sold_to;
  const produced = notice.produced_from || notice.produced_to;
  return (
    <main id="main">
      <PageHeader title={notice.title} crumbs={[{ label: t("safety.title"), to: "/safety" }, { label: notice.title }]} />
      <div className="container section safety-notice">
        <article className="safety-notice__article" aria-labelledby="notice-facts">
          <p className="safety-notice__meta">
            <span className={`safety-status safety-status--${notice.status}`}>{active ? t("safety.statusActive") : t("safety.statusClosed")}</span>
            {notice.published_at && <span>{t("safety.published", { date: longDate(notice.published_at.slice(0, 10), locale) })}</span>}
            {notice.closed_at && !active && <span>{t("safety.closedOn", { date: longDate(notice.closed_at.slice(0, 10), locale) })}</span>}
          </p>
          {!active && <p className="safety-notice__closed">{t("safety.notice.closedNote")}</p>}
          <section className="safety-notice__section safety-notice__section--hazard">
            <h2>
              <Icon name={icons.shield} size={22} /> {t("safety.notice.hazard")}
            </h2>
            <p className="safety-notice__text">{notice.hazard}</p>
          </section>
          <section className="safety-notice__section safety-notice__section--action">
            <h2>{t("safety.notice.action")}</h2>
            <p className="safety-notice__text">{notice.action}</p>
          </section>
          <section className="safety-notice__section">
            <h2>{t("safety.notice.remedyTitle", { kind: t(`safety.notice.remedies.${notice.remedy}`) })}</h2>
            <p className="safety-notice__text">{notice.remedyText}</p>
          </section>
          <section className="safety-notice__section" aria-labelledby="notice-facts">
            <h2 id="notice-facts">{t("safety.notice.affected")}</h2>
            <dl className="safety-notice__facts">
              <dt>{t("safety.notice.product")}</dt>
              <dd>{notice.product}</dd>
              <dt>{t("safety.notice.models")}</dt>
              <dd>{notice.models.join(", ")}</dd>
              <dt>{t("safety.notice.serials")}</dt>
              <dd>
                {notice.serial_ranges.length ? (
                  <ul className="safety-notice__ranges">
                    {notice.serial_ranges.map((range) => (
                      <li key={`${range.from}-${range.to}`}>{t("safety.notice.serialRange", { from: range.from, to: range.to })}</li>
                    ))}
                  </ul>
                ) : sold ? (
                  "—"
                ) : (
                  t("safety.notice.allSerials")
                )}
              </dd>
              {sold && (
                <>
                  <dt>{t("safety.notice.soldBetween")}</dt>
                  <dd>{period(t, notice.sold_from, notice.sold_to, locale)}</dd>
                </>
              )}
              {produced && (
                <>
                  <dt>{t("safety.notice.producedBetween")}</dt>
                  <dd>{period(t, notice.produced_from, notice.produced_to, locale)}</dd>
                </>
              )}
            </dl>
          </section>
          {notice.images.length > 0 && (
            <section className="safety-notice__section">
              <h2>{t("safety.notice.pictures")}</h2>
              <ul className="safety-notice__pictures">
                {notice.images.map((src) => (
                  <li key={src}>
                    <ResponsiveImage src={src} alt={notice.product} sizes="(max-width: 749.98px) 100vw, 360px" fallbackSize={{ width: 360, height: 270 }} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="safety-notice__section">
            <h2>{t("safety.notice.contact")}</h2>
            {notice.contactNote && <p className="safety-notice__text">{notice.contactNote}</p>}
            <dl className="safety-notice__facts">
              {notice.contact_phone && (
                <>
                  <dt>{t("safety.notice.phone")}</dt>
                  <dd>
                    <a href={`tel:${notice.contact_phone.replace(/[^\d+]/g, "")}`}>{notice.contact_phone}</a>
                  </dd>
                </>
              )}
              {notice.contact_email && (
                <>
                  <dt>{t("safety.notice.email")}</dt>
                  <dd>
                    <a href={`mailto:${notice.contact_email}`}>{notice.contact_email}</a>
                  </dd>
                </>
              )}
            </dl>
          </section>
        </article>
        <div className="safety-notice__aside">
          <SafetyCheck query={query} result={result} models={models} notice />
          <p>
            <LocalLink to="/safety" className="link-arrow">
              {t("safety.notice.allNotices")}
            </LocalLink>
          </p>
        </div>
      </div>
    </main>
  );
}
