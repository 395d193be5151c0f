import type { TextsHandle } from "#domain/public-messages.ts";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/service-request.ts";
import { FieldError } from "#src/components/field-error.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { FORM_TOKEN_FIELD, newAttemptKey } from "#src/lib/forms/attempt-key.ts";
import { sortedCountries } from "#domain/forms/countries.ts";
import { HONEYPOT_FIELD, REPORT_PHOTO_TYPES } from "#domain/forms/fields.ts";
import { HANDOVERS, SERVICE_FIELD_MESSAGES, SERVICE_KINDS, SERVICE_PHOTO_MAX_COUNT } from "#domain/forms/service-request-fields.ts";
import { handleServiceRequest } from "#src/lib/forms/service-request-action.server.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { translate } from "#domain/messages.server.ts";
import { currentOwner } from "#src/lib/owner-session.server.ts";
import { numberFormat } from "#domain/intl.ts";
import serviceRequestStyles from "#src/styles/service-request.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["my", "safety", "service", "warranty"], stylesheets: [serviceRequestStyles] };

/** A registration or product id is one of these; anything else in the address is ignored. */
const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 \-_./]{0,39}$/;

/**
 * /service/request (decision 083): an owner asks for a repair, a missing part or an answer. Public and
 * cacheable (no personal data: ?product, ?serial, ?part, ?kind pre-fill it, the parts pages link so); the owner space's
 * copy at /my/service/new (private, never cached) adds the owner's tools and contact details. Works without JavaScript.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const products = (await app.services.warranty.listRegistrationProducts(locale)).map(({ id, name, model }) => ({ id, name, model }));
  const params = url.searchParams;
  const productId = Number(params.get("product"));
  const part = (params.get("part") ?? "").trim();
  const kindParam = params.get("kind") ?? "";
  const serial = (params.get("serial") ?? "").trim();
  const prefill: Record<string, string> = {
    commodity_id: products.some((product) => product.id === productId) ? String(productId) : "",
    serial: PART_NUMBER.test(serial) ? serial : "",
    kind: (SERVICE_KINDS as readonly string[]).includes(kindParam) ? kindParam : PART_NUMBER.test(part) ? "missing_part" : "",
    description: PART_NUMBER.test(part) ? translate(locale, "service.request.partPrefill").replace("{{part}}", part) : "",
    handover: "dealer",
  };
  // Inside the owner space (/my/service/new) the owner's tools and details; this copy is private (decision 075).
  const owner = url.pathname.includes("/my/") ? await currentOwner(request, app) : undefined;
  const space = owner && (await app.services.owners.ownerSpace(owner.email, locale));
  const registrations = (space?.registrations ?? []).map(({ reference, product_name, product_model, serial }) => ({
    reference,
    product_name,
    product_model,
    serial,
  }));
  if (space) {
    Object.assign(prefill, { name: space.contact.name, email: space.contact.email, country: space.contact.country });
    const chosen = registrations.find((registration) => registration.reference === params.get("registration")) ?? registrations[0];
    if (chosen && !prefill.commodity_id) prefill.registration = chosen.reference;
  }
  return {
    products,
    registrations,
    prefill,
    countries: sortedCountries(locale, translate(locale, "form.otherCountry")),
    // The no-JavaScript form's token (decision 073): a request sent twice from this page is recorded once.
    formToken: newAttemptKey(),
  };
}

export async function action({ url, request, context }: Route.ActionArgs) {
  return handleServiceRequest(request, url, context.get(appContext));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "service.request.title",
    description: "service.request.metaDescription",
    noindex: args.location.pathname.includes("/my/"),
    crumbs: [
      { name: "service.title", path: "/service" },
      { name: "service.request.title", path: "/service/request" },
    ],
  });

export default function ServiceRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation("public");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values && Object.keys(actionData.values).length ? actionData.values : loaderData.prefill;
  const near = actionData?.near;
  const error = (field: string) => (
    <FieldError id={`service-${field}-error`} possible={(SERVICE_FIELD_MESSAGES[field] ?? []).map((key) => t(key))}>
      {errors[field] ? t(errors[field]) : undefined}
    </FieldError>
  );
  const described = (field: string) => ({ "aria-describedby": `service-${field}-error`, "aria-invalid": errors[field] ? true : undefined });
  const crumbs = [{ label: t("service.title"), to: "/service" }, { label: t("service.request.title") }];
  const km = numberFormat(language, { maximumFractionDigits: 0 });

  if (actionData?.reference) {
    return (
      <main id="main">
        <PageHeader title={t("service.request.title")} crumbs={crumbs} />
        <div className="container section">
          <section className="panel service-request-done" role="status" data-testid="service-request-done">
            <h2>
              <Icon name={icons.check} size={24} /> {t("service.request.doneTitle")}
            </h2>
            <p>{t("service.request.doneText", { reference: actionData.reference })}</p>
            <p className="service-request-done__reference" data-testid="service-reference">
              {actionData.reference}
            </p>
            <LocalLink to={`/my/service/${actionData.reference}`} className="button button--primary">
              {t("service.request.follow")}
            </LocalLink>
          </section>
        </div>
      </main>
    );
  }

  return (
    <main id="main">
      <PageHeader title={t("service.request.title")} intro={t("service.request.intro")} crumbs={crumbs} />
      <div className="container section">
        <Form method="post" encType="multipart/form-data" className="panel service-request-form" aria-label={t("service.request.title")} noValidate>
          {actionData?.formError && (
            <p className="form-error" role="alert">
              {t(actionData.formError)}
            </p>
          )}
          <fieldset className="service-request-form__group">
            <legend>{t("service.request.productTitle")}</legend>
            {loaderData.registrations.length > 0 && (
              <div className="field">
                <label htmlFor="service-registration" className="field__label">
                  {t("service.request.registration")}
                </label>
                <select id="service-registration" name="registration" defaultValue={values.registration ?? ""}>
                  <option value="">{t("service.request.registrationNone")}</option>
                  {loaderData.registrations.map((registration) => (
                    <option key={registration.reference} value={registration.reference}>
                      {registration.product_name} ({registration.product_model}) · {registration.serial}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="service-request-form__grid">
              <div className="field">
                <label htmlFor="service-commodity_id" className="field__label">
                  {t("service.request.product")}
                </label>
                <select id="service-commodity_id" name="commodity_id" defaultValue={values.commodity_id ?? ""} {...described("commodity_id")}>
                  <option value="">{t("service.request.productChoose")}</option>
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
                <label htmlFor="service-product" className="field__label">
                  {t("service.request.productOther")}
                </label>
                <input id="service-product" name="product" defaultValue={values.product ?? ""} maxLength={255} />
              </div>
              <div className="field">
                <label htmlFor="service-serial" className="field__label">
                  {t("service.request.serial")}
                </label>
                <input
                  id="service-serial"
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
                <label htmlFor="service-purchase_date" className="field__label">
                  {t("service.request.purchaseDate")}
                </label>
                <input id="service-purchase_date" name="purchase_date" type="date" defaultValue={values.purchase_date ?? ""} {...described("purchase_date")} />
                {error("purchase_date")}
              </div>
            </div>
            <p className="field__help">{t("service.request.warrantyHelp")}</p>
          </fieldset>

          <fieldset className="service-request-form__group" aria-describedby="service-kind-error">
            <legend>
              {t("service.request.kind")} <span aria-hidden="true">*</span>
            </legend>
            <div className="service-request-form__choices">
              {SERVICE_KINDS.map((kind) => (
                <label key={kind} className="check">
                  <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} required />
                  <span>{t(`service.kinds.${kind}`)}</span>
                </label>
              ))}
            </div>
            {error("kind")}
          </fieldset>

          <div className="field">
            <label htmlFor="service-description" className="field__label">
              {t("service.request.description")} <span aria-hidden="true">*</span>
            </label>
            <p className="field__help">{t("service.request.descriptionHelp")}</p>
            <textarea
              id="service-description"
              name="description"
              rows={6}
              defaultValue={values.description ?? ""}
              maxLength={5000}
              required
              {...described("description")}
            />
            {error("description")}
          </div>
          <div className="field">
            <label htmlFor="service-photos" className="field__label">
              {t("service.request.photos", { count: SERVICE_PHOTO_MAX_COUNT })}
            </label>
            <input id="service-photos" name="photos" type="file" accept={REPORT_PHOTO_TYPES.join(",")} multiple {...described("photos")} />
            {error("photos")}
          </div>

          <fieldset className="service-request-form__group" aria-describedby="service-handover-error">
            <legend>
              {t("service.request.handover")} <span aria-hidden="true">*</span>
            </legend>
            <div className="service-request-form__choices">
              {HANDOVERS.map((handover) => (
                <label key={handover} className="check">
                  <input type="radio" name="handover" value={handover} defaultChecked={(values.handover ?? "dealer") === handover} />
                  <span>{t(`service.handovers.${handover}`)}</span>
                </label>
              ))}
            </div>
            {error("handover")}
            <div className="service-request-form__near">
              <div className="field">
                <label htmlFor="service-near" className="field__label">
                  {t("service.request.near")}
                </label>
                <input id="service-near" name="near" defaultValue={near?.q ?? values.near ?? ""} maxLength={100} autoComplete="postal-code" />
              </div>
              <button type="submit" name="intent" value="near" className="button" formNoValidate data-testid="find-repairers">
                <Icon name={icons.search} size={18} /> {t("service.request.findRepairers")}
              </button>
            </div>
            {near && near.unknown && <p className="field__help">{t("service.request.noRepairers")}</p>}
            {near && near.dealers.length > 0 && (
              <ul className="service-request-form__dealers" aria-label={t("service.request.repairers")}>
                {near.dealers.map((dealer) => (
                  <li key={dealer.id}>
                    <label className="check">
                      <input type="radio" name="dealer_id" value={dealer.id} defaultChecked={values.dealer_id === String(dealer.id)} />
                      <span>
                        <strong>{dealer.name}</strong> · {[dealer.address, `${dealer.postcode} ${dealer.city}`].filter((part) => part.trim()).join(", ")}
                        {dealer.distance_km !== null ? ` · ${km.format(dealer.distance_km)} km` : ""}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {!near && values.dealer_id && <input type="hidden" name="dealer_id" value={values.dealer_id} />}
            {error("dealer_id")}
            <div className="field">
              <label htmlFor="service-pickup_address" className="field__label">
                {t("service.request.pickupAddress")}
              </label>
              <textarea
                id="service-pickup_address"
                name="pickup_address"
                rows={2}
                defaultValue={values.pickup_address ?? ""}
                maxLength={500}
                autoComplete="street-address"
                {...described("pickup_address")}
              />
              {error("pickup_address")}
            </div>
          </fieldset>

          <fieldset className="service-request-form__group">
            <legend>{t("service.request.contactTitle")}</legend>
            <div className="service-request-form__grid">
              <div className="field">
                <label htmlFor="service-name" className="field__label">
                  {t("service.request.name")} <span aria-hidden="true">*</span>
                </label>
                <input id="service-name" name="name" defaultValue={values.name ?? ""} maxLength={100} required autoComplete="name" {...described("name")} />
                {error("name")}
              </div>
              <div className="field">
                <label htmlFor="service-email" className="field__label">
                  {t("service.request.email")} <span aria-hidden="true">*</span>
                </label>
                <input
                  id="service-email"
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
                <label htmlFor="service-phone" className="field__label">
                  {t("service.request.phone")}
                </label>
                <input id="service-phone" name="phone" type="tel" defaultValue={values.phone ?? ""} maxLength={40} autoComplete="tel" {...described("phone")} />
                {error("phone")}
              </div>
              <div className="field">
                <label htmlFor="service-country" className="field__label">
                  {t("service.request.country")} <span aria-hidden="true">*</span>
                </label>
                <select id="service-country" name="country" defaultValue={values.country ?? ""} required autoComplete="country" {...described("country")}>
                  <option value="">{t("form.placeholders.country")}</option>
                  {loaderData.countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
                {error("country")}
              </div>
            </div>
            <p className="field__help">{t("service.request.confirmContact")}</p>
          </fieldset>
          <div className="field field--trap" aria-hidden="true">
            <label htmlFor="service-website">Website</label>
            <input id="service-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            <input type="hidden" name={FORM_TOKEN_FIELD} value={loaderData.formToken} />
          </div>
          <p className="service-request-form__privacy">{t("service.request.privacy")}</p>
          <button type="submit" className="button button--primary button--large" disabled={sending} aria-busy={sending} data-testid="send-service-request">
            {t("service.request.submit")}
          </button>
        </Form>
      </div>
    </main>
  );
}
