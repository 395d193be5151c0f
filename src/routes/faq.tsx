import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/faq.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { faqPageLd } from "#src/lib/json-ld.ts";
import { lookup, pageMeta } from "#src/lib/meta.ts";
import { rootDataFrom } from "#src/lib/root-data.ts";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath } from "#domain/locales.ts";
import { formatNumber } from "#domain/specs.ts";
import faqStyles from "#src/styles/faq.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["dealers", "faq", "service", "warranty"], stylesheets: [faqStyles] };

/** product rules §2: the FAQ has five questions. */
export const FAQ_KEYS = ["q1", "q2", "q3", "q4", "q5"] as const;

/** Answers that lead somewhere: a link under the answer's text. */
const FAQ_LINKS: Partial<Record<(typeof FAQ_KEYS)[number], { to: string; label: string }>> = {
  q3: { to: "/register", label: "warranty.faqCta" },
  q5: { to: "/dealers?service=spare_parts", label: "dealers.faqLink" },
};

/** Answers that quote figures take them from the data: the charging times as product pages compute them. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const facts = await context.get(appContext).services.compatibility.chargingFacts();
  const figures = facts && {
    ...facts,
    smallAh: formatNumber(facts.smallAh, locale, 1),
    referenceAh: formatNumber(facts.referenceAh, locale, 1),
  };
  return { figures };
}

/** The translation key of an answer and the figures it quotes. */
function answerOf(key: (typeof FAQ_KEYS)[number], figures: Record<string, string | number> | undefined): [string, Record<string, string | number>] {
  if (key !== "q2") return [`faq.items.${key}.answer`, {}];
  return figures ? ["faq.items.q2.answer", figures] : ["faq.items.q2.answerGeneric", {}];
}

export const meta: Route.MetaFunction = (args) => {
  const messages = rootDataFrom(args.matches)?.messages;
  const figures = args.loaderData?.figures;
  const items = FAQ_KEYS.map((key) => ({ question: lookup(messages, `faq.items.${key}.question`), answer: lookup(messages, ...answerOf(key, figures)) }));
  return pageMeta(args, { title: "faq.title", description: "faq.metaDescription", jsonLd: faqPageLd(items), crumbs: [{ name: "faq.title", path: "/faq" }] });
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  return (
    <main id="main">
      <PageHeader title={t("faq.title")} intro={t("faq.intro")} crumbs={[{ label: t("faq.title") }]} />
      <div className="section container faq-layout">
        <div className="faq-list">
          <h2 className="visually-hidden">{t("faq.listTitle")}</h2>
          {FAQ_KEYS.map((key, index) => (
            <details key={key} className="faq-item" open={index === 0}>
              <summary>
                <span className="faq-item__question">{t(`faq.items.${key}.question`)}</span>
              </summary>
              <div className="faq-item__answer">
                <p>{t(...answerOf(key, loaderData.figures))}</p>
                {FAQ_LINKS[key] && (
                  <p>
                    <LocalLink to={FAQ_LINKS[key].to} className="link-arrow">
                      {t(FAQ_LINKS[key].label)}
                    </LocalLink>
                  </p>
                )}
              </div>
            </details>
          ))}
        </div>
        <aside className="panel panel--green" aria-labelledby="faq-more-title">
          <h2 id="faq-more-title">{t("faq.moreTitle")}</h2>
          <p>{t("faq.moreText")}</p>
          <LocalLink to="/contact" className="button button--accent">
            {t("common:nav.contact")}
          </LocalLink>
          <h2>{t("service.cta.title")}</h2>
          <p>{t("service.cta.text")}</p>
          <LocalLink to="/service/request" className="link-arrow link-arrow--light">
            {t("service.request.short")}
          </LocalLink>
        </aside>
      </div>
    </main>
  );
}
