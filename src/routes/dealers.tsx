import type { TextsHandle } from "#domain/public-messages.ts";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, useNavigate } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/dealers.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { DEALER_SERVICES, WEEKDAYS, dealerLd, openStreetMapUrl, telHref, type DealerService, type PublicDealer, type Weekday } from "#domain/dealers.ts";
import { byDistance, type LatLng } from "#domain/geo.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { publicLayoutDataFrom } from "#src/lib/root-data.ts";
import { countryName } from "#domain/forms/countries.ts";
import { dateTimeFormat, numberFormat } from "#domain/intl.ts";
import dealersStyles from "#src/styles/dealers.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["dealers"], stylesheets: [dealersStyles] };

/** A Monday, to name the weekdays in the page's language. */
const A_MONDAY = Date.UTC(2024, 0, 1, 12);

/**
 * /dealers?q=&country=&service=&locate=1: published dealers by country and city, or the nearest to the town or postcode
 * in `q` (resolved offline, decision 080). `locate=1` (the product page's "Where to buy") asks the browser for the
 * visitor's position on arrival. Names of countries and days come from the server's ICU, so hydration never disagrees.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { dealers } = context.get(appContext).services;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const countryParam = (url.searchParams.get("country") ?? "").trim().toUpperCase();
  const serviceParam = url.searchParams.get("service") ?? "";
  const service = (DEALER_SERVICES as readonly string[]).includes(serviceParam) ? (serviceParam as DealerService) : "";
  const codes = await dealers.listDealerCountries();
  const country = codes.includes(countryParam) ? countryParam : "";
  const found = await dealers.findDealers({ q, country: country || undefined, service: service || undefined });
  const weekday = dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return {
    dealers: found.dealers,
    place: found.place ? { label: found.place.label, country: countryName(found.place.country, locale), area: found.place.area ?? null } : null,
    otherPlaces: found.otherPlaces.map((other) => ({ label: other.label, code: other.country, country: countryName(other.country, locale) })),
    unknownPlace: found.unknownPlace,
    locateOnArrival: url.searchParams.get("locate") === "1",
    q,
    country,
    service,
    countries: codes.map((code) => ({ code, name: countryName(code, locale) })),
    dayNames: Object.fromEntries(WEEKDAYS.map((day, index) => [day, weekday.format(A_MONDAY + index * 86_400_000)])) as Record<Weekday, string>,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const layout = publicLayoutDataFrom(args.matches);
  const pageUrl = layout ? `${layout.origin}${localizePath("/dealers", localeFromPath(args.location.pathname))}` : "";
  return pageMeta(args, {
    title: "dealers.title",
    description: "dealers.metaDescription",
    jsonLd: (args.loaderData?.dealers ?? []).map((dealer) => dealerLd(dealer, pageUrl)),
    crumbs: [{ name: "dealers.title", path: "/dealers" }],
  });
};

const subscribeToNothing = () => () => {};

type Located = { state: "idle" } | { state: "locating" } | { state: "located"; origin: LatLng } | { state: "failed"; reason: "denied" | "unavailable" };

/** The browser's position, asked for only when the visitor presses "Near me" or follows a product's "Where to buy"; it never leaves the browser. */
function useNearMe() {
  const [located, setLocated] = useState<Located>({ state: "idle" });
  const locate = () => {
    setLocated({ state: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => setLocated({ state: "located", origin: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) => setLocated({ state: "failed", reason: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };
  return { located, locate, reset: () => setLocated({ state: "idle" }) };
}

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation("public");
  const { dealers, q, country, service, countries, place, otherPlaces, unknownPlace, locateOnArrival } = loaderData;
  const canLocate = useSyncExternalStore(
    subscribeToNothing,
    () => "geolocation" in navigator,
    () => false,
  );
  const { located, locate, reset } = useNearMe();
  const navigate = useNavigate();
  // The product page's "Where to buy" arrives with locate=1: ask for the position once, as if "Near me" were pressed.
  const askedOnArrival = useRef(false);
  useEffect(() => {
    if (!locateOnArrival || !canLocate || askedOnArrival.current) return;
    askedOnArrival.current = true;
    locate();
  }, [locateOnArrival, canLocate, locate]);
  // After a town search the list holds only that town's nearest dealers: "Near me" starts again from all of them.
  const nearMe = () => {
    if (!q) return locate();
    const params = new URLSearchParams({ ...(country ? { country } : {}), ...(service ? { service } : {}), locate: "1" });
    void navigate({ search: `?${params}` });
  };
  const filtered = Boolean(q || country || service);
  const nearby = located.state === "located" ? byDistance(dealers, located.origin) : null;
  const km = numberFormat(language, { maximumFractionDigits: 1 });

  return (
    <main id="main">
      <PageHeader title={t("dealers.title")} intro={t("dealers.intro")} crumbs={[{ label: t("dealers.title") }]} />
      <div className="container section dealers">
        <section className="panel dealer-search" aria-labelledby="dealer-search-title">
          <h2 id="dealer-search-title" className="visually-hidden">
            {t("dealers.searchTitle")}
          </h2>
          <Form method="get" className="dealer-search__form" role="search" aria-labelledby="dealer-search-title">
            <div className="field dealer-search__q">
              <label htmlFor="dealer-q" className="field__label">
                {t("dealers.searchLabel")}
              </label>
              <input
                id="dealer-q"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                maxLength={100}
                placeholder={t("dealers.searchPlaceholder")}
                autoComplete="postal-code"
              />
            </div>
            <div className="field">
              <label htmlFor="dealer-country" className="field__label">
                {t("dealers.country")}
              </label>
              <select id="dealer-country" name="country" defaultValue={country} key={country}>
                <option value="">{t("dealers.allCountries")}</option>
                {countries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="dealer-service" className="field__label">
                {t("dealers.service")}
              </label>
              <select id="dealer-service" name="service" defaultValue={service} key={service}>
                <option value="">{t("dealers.allServices")}</option>
                {DEALER_SERVICES.map((option) => (
                  <option key={option} value={option}>
                    {t(`dealers.services.${option}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="dealer-search__actions">
              <button type="submit" className="button button--primary">
                <Icon name={icons.search} size={18} /> {t("dealers.searchSubmit")}
              </button>
              {/* Rendered from the server on, so the fields beside it keep their width, but invisible (and out of the
                  tab order and the accessibility tree) until the browser's scripts show they can locate the visitor. */}
              <button
                type="button"
                className={canLocate ? "button" : "button dealer-search__near-me--pending"}
                onClick={nearMe}
                disabled={!canLocate || located.state === "locating"}
                data-testid="near-me"
              >
                <Icon name={icons.pin} size={18} /> {located.state === "locating" ? t("dealers.locating") : t("dealers.nearMe")}
              </button>
            </div>
          </Form>
          <p className="dealer-search__status" role="status">
            {located.state === "failed" ? t(located.reason === "denied" ? "dealers.locationDenied" : "dealers.locationUnavailable") : ""}
            {located.state === "located" ? t("dealers.sortedByDistance") : ""}
          </p>
          {(filtered || nearby) && (
            <p className="dealer-search__summary">
              {t("dealers.count", { count: dealers.length })} {filtered && <LocalLink to="/dealers">{t("dealers.showAll")}</LocalLink>}
              {nearby && (
                <button type="button" className="link-button" onClick={reset}>
                  {t("dealers.byCountry")}
                </button>
              )}
            </p>
          )}
        </section>

        {unknownPlace ? (
          <div className="panel dealers__empty" data-testid="unknown-place">
            <h2>{t("dealers.unknownPlaceTitle")}</h2>
            <p>{t("dealers.unknownPlace", { term: q })}</p>
            <p className="dealers__empty-actions">
              {canLocate && (
                <button type="button" className="button button--primary" onClick={nearMe}>
                  <Icon name={icons.pin} size={18} /> {t("dealers.nearMe")}
                </button>
              )}
              <LocalLink to="/dealers" className="button">
                {t("dealers.showAll")}
              </LocalLink>
            </p>
          </div>
        ) : dealers.length === 0 ? (
          <div className="panel dealers__empty">
            <h2>{t("dealers.noneTitle")}</h2>
            <p>{q ? t("dealers.noneFor", { term: q }) : t("dealers.none")}</p>
            <LocalLink to="/contact" className="button">
              {t("dealers.askUs")}
            </LocalLink>
          </div>
        ) : nearby ? (
          <section aria-labelledby="dealers-near-title">
            <h2 id="dealers-near-title" className="dealers__country">
              {t("dealers.nearestTitle")}
            </h2>
            <ol className="dealer-grid" data-testid="dealer-list">
              {nearby.map((dealer) => (
                <li key={dealer.id}>
                  <DealerCard
                    dealer={dealer}
                    dayNames={loaderData.dayNames}
                    distance={dealer.distance_km === null ? null : `${km.format(dealer.distance_km)} km`}
                  />
                </li>
              ))}
            </ol>
          </section>
        ) : place ? (
          <section aria-labelledby="dealers-place-title">
            <h2 id="dealers-place-title" className="dealers__country">
              {place.area
                ? t("dealers.nearAreaTitle", { place: place.label, area: place.area, country: place.country })
                : t("dealers.nearPlaceTitle", { place: place.label, country: place.country })}
            </h2>
            {otherPlaces.length > 0 && (
              <p className="dealers__other-places">
                {t("dealers.otherPlaces")}{" "}
                {otherPlaces.map((other, index) => (
                  <span key={other.code}>
                    {index > 0 && ", "}
                    <LocalLink to={`/dealers?${new URLSearchParams({ q, country: other.code, ...(service ? { service } : {}) })}`}>
                      {t("dealers.placeIn", { place: other.label, country: other.country })}
                    </LocalLink>
                  </span>
                ))}
              </p>
            )}
            <ol className="dealer-grid" data-testid="dealer-list">
              {dealers.map((dealer) => (
                <li key={dealer.id}>
                  <DealerCard
                    dealer={dealer}
                    dayNames={loaderData.dayNames}
                    distance={dealer.distance_km === null || dealer.distance_km === undefined ? null : `${km.format(dealer.distance_km)} km`}
                  />
                </li>
              ))}
            </ol>
            <p className="dealers__credit">
              {t("dealers.placesCredit")}{" "}
              <a href="https://www.geonames.org/" rel="noopener noreferrer" target="_blank">
                GeoNames
              </a>{" "}
              (
              <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer license" target="_blank">
                CC BY 4.0
              </a>
              )
            </p>
          </section>
        ) : (
          groupByCountry(dealers).map(([code, inCountry]) => (
            <section key={code} aria-labelledby={`dealers-${code}`}>
              <h2 id={`dealers-${code}`} className="dealers__country">
                {countries.find((option) => option.code === code)?.name ?? code}
              </h2>
              <ul className="dealer-grid" data-testid="dealer-list">
                {inCountry.map((dealer) => (
                  <li key={dealer.id}>
                    <DealerCard dealer={dealer} dayNames={loaderData.dayNames} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </main>
  );
}

/** Dealers arrive sorted by country, then city: consecutive runs make the country groups (cards in city order). */
function groupByCountry(dealers: PublicDealer[]): [string, PublicDealer[]][] {
  const countries: [string, PublicDealer[]][] = [];
  for (const dealer of dealers) {
    let country = countries.at(-1);
    if (country?.[0] !== dealer.country) countries.push((country = [dealer.country, []]));
    country[1].push(dealer);
  }
  return countries;
}

function DealerCard({ dealer, dayNames, distance }: { dealer: PublicDealer; dayNames: Record<Weekday, string>; distance?: string | null }) {
  const { t } = useTranslation("public");
  const services = DEALER_SERVICES.filter((service) => dealer[service] === 1);
  const hasHours = WEEKDAYS.some((day) => dealer.opening_hours[day]?.length);
  return (
    <article className="dealer-card" id={`dealer-${dealer.id}`} aria-labelledby={`dealer-${dealer.id}-name`}>
      <p className="dealer-card__city">{dealer.city}</p>
      <header className="dealer-card__head">
        <h3 id={`dealer-${dealer.id}-name`} className="dealer-card__name">
          {dealer.name}
        </h3>
        {distance && <span className="dealer-card__distance">{distance}</span>}
      </header>
      <address className="dealer-card__address">
        {dealer.address && (
          <>
            {dealer.address}
            <br />
          </>
        )}
        {dealer.postcode} {dealer.city}
      </address>
      {services.length > 0 && (
        <ul className="dealer-card__services" aria-label={t("dealers.service")}>
          {services.map((service) => (
            <li key={service}>{t(`dealers.services.${service}`)}</li>
          ))}
        </ul>
      )}
      <ul className="dealer-card__contact">
        {dealer.phone && (
          <li>
            <Icon name={icons.phone} size={16} /> <a href={telHref(dealer.phone)}>{dealer.phone}</a>
          </li>
        )}
        {dealer.email && (
          <li>
            <Icon name={icons.mail} size={16} /> <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
          </li>
        )}
        {dealer.website && (
          <li>
            <Icon name={icons.arrowRight} size={16} />{" "}
            <a href={dealer.website} rel="noopener noreferrer" target="_blank">
              {dealer.website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
            </a>
          </li>
        )}
        <li>
          <Icon name={icons.pin} size={16} />{" "}
          <a href={openStreetMapUrl(dealer)} rel="noopener noreferrer" target="_blank">
            {t("dealers.openMap")}
          </a>
        </li>
      </ul>
      {hasHours && (
        <details className="dealer-card__hours">
          <summary>{t("dealers.hours")}</summary>
          <table>
            <tbody>
              {WEEKDAYS.map((day) => (
                <tr key={day}>
                  <th scope="row">{dayNames[day]}</th>
                  <td>
                    {dealer.opening_hours[day]?.length
                      ? dealer.opening_hours[day].map((interval) => interval.replace("-", "–")).join(", ")
                      : t("dealers.closed")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </article>
  );
}
