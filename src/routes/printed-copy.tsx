import type { TextsHandle } from "#domain/public-messages.ts";
import { Form, useNavigation } from "react-router";
import { useId } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/printed-copy.ts";
import { FieldError } from "#src/components/field-error.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { sortedCountries } from "#domain/forms/countries.ts";
import { FORM_TOKEN_FIELD, newAttemptKey } from "#src/lib/forms/attempt-key.ts";
import { HONEYPOT_FIELD, NAME_MIN_LENGTH, PAPER_COPY_DAYS, type PaperCopyField } from "#domain/forms/fields.ts";
import { handlePaperCopyRequest } from "#src/lib/forms/paper-copy-action.server.ts";
import { LOCALES, localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { translate } from "#domain/messages.server.ts";
import { parseId } from "#domain/paths.ts";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle = { texts: ["manuals", "paperCopy", "safety", "warranty"] };

/**
 * /manuals/printed-copy?document={id}: an owner asks for a printed copy of a published document, free of charge and
 * posted within 30 days (Machinery Regulation (EU) 2023/1230 Art. 10(7), decision 081). Reached from every document
 * of /manuals and the product pages; without a (published) document it points there.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { documents } = context.get(appContext).services;
  const id = parseId(url.searchParams.get("document"));
  const document = id ? await documents.findPublishedDocument(id, locale) : undefined;
  // The no-JavaScript form's token (decision 073): a request sent twice from this page is stored once.
  return { document: document ?? null, countries: sortedCountries(locale, translate(locale, "form.otherCountry")), formToken: newAttemptKey() };
}

export async function action({ url, request, context }: Route.ActionArgs) {
  return handlePaperCopyRequest(request, url, context.get(appContext));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "paperCopy.title",
    description: "paperCopy.metaDescription",
    crumbs: [
      { name: "manuals.title", path: "/manuals" },
      { name: "paperCopy.title", path: "/manuals/printed-copy" },
    ],
  });

const FIELD_MESSAGES: Record<Exclude<PaperCopyField, "document_id">, readonly string[]> = {
  language: ["paperCopy.errors.language"],
  name: ["form.errors.name", "form.errors.minLength", "form.errors.tooLong"],
  address: ["paperCopy.errors.address", "paperCopy.errors.addressShort", "form.errors.tooLong"],
  country: ["form.errors.country"],
  email: ["form.errors.email", "form.errors.emailFormat", "form.errors.tooLong"],
};

export default function PrintedCopy({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const uid = useId();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const { document, countries } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const fieldClass = (field: string) => (errors[field] ? "field field--invalid" : "field");
  const inputProps = (field: Exclude<PaperCopyField, "document_id">) => ({
    id: `${uid}-${field}`,
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": `${uid}-${field}-error`,
  });
  const label = (field: Exclude<PaperCopyField, "document_id">) => (
    <label className="field__label" htmlFor={`${uid}-${field}`}>
      {t(`paperCopy.fields.${field}`)} <span aria-hidden="true">*</span>
    </label>
  );
  const errorText = (field: Exclude<PaperCopyField, "document_id">) => (
    <FieldError id={`${uid}-${field}-error`} possible={FIELD_MESSAGES[field].map((key) => t(key))}>
      {errors[field] ? t(errors[field]) : undefined}
    </FieldError>
  );

  return (
    <main id="main">
      <PageHeader
        title={t("paperCopy.title")}
        intro={t("paperCopy.intro")}
        crumbs={[{ label: t("manuals.title"), to: "/manuals" }, { label: t("paperCopy.title") }]}
      />
      <div className="container section printed-copy">
        {actionData?.sent ? (
          <section className="panel panel--green printed-copy__sent" role="status" aria-labelledby="printed-copy-sent">
            <h2 id="printed-copy-sent">
              <Icon name={icons.check} size={22} /> {t("paperCopy.sentTitle")}
            </h2>
            <p>{t("paperCopy.sent")}</p>
            <LocalLink to="/manuals" className="button">
              {t("paperCopy.toManuals")}
            </LocalLink>
          </section>
        ) : !document ? (
          <section className="panel" aria-labelledby="printed-copy-none">
            <h2 id="printed-copy-none">{t("paperCopy.document")}</h2>
            <p>{errors.document_id ? t(errors.document_id) : t("paperCopy.noDocument")}</p>
            <LocalLink to="/manuals" className="button button--primary">
              {t("paperCopy.toManuals")}
            </LocalLink>
          </section>
        ) : (
          <section className="panel" aria-labelledby="printed-copy-form-title">
            <h2 id="printed-copy-form-title" className="printed-copy__document">
              <span className="eyebrow">{t("paperCopy.document")}</span>
              {t("paperCopy.documentOf", { document: document.title, product: document.product.name, model: document.product.model })}
            </h2>
            <p className="printed-copy__free">
              <Icon name={icons.mail} size={18} /> {t("paperCopy.free", { days: PAPER_COPY_DAYS })}
            </p>
            <Form method="post" className="enquiry-form" noValidate data-testid="printed-copy-form">
              {actionData?.formError && (
                <p className="form-alert" role="alert">
                  {t(actionData.formError)}
                </p>
              )}
              {errors.document_id && (
                <p className="form-alert" role="alert">
                  {t(errors.document_id)}
                </p>
              )}
              <input type="hidden" name="document_id" value={document.id} />
              <div className="enquiry-form__grid">
                <div className={fieldClass("language")}>
                  {label("language")}
                  <select {...inputProps("language")} defaultValue={values.language ?? document.locale}>
                    {LOCALES.map((code) => (
                      <option key={code} value={code}>
                        {t(`paperCopy.languages.${code}`)}
                      </option>
                    ))}
                  </select>
                  {errorText("language")}
                </div>
                <div className={fieldClass("name")}>
                  {label("name")}
                  <input
                    {...inputProps("name")}
                    type="text"
                    autoComplete="name"
                    required
                    minLength={NAME_MIN_LENGTH}
                    maxLength={100}
                    defaultValue={values.name ?? ""}
                  />
                  {errorText("name")}
                </div>
                <div className={`${fieldClass("address")} field--wide`}>
                  {label("address")}
                  <textarea
                    {...inputProps("address")}
                    aria-describedby={`${uid}-address-hint ${uid}-address-error`}
                    rows={3}
                    autoComplete="street-address"
                    required
                    maxLength={500}
                    defaultValue={values.address ?? ""}
                  />
                  <p className="field__hint" id={`${uid}-address-hint`}>
                    {t("paperCopy.hints.address")}
                  </p>
                  {errorText("address")}
                </div>
                <div className={fieldClass("country")}>
                  {label("country")}
                  <select {...inputProps("country")} defaultValue={values.country ?? ""} required autoComplete="country">
                    <option value="">{t("form.placeholders.country")}</option>
                    {countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </select>
                  {errorText("country")}
                </div>
                <div className={fieldClass("email")}>
                  {label("email")}
                  <input
                    {...inputProps("email")}
                    aria-describedby={`${uid}-email-hint ${uid}-email-error`}
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={254}
                    defaultValue={values.email ?? ""}
                  />
                  <p className="field__hint" id={`${uid}-email-hint`}>
                    {t("paperCopy.hints.email")}
                  </p>
                  {errorText("email")}
                </div>
                <div className="field field--trap" aria-hidden="true">
                  <input id={`${uid}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
                  <input type="hidden" name={FORM_TOKEN_FIELD} value={loaderData.formToken} />
                </div>
              </div>
              <button type="submit" className="button button--primary button--large" disabled={sending} aria-busy={sending}>
                {sending ? t("paperCopy.sending") : t("paperCopy.submit")}
              </button>
            </Form>
          </section>
        )}
      </div>
    </main>
  );
}
