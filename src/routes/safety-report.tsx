import type { TextsHandle } from "#domain/public-messages.ts";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/safety-report.ts";
import { FieldError } from "#src/components/field-error.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { FORM_TOKEN_FIELD, newAttemptKey } from "#src/lib/forms/attempt-key.ts";
import { HONEYPOT_FIELD, INJURY_CHOICES, REPORT_PHOTO_TYPES } from "#domain/forms/fields.ts";
import { handleSafetyReport } from "#src/lib/forms/safety-report-action.server.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import safetyStyles from "#src/styles/safety.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["safety", "warranty"], stylesheets: [safetyStyles] };

/** /safety/report: an owner reports an incident; it reaches the admin's urgent queue and the service address's mailbox. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const products = await context.get(appContext).services.warranty.listRegistrationProducts(locale);
  // The no-JavaScript form's token (decision 073): a report sent twice from this page is stored once.
  return { products: products.map(({ id, name, model }) => ({ id, name, model })), formToken: newAttemptKey() };
}

export async function action({ url, request, context }: Route.ActionArgs) {
  return handleSafetyReport(request, url, context.get(appContext));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "safety.report.title",
    description: "safety.report.metaDescription",
    crumbs: [
      { name: "safety.title", path: "/safety" },
      { name: "safety.report.title", path: "/safety/report" },
    ],
  });

const INJURY_LABELS = { no: "safety.report.injuryNo", yes: "safety.report.injuryYes", unsure: "safety.report.injuryUnsure" } as const;

/** Every message a field can show, for the reserved height under it (decision 036). */
const FIELD_MESSAGES: Record<string, readonly string[]> = {
  commodity_id: ["safety.report.errors.product"],
  serial: ["safety.report.errors.serial", "form.errors.tooLong"],
  happened_on: ["safety.report.errors.date"],
  description: ["safety.report.errors.description", "safety.report.errors.descriptionShort", "form.errors.tooLong"],
  injury: ["safety.report.errors.injury"],
  photos: ["safety.report.errors.photoType", "safety.report.errors.photoSize", "safety.report.errors.photoCount"],
  name: ["form.errors.name", "form.errors.minLength", "form.errors.tooLong"],
  email: ["form.errors.email", "form.errors.emailFormat", "form.errors.tooLong"],
  phone: ["form.errors.tooLong"],
};

export default function SafetyReport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const error = (field: string) => (
    <FieldError id={`report-${field}-error`} possible={(FIELD_MESSAGES[field] ?? []).map((key) => t(key))}>
      {errors[field] ? t(errors[field]) : undefined}
    </FieldError>
  );
  const described = (field: string) => ({ "aria-describedby": `report-${field}-error`, "aria-invalid": errors[field] ? true : undefined });

  if (actionData?.reference) {
    return (
      <main id="main">
        <PageHeader title={t("safety.report.title")} crumbs={[{ label: t("safety.title"), to: "/safety" }, { label: t("safety.report.title") }]} />
        <div className="container section">
          <section className="panel safety-report-done" role="status" data-testid="report-done">
            <h2>
              <Icon name={icons.shield} size={24} /> {t("safety.report.doneTitle")}
            </h2>
            <p>{t("safety.report.doneText", { reference: actionData.reference })}</p>
            <LocalLink to="/safety" className="link-arrow">
              {t("safety.title")}
            </LocalLink>
          </section>
        </div>
      </main>
    );
  }

  return (
    <main id="main">
      <PageHeader
        title={t("safety.report.title")}
        intro={t("safety.report.intro")}
        crumbs={[{ label: t("safety.title"), to: "/safety" }, { label: t("safety.report.title") }]}
      />
      <div className="container section">
        <Form method="post" encType="multipart/form-data" className="panel safety-report-form" aria-label={t("safety.report.title")}>
          {actionData?.formError && (
            <p className="form-error" role="alert">
              {t(actionData.formError)}
            </p>
          )}
          <div className="safety-report-form__grid">
            <div className="field">
              <label htmlFor="report-commodity_id" className="field__label">
                {t("safety.report.product")}
              </label>
              <select id="report-commodity_id" name="commodity_id" defaultValue={values.commodity_id ?? ""} {...described("commodity_id")}>
                <option value="">{t("safety.report.productChoose")}</option>
                {loaderData.products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                    {product.model ? ` (${product.model})` : ""}
                  </option>
                ))}
              </select>
              {error("commodity_id")}
            </div>
            <div className="field">
              <label htmlFor="report-product" className="field__label">
                {t("safety.report.productOther")}
              </label>
              <input id="report-product" name="product" defaultValue={values.product ?? ""} maxLength={255} />
            </div>
            <div className="field">
              <label htmlFor="report-serial" className="field__label">
                {t("safety.report.serial")}
              </label>
              <input
                id="report-serial"
                name="serial"
                defaultValue={values.serial ?? ""}
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
                {...described("serial")}
              />
              {error("serial")}
            </div>
            <div className="field">
              <label htmlFor="report-happened_on" className="field__label">
                {t("safety.report.happenedOn")}
              </label>
              <input id="report-happened_on" name="happened_on" type="date" defaultValue={values.happened_on ?? ""} {...described("happened_on")} />
              {error("happened_on")}
            </div>
          </div>
          <div className="field">
            <label htmlFor="report-description" className="field__label">
              {t("safety.report.description")} <span aria-hidden="true">*</span>
            </label>
            <p className="field__help">{t("safety.report.descriptionHelp")}</p>
            <textarea
              id="report-description"
              name="description"
              rows={6}
              defaultValue={values.description ?? ""}
              maxLength={5000}
              required
              {...described("description")}
            />
            {error("description")}
          </div>
          <fieldset className="field safety-report-form__injury" aria-describedby="report-injury-error">
            <legend className="field__label">
              {t("safety.report.injury")} <span aria-hidden="true">*</span>
            </legend>
            {INJURY_CHOICES.map((choice) => (
              <label key={choice} className="check">
                <input type="radio" name="injury" value={choice} defaultChecked={values.injury === choice} required />
                <span>{t(INJURY_LABELS[choice])}</span>
              </label>
            ))}
            {error("injury")}
          </fieldset>
          <div className="field">
            <label htmlFor="report-photos" className="field__label">
              {t("safety.report.photos")}
            </label>
            <input id="report-photos" name="photos" type="file" accept={REPORT_PHOTO_TYPES.join(",")} multiple {...described("photos")} />
            {error("photos")}
          </div>
          <div className="safety-report-form__grid">
            <div className="field">
              <label htmlFor="report-name" className="field__label">
                {t("safety.report.name")} <span aria-hidden="true">*</span>
              </label>
              <input id="report-name" name="name" defaultValue={values.name ?? ""} maxLength={100} required autoComplete="name" {...described("name")} />
              {error("name")}
            </div>
            <div className="field">
              <label htmlFor="report-email" className="field__label">
                {t("safety.report.email")} <span aria-hidden="true">*</span>
              </label>
              <input
                id="report-email"
                name="email"
                type="email"
                defaultValue={values.email ?? ""}
                maxLength={254}
                required
                autoComplete="email"
                {...described("email")}
              />
              {error("email")}
            </div>
            <div className="field">
              <label htmlFor="report-phone" className="field__label">
                {t("safety.report.phone")}
              </label>
              <input id="report-phone" name="phone" type="tel" defaultValue={values.phone ?? ""} maxLength={40} autoComplete="tel" {...described("phone")} />
              {error("phone")}
            </div>
          </div>
          <div className="field field--trap" aria-hidden="true">
            <label htmlFor="report-website">Website</label>
            <input id="report-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            <input type="hidden" name={FORM_TOKEN_FIELD} value={loaderData.formToken} />
          </div>
          <p className="safety-report-form__privacy">{t("safety.report.privacy")}</p>
          <button type="submit" className="button button--primary button--large" disabled={sending} aria-busy={sending}>
            {t("safety.report.submit")}
          </button>
        </Form>
      </div>
    </main>
  );
}
