import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/batteries.ts";
import { CollectionSymbol, RatingSymbol } from "#src/components/batteries/drawings.tsx";
import { RemovalSteps } from "#src/components/batteries/removal-steps.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { COLLECTION_COUNTRIES, COLLECTION_SCHEMES, takebackDealersPath } from "#src/lib/batteries.ts";
import { countryName } from "#domain/forms/countries.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import specsStyles from "#src/styles/specs.css?url";
import batteriesStyles from "#src/styles/batteries.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["batteries"], stylesheets: [specsStyles, batteriesStyles] };

/** How many take-back dealers a country lists here; the dealer list has them all. */
const DEALERS_SHOWN = 4;

const USE_ITEMS = ["charger", "temperature", "contacts", "damage", "service", "fire"] as const;
const STORAGE_ITEMS = ["place", "limits", "charge", "apart", "check", "spring"] as const;
const TRANSPORT_ITEMS = ["case", "car", "air", "post"] as const;
const HAND_IN_STEPS = ["tape", "where", "damaged"] as const;

/**
 * /batteries (decision 085): what Battery Regulation (EU) 2023/1542 Art. 74 asks end users be told,
 * in plain words: safe use, charging, storage, transport, the label's symbols, removal, and where to hand a worn
 * battery in, per country, with the dealers that take batteries back. Figures come from the batteries' data sheets.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { dealers, compatibility } = context.get(appContext).services;
  const [takeback, range] = await Promise.all([dealers.findDealers({ service: "battery_takeback" }), compatibility.batteryRange(locale)]);
  const countries = COLLECTION_COUNTRIES.map((code) => {
    const here = takeback.dealers.filter((dealer) => dealer.country === code);
    return {
      code,
      name: countryName(code, locale),
      scheme: COLLECTION_SCHEMES[code] ?? null,
      count: here.length,
      dealers: here.slice(0, DEALERS_SHOWN).map(({ id, name, city, postcode }) => ({ id, name, city, postcode })),
    };
  });
  return { countries, ...range };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "batteries.title", description: "batteries.metaDescription", crumbs: [{ name: "batteries.title", path: "/batteries" }] });

export default function Batteries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { countries, batteries, charging, storage, chemistry } = loaderData;
  // A sentence that quotes the data sheet is left out when the data does not give the figure.
  const figures: Record<string, string | undefined> = { charging, storage };
  const needs: Partial<Record<string, string>> = { temperature: "charging", limits: "storage" };
  const shown = <K extends string>(items: readonly K[]) => items.filter((item) => !needs[item] || figures[needs[item]]);
  const sample = batteries.at(-1);
  return (
    <main id="main" className="batteries-page">
      <PageHeader title={t("batteries.title")} intro={t("batteries.intro")} crumbs={[{ label: t("batteries.title") }]} />
      <div className="container section batteries">
        <nav className="batteries__toc panel" aria-labelledby="batteries-toc">
          <h2 id="batteries-toc" className="batteries__toc-title">
            {t("batteries.contents")}
          </h2>
          <ul>
            {["use", "storage", "transport", "symbols", "removal", "handIn"].map((part) => (
              <li key={part}>
                <a href={`#${part}`}>{t(`batteries.${part}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <Advice id="use" items={shown(USE_ITEMS)} vars={figures} />
        <Advice id="storage" items={shown(STORAGE_ITEMS)} vars={figures} />
        <Advice id="transport" items={TRANSPORT_ITEMS} vars={figures} />

        <section className="batteries__part" aria-labelledby="symbols-title" id="symbols">
          <h2 id="symbols-title">{t("batteries.symbols.title")}</h2>
          <dl className="battery-symbols">
            <div className="battery-symbols__item">
              <dt>
                <CollectionSymbol label={t("batteries.symbols.binLabel")} />
              </dt>
              <dd>{t("batteries.symbols.bin")}</dd>
            </div>
            <div className="battery-symbols__item">
              <dt>
                <RatingSymbol
                  chemistry="Li-ion"
                  rating={sample?.rating ?? "Ah · Wh"}
                  label={t("batteries.symbols.ratingLabel", { chemistry: chemistry ?? "Li-ion", rating: sample?.rating ?? "Ah, Wh" })}
                />
              </dt>
              <dd>
                <p>{t("batteries.symbols.chemistry")}</p>
                <p>{t("batteries.symbols.rating")}</p>
              </dd>
            </div>
          </dl>
        </section>

        <section className="batteries__part" aria-labelledby="removal-title" id="removal">
          <h2 id="removal-title">{t("batteries.removal.title")}</h2>
          <p>{t("batteries.removal.intro")}</p>
          <RemovalSteps />
        </section>

        <section className="batteries__part" aria-labelledby="handIn-title" id="handIn">
          <h2 id="handIn-title">{t("batteries.handIn.title")}</h2>
          <p>{t("batteries.handIn.intro")}</p>
          <ol className="batteries__list">
            {HAND_IN_STEPS.map((step) => (
              <li key={step}>{t(`batteries.handIn.steps.${step}`)}</li>
            ))}
          </ol>
          <h3>{t("batteries.handIn.countriesTitle")}</h3>
          <div className="batteries__countries">
            {countries.map((country) => (
              <section key={country.code} className="battery-country panel" aria-labelledby={`country-${country.code}`} data-country={country.code}>
                <h4 id={`country-${country.code}`}>{country.name}</h4>
                <p>
                  {country.scheme
                    ? t("batteries.handIn.scheme", { in: t(`batteries.handIn.in.${country.code}`), scheme: country.scheme })
                    : t("batteries.handIn.noScheme", { in: t(`batteries.handIn.in.${country.code}`) })}
                </p>
                <h5 className="battery-country__dealers">{t("batteries.handIn.dealers")}</h5>
                {country.dealers.length ? (
                  <>
                    <ul className="battery-country__list">
                      {country.dealers.map((dealer) => (
                        <li key={dealer.id}>
                          <strong>{dealer.name}</strong>, {dealer.postcode} {dealer.city}
                        </li>
                      ))}
                    </ul>
                    <p>
                      <LocalLink to={takebackDealersPath(country.code)} className="link-arrow">
                        {t("batteries.handIn.allDealers", { count: country.count })}
                      </LocalLink>
                    </p>
                  </>
                ) : (
                  <p>{t("batteries.handIn.noDealers")}</p>
                )}
              </section>
            ))}
          </div>
        </section>

        {batteries.length > 0 && (
          <section className="batteries__part" aria-labelledby="range-title" id="range">
            <h2 id="range-title">{t("batteries.range.title")}</h2>
            <p>{t("batteries.range.intro")}</p>
            <ul className="compat__list">
              {batteries.map((battery) => (
                <li key={battery.id} className="compat__item">
                  <LocalLink to={`${battery.href}#battery`}>{battery.name}</LocalLink>
                  <span className="compat__figure">{battery.rating}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}

/** One part of advice: a heading and its points, each a sentence of the texts (some quoting the data sheet). */
function Advice({ id, items, vars }: { id: string; items: readonly string[]; vars: Record<string, string | undefined> }) {
  const { t } = useTranslation("public");
  return (
    <section className="batteries__part" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{t(`batteries.${id}.title`)}</h2>
      <ul className="batteries__list">
        {items.map((item) => (
          <li key={item}>{t(`batteries.${id}.items.${item}`, vars as Record<string, string>)}</li>
        ))}
      </ul>
    </section>
  );
}
