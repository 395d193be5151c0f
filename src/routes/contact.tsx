import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/contact.ts";
import { ContactMap } from "#src/components/contact-map.tsx";
import { EnquiryForm } from "#src/components/enquiry-form.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { SocialLinks } from "#src/components/layout/social-links.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { newAttemptKey } from "#src/lib/forms/attempt-key.ts";
import { sortedCountries } from "#domain/forms/countries.ts";
import { handleEnquiry } from "#src/lib/forms/enquiry-action.server.ts";
import { organizationLd } from "#src/lib/json-ld.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { translate } from "#domain/messages.server.ts";
import { publicLayoutDataFrom, usePublicLayoutData } from "#src/lib/root-data.ts";
import { displayName } from "#domain/localized.ts";
import { parseId, QUOTE_PARAM } from "#domain/paths.ts";
import contactStyles from "#src/styles/contact.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["contact", "safety", "warranty"], stylesheets: [contactStyles] };

/**
 * Country names are computed on the server so the browser's ICU can never disagree with it.
 * `?product={id}` ("Ask for a quote" on a product page) starts the form with that product's name and
 * model in the title and needs; an id that names no product shown to the public is an empty form.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const id = parseId(url.searchParams.get(QUOTE_PARAM));
  const product = id === null ? undefined : await context.get(appContext).services.catalogue.getProduct(id);
  return {
    countries: sortedCountries(locale, translate(locale, "form.otherCountry")),
    quote: product ? { id: product.id, name: displayName(product, locale), model: product.model } : null,
    // The no-JavaScript form's token (decision 073): a post sent twice from this page is carried out once.
    formToken: newAttemptKey(),
  };
}

/** The form without JavaScript: validate, store, /thanks (see handleEnquiry). */
export async function action({ url, request, context }: Route.ActionArgs) {
  return handleEnquiry(request, url, context.get(appContext), "contact");
}

export const meta: Route.MetaFunction = (args) => {
  const layout = publicLayoutDataFrom(args.matches);
  return pageMeta(args, {
    title: "contact.title",
    description: "contact.metaDescription",
    jsonLd: layout ? organizationLd(layout.origin, layout.settings) : [],
    crumbs: [{ name: "contact.title", path: "/contact" }],
  });
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { settings } = usePublicLayoutData();
  const { quote } = loaderData;
  const product = quote ? [quote.name, quote.model].filter(Boolean).join(" ") : "";
  const initial = quote
    ? { title: t("contact.quoteTitle", { product }).slice(0, 150), message: t(quote.model ? "contact.quoteNeeds" : "contact.quoteNeedsNoModel", quote) }
    : {};
  return (
    <main id="main">
      <PageHeader title={t("contact.title")} intro={t("contact.intro")} crumbs={[{ label: t("contact.title") }]} />
      <div className="container section contact-layout">
        <section className="panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("contact.formTitle")}</h2>
          <p className="panel__intro">{quote ? t("contact.quoteIntro", { product }) : t("contact.formIntro")}</p>
          <EnquiryForm
            key={quote?.id ?? "contact"}
            form="contact"
            countries={loaderData.countries}
            formToken={loaderData.formToken}
            result={actionData}
            submitLabel={t("form.send")}
            initial={initial}
          />
        </section>
        <aside className="contact-aside" aria-label={t("contact.detailsTitle")}>
          <section className="panel panel--green" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">{t("contact.detailsTitle")}</h2>
            <ul className="contact-list">
              <li>
                <Icon name={icons.mail} size={20} />
                <span>
                  <span className="contact-list__label">{t("contact.sales")}</span>
                  <a href={`mailto:${settings.email_primary}`}>{settings.email_primary}</a>
                </span>
              </li>
              <li>
                <Icon name={icons.mail} size={20} />
                <span>
                  <span className="contact-list__label">{t("contact.service")}</span>
                  <a href={`mailto:${settings.email_secondary}`}>{settings.email_secondary}</a>
                </span>
              </li>
              <li>
                <Icon name={icons.phone} size={20} />
                <span>
                  <span className="contact-list__label">{t("contact.phone")}</span>
                  <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}>{settings.phone}</a>
                </span>
              </li>
              <li>
                <Icon name={icons.building} size={20} />
                <span>
                  <span className="contact-list__label">{settings.company_line}</span>
                  {settings.address}
                </span>
              </li>
            </ul>
            <p className="contact-hours">{t("contact.hours")}</p>
          </section>
          <section className="panel" aria-labelledby="contact-social-title">
            <h2 id="contact-social-title">{t("contact.socialTitle")}</h2>
            <p className="panel__intro">{t("contact.socialText")}</p>
            <SocialLinks socials={settings.socials} className="social-links--large" size={22} />
          </section>
        </aside>
      </div>
      <section className="container section section--flush" aria-labelledby="contact-map-title">
        <h2 id="contact-map-title">{t("contact.mapTitle")}</h2>
        <ContactMap
          query={settings.map_query}
          address={settings.address || settings.company_line}
          title={t("contact.mapLabel", { address: settings.address || settings.company_line })}
        />
      </section>
    </main>
  );
}
