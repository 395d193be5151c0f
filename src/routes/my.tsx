import type { TextsHandle } from "#domain/public-messages.ts";
import { data, Form, redirect, useNavigation } from "react-router";
import { useId } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/my.ts";
import { DocumentList } from "#src/components/document-list.tsx";
import { FieldError } from "#src/components/field-error.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { OwnerLinkForm, type LinkRequestResult } from "#src/components/owner/link-form.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { sortedCountries } from "#domain/forms/countries.ts";
import { firstErrors, HONEYPOT_FIELD } from "#domain/forms/enquiry.ts";
import { ownerContactSchema, ownerLinkSchema, SIGN_IN_LINK_MINUTES } from "#domain/forms/owner.ts";
import { readForm } from "#src/lib/forms/read-form.server.ts";
import { LOCALES, localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { translate } from "#domain/messages.server.ts";
import { clearedOwnerCookie, currentOwner } from "#src/lib/owner-session.server.ts";
import { useLocalizePath } from "#src/lib/use-locale.ts";
import { longDate } from "#domain/warranty.ts";
import { trackingPath } from "#domain/forms/service-request-fields.ts";
import documentsStyles from "#src/styles/documents.css?url";
import ownerStyles from "#src/styles/owner.css?url";
import serviceRequestStyles from "#src/styles/service-request.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = {
  texts: ["manuals", "my", "safety", "service", "warranty"],
  stylesheets: [documentsStyles, ownerStyles, serviceRequestStyles],
};

/**
 * My Fantai, the owner space (decision 075). Signed out: the "send me a link" form. Signed in: the
 * owner's registrations, their models' documents, their contact details, their data and the way out.
 * Private: never stored by a cache (server/http/security.ts), never in the sitemap, noindex.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const owner = await currentOwner(request, app);
  const notice = (["deleted", "signed-out", "signed-out-everywhere"] as const).find((value) => url.searchParams.get("done") === value) ?? null;
  const space = owner && (await app.services.owners.ownerSpace(owner.email, locale));
  if (!owner || !space) {
    // A session whose registrations are all gone (deleted by the service desk) is no session: the cookie goes.
    const headers: HeadersInit = owner ? { "Set-Cookie": clearedOwnerCookie(app.secureCookies) } : {};
    return data({ signedIn: false as const, notice, minutes: SIGN_IN_LINK_MINUTES }, { headers });
  }
  // Safety notices that affect one of the owner's tools, shown first and on the tool itself.
  const affecting = await app.services.safety.noticesAffectingRegistrations(
    space.registrations.map((registration, index) => ({ id: index, ...registration })),
    locale,
  );
  const safetyNotices = [...new Map([...affecting.values()].flat().map((notice) => [notice.id, notice])).values()].map((notice) => ({
    ...notice,
    href: localizePath(`/safety/${notice.slug}`, locale),
  }));
  return {
    signedIn: true as const,
    notice,
    contact: space.contact,
    safetyNotices,
    registrations: space.registrations.map((registration, index) => ({
      ...registration,
      safetyNotices: (affecting.get(index) ?? []).map((notice) => ({
        id: notice.id,
        title: notice.title,
        href: localizePath(`/safety/${notice.slug}`, locale),
      })),
      purchase_date_text: longDate(registration.purchase_date, locale),
      warranty_until_text: longDate(registration.warranty_until, locale),
      certificate: localizePath(`/my/certificate/${registration.reference}`, locale),
      verify: `${localizePath("/register/verify", locale)}?ref=${encodeURIComponent(registration.reference)}`,
    })),
    documents: space.documents,
    serviceRequests: space.serviceRequests.map((serviceRequest) => ({
      ...serviceRequest,
      created_text: longDate(serviceRequest.created_at.slice(0, 10), locale),
      href: trackingPath(serviceRequest.reference, locale),
    })),
    countries: sortedCountries(locale, translate(locale, "form.otherCountry")),
  };
}

type ContactResult =
  { intent: "contact"; status: "saved" } | { intent: "contact"; status: "invalid"; errors: Record<string, string>; values: Record<string, string> };

/** Every form of the page posts here: ask for a link, correct contact details, sign out (here or everywhere). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 300);
  const intent = field("intent");

  if (intent === "request-link") {
    const email = field("email").trim();
    const parsed = ownerLinkSchema.safeParse({ email });
    if (!parsed.success)
      return data<LinkRequestResult>(
        { intent, status: "invalid", email, error: firstErrors(parsed.error).email ?? "form.errors.emailFormat" },
        { status: 422 },
      );
    // A filled honeypot is answered as a person would be, and nothing is sent.
    if (field(HONEYPOT_FIELD)) return data<LinkRequestResult>({ intent, status: "sent", email: parsed.data.email });
    if (app.allowOwnerLink && !(await app.allowOwnerLink(parsed.data.email)))
      return data<LinkRequestResult>({ intent, status: "limited", email: parsed.data.email, error: "my.errors.tooMany" }, { status: 429 });
    await app.services.owners.requestSignInLink({ email: parsed.data.email, locale, origin: app.mailOrigin });
    return data<LinkRequestResult>({ intent, status: "sent", email: parsed.data.email });
  }

  const owner = await currentOwner(request, app);
  const home = localizePath("/my", locale);
  if (!owner) throw redirect(home, 303);
  const cleared = { "Set-Cookie": clearedOwnerCookie(app.secureCookies) };

  if (intent === "sign-out") {
    await app.services.owners.signOut(owner.token);
    throw redirect(`${home}?done=signed-out`, { status: 303, headers: cleared });
  }
  if (intent === "sign-out-everywhere") {
    await app.services.owners.signOutEverywhere(owner.email);
    throw redirect(`${home}?done=signed-out-everywhere`, { status: 303, headers: cleared });
  }
  if (intent === "contact") {
    const values = { name: field("name"), country: field("country"), locale: field("locale") };
    const parsed = ownerContactSchema.safeParse(values);
    if (!parsed.success) return data<ContactResult>({ intent, status: "invalid", errors: firstErrors(parsed.error), values }, { status: 422 });
    await app.services.owners.updateOwnerContact(owner.email, parsed.data);
    return data<ContactResult>({ intent, status: "saved" });
  }
  return data({ intent: "unknown" as const }, { status: 400 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "my.title", description: "my.metaDescription", noindex: true });

export default function My({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const localize = useLocalizePath();
  const linkResult = actionData && "intent" in actionData && actionData.intent === "request-link" ? (actionData as LinkRequestResult) : undefined;
  const contactResult = actionData && "intent" in actionData && actionData.intent === "contact" ? (actionData as ContactResult) : undefined;
  const notice = loaderData.notice && (
    <p className="owner-notice" role="status" data-testid="owner-notice">
      {t(`my.notices.${loaderData.notice}`)}
    </p>
  );

  if (!loaderData.signedIn) {
    return (
      <main id="main">
        <PageHeader title={t("my.title")} intro={t("my.intro")} crumbs={[{ label: t("service.title"), to: "/service" }, { label: t("my.title") }]} />
        <div className="container section owner-layout owner-layout--signed-out">
          <section className="panel owner-signin" aria-labelledby="owner-signin-title">
            {notice}
            <h2 id="owner-signin-title">{t("my.signIn.title")}</h2>
            <p>{t("my.signIn.text", { minutes: loaderData.minutes })}</p>
            <OwnerLinkForm result={linkResult} />
          </section>
          <aside className="panel panel--green owner-aside">
            <h2>{t("my.what.title")}</h2>
            <ul className="owner-aside__list">
              <li>{t("my.what.registrations")}</li>
              <li>{t("my.what.documents")}</li>
              <li>{t("my.what.details")}</li>
              <li>{t("my.what.data")}</li>
            </ul>
            <p>{t("my.what.noPassword")}</p>
            <LocalLink to="/register" className="link-arrow link-arrow--light">
              {t("my.what.register")}
            </LocalLink>
          </aside>
        </div>
      </main>
    );
  }

  const { contact, registrations, documents, countries, safetyNotices, serviceRequests } = loaderData;
  return (
    <main id="main">
      <PageHeader
        title={t("my.title")}
        intro={t("my.welcome", { name: contact.name })}
        crumbs={[{ label: t("service.title"), to: "/service" }, { label: t("my.title") }]}
      />
      <div className="container section owner-space" data-testid="owner-space">
        {notice}
        {safetyNotices.length > 0 && (
          <section className="owner-safety" aria-labelledby="owner-safety-title" data-testid="owner-safety">
            <h2 id="owner-safety-title">{t("my.safety.title", { count: safetyNotices.length })}</h2>
            <p>{t("my.safety.intro")}</p>
            <ul>
              {safetyNotices.map((safetyNotice) => (
                <li key={safetyNotice.id}>
                  <a href={safetyNotice.href} className="link-arrow">
                    {safetyNotice.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="owner-section" aria-labelledby="owner-tools-title">
          <div className="owner-section__head">
            <h2 id="owner-tools-title">{t("my.tools.title")}</h2>
            <LocalLink to="/my/register" className="button button--primary" data-testid="register-another">
              {t("my.tools.registerAnother")}
            </LocalLink>
          </div>
          <ul className="owner-tools">
            {registrations.map((registration) => (
              <li key={registration.reference} className="owner-tool" data-testid="owner-registration">
                <ResponsiveImage src={registration.image} alt="" sizes="120px" className="owner-tool__image" fallbackSize={{ width: 240, height: 180 }} />
                <div className="owner-tool__body">
                  <h3 className="owner-tool__name">
                    {registration.product_name} <span className="owner-tool__model">{registration.product_model}</span>
                    {registration.safetyNotices.map((safetyNotice) => (
                      <a key={safetyNotice.id} href={safetyNotice.href} className="owner-badge owner-badge--alert" data-testid="owner-tool-notice">
                        {t("my.safety.badge")}
                      </a>
                    ))}
                  </h3>
                  <dl className="owner-tool__facts">
                    <div>
                      <dt>{t("warranty.done.serial")}</dt>
                      <dd data-testid="serial">{registration.serial}</dd>
                    </div>
                    <div>
                      <dt>{t("warranty.done.purchaseDate")}</dt>
                      <dd>{registration.purchase_date_text}</dd>
                    </div>
                    <div>
                      <dt>{t("warranty.done.until")}</dt>
                      <dd>
                        {registration.warranty_until_text}{" "}
                        <span className={registration.covered ? "owner-badge owner-badge--ok" : "owner-badge"}>
                          {t(registration.covered ? "my.tools.covered" : "my.tools.ended")}
                        </span>
                      </dd>
                    </div>
                    <div>
                      <dt>{t("warranty.done.reference")}</dt>
                      <dd>{registration.reference}</dd>
                    </div>
                  </dl>
                  <p className="owner-tool__actions">
                    <a href={registration.certificate} className="button" download data-testid="certificate">
                      <Icon name={icons.download} size={18} /> {t("warranty.done.download")}
                    </a>
                    <a href={registration.verify} className="link-arrow">
                      {t("my.tools.verify")}
                    </a>
                    <a href={`${localize("/my/service/new")}?registration=${encodeURIComponent(registration.reference)}`} className="link-arrow">
                      {t("service.request.short")}
                    </a>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="owner-section" aria-labelledby="owner-service-title" data-testid="owner-service-requests">
          <div className="owner-section__head">
            <h2 id="owner-service-title">{t("service.mine.title")}</h2>
            <LocalLink to="/my/service/new" className="button" data-testid="new-service-request">
              {t("service.request.short")}
            </LocalLink>
          </div>
          {serviceRequests.length ? (
            <ul className="owner-requests">
              {serviceRequests.map((serviceRequest) => (
                <li key={serviceRequest.reference} className="owner-request" data-testid="owner-service-request">
                  <a href={serviceRequest.href} className="owner-request__reference">
                    {serviceRequest.reference}
                  </a>
                  <span>
                    {serviceRequest.product_name} · {t(`service.kinds.${serviceRequest.kind}`)} · {serviceRequest.created_text}
                  </span>
                  <span className={`service-status service-status--${serviceRequest.status}`}>{t(`service.statuses.${serviceRequest.status}`)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="owner-muted">{t("service.mine.none")}</p>
          )}
        </section>

        <section className="owner-section" aria-labelledby="owner-documents-title">
          <h2 id="owner-documents-title">{t("my.documents.title")}</h2>
          {documents.length ? (
            documents.map((model) => (
              <div key={model.commodity_id} className="owner-documents">
                <h3>
                  {model.product_name} <span className="owner-tool__model">{model.product_model}</span>
                </h3>
                <DocumentList documents={model.documents} />
              </div>
            ))
          ) : (
            <p className="owner-muted">{t("my.documents.none")}</p>
          )}
        </section>

        <div className="owner-columns">
          <ContactSection contact={contact} countries={countries} result={contactResult} />
          <section className="owner-section panel" aria-labelledby="owner-data-title">
            <h2 id="owner-data-title">{t("my.data.title")}</h2>
            <p>{t("my.data.text")}</p>
            <p>
              <a href={localize("/my/data")} className="button" download data-testid="download-data">
                <Icon name={icons.download} size={18} /> {t("my.data.download")}
              </a>
            </p>
            <h3>{t("my.sessions.title")}</h3>
            <p>{t("my.sessions.text")}</p>
            <div className="owner-buttons">
              <Form method="post">
                <input type="hidden" name="intent" value="sign-out" />
                <button type="submit" className="button" data-testid="sign-out">
                  {t("my.sessions.signOut")}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="sign-out-everywhere" />
                <button type="submit" className="button" data-testid="sign-out-everywhere">
                  {t("my.sessions.everywhere")}
                </button>
              </Form>
            </div>
            <h3>{t("my.delete.title")}</h3>
            <p>{t("my.delete.short")}</p>
            <LocalLink to="/my/delete" className="link-arrow owner-danger-link" data-testid="delete-link">
              {t("my.delete.open")}
            </LocalLink>
          </section>
        </div>
      </div>
    </main>
  );
}

const CONTACT_MESSAGES: Record<string, readonly string[]> = {
  name: ["form.errors.name", "form.errors.minLength", "form.errors.tooLong"],
  country: ["form.errors.country"],
  locale: ["my.errors.language"],
};

function ContactSection({
  contact,
  countries,
  result,
}: {
  contact: { email: string; name: string; country: string; locale: string };
  countries: { code: string; name: string }[];
  result?: ContactResult;
}) {
  const { t } = useTranslation("public");
  const navigation = useNavigation();
  const uid = useId();
  const invalid = result?.status === "invalid" ? result : undefined;
  const values = invalid?.values ?? contact;
  const errors = invalid?.errors ?? {};
  const fieldClass = (name: string) => (errors[name] ? "field field--invalid" : "field");
  const errorOf = (name: string) => (
    <FieldError id={`${uid}-${name}-error`} possible={CONTACT_MESSAGES[name]!.map((key) => t(key))}>
      {errors[name] ? t(errors[name]) : undefined}
    </FieldError>
  );
  const languageNames: Record<string, string> = { en: "English", fr: "Français", nl: "Nederlands" };
  return (
    <section className="owner-section panel" aria-labelledby="owner-contact-title">
      <h2 id="owner-contact-title">{t("my.contact.title")}</h2>
      <p>{t("my.contact.text", { email: contact.email })}</p>
      {result?.status === "saved" && (
        <p className="owner-notice" role="status" data-testid="contact-saved">
          {t("my.contact.saved")}
        </p>
      )}
      <Form method="post" className="owner-contact-form" noValidate>
        <input type="hidden" name="intent" value="contact" />
        <div className={fieldClass("name")}>
          <label className="field__label" htmlFor={`${uid}-name`}>
            {t("warranty.fields.name")}
          </label>
          <input
            id={`${uid}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={`${uid}-name-error`}
          />
          {errorOf("name")}
        </div>
        <div className={fieldClass("country")}>
          <label className="field__label" htmlFor={`${uid}-country`}>
            {t("warranty.fields.country")}
          </label>
          <select
            id={`${uid}-country`}
            name="country"
            required
            defaultValue={values.country}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={`${uid}-country-error`}
          >
            <option value="">{t("form.placeholders.country")}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errorOf("country")}
        </div>
        <div className={fieldClass("locale")}>
          <label className="field__label" htmlFor={`${uid}-locale`}>
            {t("my.contact.language")}
          </label>
          <select
            id={`${uid}-locale`}
            name="locale"
            defaultValue={values.locale}
            aria-invalid={errors.locale ? true : undefined}
            aria-describedby={`${uid}-locale-error`}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageNames[code]}
              </option>
            ))}
          </select>
          {errorOf("locale")}
        </div>
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"} data-testid="save-contact">
          {t("my.contact.save")}
        </button>
      </Form>
    </section>
  );
}
