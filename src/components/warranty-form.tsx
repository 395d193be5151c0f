import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { FORM_TOKEN_FIELD, useAttemptKey } from "#src/lib/forms/attempt-key.ts";
import { formRulesForSubmit, prepareFormRules, withFormRules, type FormRules } from "#src/lib/forms/form-rules.ts";
import { firstInvalid, HONEYPOT_FIELD, NAME_MIN_LENGTH } from "#domain/forms/fields.ts";
import { PROOF_MAX_BYTES, purchaseDateProblem, WARRANTY_FIELD_MESSAGES, WARRANTY_FIELDS } from "#domain/forms/warranty-fields.ts";
import { foldText } from "#domain/fold.ts";
import { useLocale, useLocalizePath } from "#src/lib/use-locale.ts";
import { isIsoDate } from "#domain/calendar-days.ts";
import { warrantyTerms } from "#domain/warranty.ts";
import { FieldError } from "./field-error.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** With JavaScript on, registrations go to the public API (multipart, for the proof of purchase). */
export const REGISTRATIONS_ENDPOINT = "/api/warranty/registrations";
const PRODUCT_SEARCH_FORM = "product-search";

export interface PickerProduct {
  id: number;
  name: string;
  model: string;
  image: string;
  since: string;
}

interface WarrantyFormProps {
  products: PickerProduct[];
  /** The search of the no-JavaScript picker (?q=), already applied to `products` by the server. */
  query: string;
  countries: { code: string; name: string }[];
  dealerNames: string[];
  brand: string;
  /** Today in the warranty's calendar, from the server. */
  today: string;
  /** From ?product= (the product page's warranty badge). */
  preselected: number | null;
  result?: { errors: Record<string, string>; values: Record<string, string>; formError?: string } | undefined;
  /** The page's token for the post without JavaScript (decision 073). */
  formToken?: string;
}

type Field = (typeof WARRANTY_FIELDS)[number] | "proof";
/** The fields in the order the form shows them (the focus goes to the first invalid one). */
const FIELD_ORDER: readonly Field[] = ["commodity_id", "serial", "purchase_date", "where_bought", "proof", "name", "email", "country", "consent"];
const CHOICES = new Set<Field>(["country", "consent", "proof"]);

/** Matches a product by its name or model number, without case or accents. */
function matches(product: PickerProduct, term: string): boolean {
  const folded = foldText(term.trim());
  if (!folded) return true;
  return (
    foldText(product.name).includes(folded) ||
    foldText(product.model).includes(folded) ||
    foldText(product.model)
      .replace(/[^a-z0-9]/g, "")
      .includes(folded.replace(/[^a-z0-9]/g, ""))
  );
}

/**
 * The warranty registration form. The product picker filters as one types, and without
 * JavaScript a small GET form beside it searches on the server. Validation runs in the browser with
 * the server's schema, loaded when the visitor first uses the form (decision 100); the post goes to the API, or to
 * the route action when JavaScript is off.
 */
export function WarrantyForm({ products, query, countries, dealerNames, brand, today, preselected, result, formToken }: WarrantyFormProps) {
  const { t } = useTranslation("public");
  const locale = useLocale();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Sent again unchanged (after a network failure), the registration keeps its Idempotency-Key: registered once.
  const attempt = useAttemptKey();
  const values = result?.values ?? {};
  const [errors, setErrors] = useState<Record<string, string>>(result?.errors ?? {});
  const [formError, setFormError] = useState(result?.formError ?? "");
  const [sending, setSending] = useState(false);
  const [search, setSearch] = useState(query);
  const [hydrated, setHydrated] = useState(false);
  const [selected, setSelected] = useState<number | null>(Number(values.commodity_id) || preselected);
  const [purchaseDate, setPurchaseDate] = useState(values.purchase_date ?? "");

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    setErrors(result?.errors ?? {});
    setFormError(result?.formError ?? "");
  }, [result]);

  // With JavaScript the list filters as one types; the selected product always stays in view.
  const shown = useMemo(
    () => (hydrated ? products.filter((product) => product.id === selected || matches(product, search)) : products),
    [hydrated, products, search, selected],
  );
  const chosen = products.find((product) => product.id === selected);
  /** The two date rules (not in the future, not before the product was sold), as the server applies them. */
  const dateProblem = (date: string, productId: number | null) => purchaseDateProblem(date, today, products.find((p) => p.id === productId)?.since);
  // Only a date the form accepts gets the coverage it would earn: a refused one said "accepted with 2 years" beneath its error.
  const terms = isIsoDate(purchaseDate) && !dateProblem(purchaseDate, selected) ? warrantyTerms(purchaseDate, today) : null;

  const readValues = (): Record<string, string> => {
    const data = new FormData(formRef.current!);
    const out: Record<string, string> = {};
    for (const [key, value] of data) if (typeof value === "string") out[key] = value;
    return out;
  };

  /** The schema's checks (without the rules, which could not be fetched, the server's), then the date rules. */
  const validate = (rules: FormRules | undefined, input: Record<string, string>) => {
    const parsed = rules?.warrantySchema.safeParse(input);
    const found = !parsed || parsed.success ? {} : rules!.firstErrors(parsed.error);
    const problem = input.purchase_date ? dateProblem(input.purchase_date, Number(input.commodity_id)) : undefined;
    if (!found.purchase_date && problem) found.purchase_date = problem;
    const proof = formRef.current?.querySelector<HTMLInputElement>('input[name="proof"]')?.files?.[0];
    if (proof && proof.size > PROOF_MAX_BYTES) found.proof = "warranty.errors.proofSize";
    return found;
  };

  const focusFirstError = (fieldErrors: Record<string, string>) => {
    const first = firstInvalid(FIELD_ORDER, fieldErrors);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  // A form posted without JavaScript comes back with its errors: the browser focuses the first invalid field itself.
  const autoFocused = result ? firstInvalid(FIELD_ORDER, result.errors) : undefined;

  const recheck = (field: Field) =>
    withFormRules((rules) => {
      const message = validate(rules, readValues())[field];
      setErrors((current) => {
        const next = { ...current };
        if (message) next[field] = message;
        else delete next[field];
        return next;
      });
    });
  /** Judged when left, once it has a value or has shown an error (nobody is scolded while typing a half address). */
  const onBlur = (field: Field) => {
    if (readValues()[field] || errors[field]) recheck(field);
  };
  /**
   * A field that shows an error is re-checked at every change, so the message goes the moment the value is right;
   * a choice (country, consent, a file) is complete at once, so it is always checked (decision 036).
   */
  const onChange = (field: Field) => {
    if (errors[field] || CHOICES.has(field)) recheck(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError("");
    const found = validate(await formRulesForSubmit(), readValues());
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const body = new FormData(formRef.current!);
      body.set("locale", locale);
      const proof = body.get("proof");
      if (proof instanceof File && proof.size === 0) body.delete("proof");
      body.delete(FORM_TOKEN_FIELD);
      const response = await fetch(REGISTRATIONS_ENDPOINT, {
        method: "POST",
        headers: { Accept: "application/json", "Idempotency-Key": attempt.current() },
        body,
      });
      const answer = (await response.json().catch(() => null)) as { data?: { certificate_url?: string }; errors?: Record<string, string[]> } | null;
      if (response.ok && answer?.data?.certificate_url) {
        const token = answer.data.certificate_url.split("/").pop() ?? "";
        navigate(`${localize("/register/done")}?c=${encodeURIComponent(token)}`);
        return;
      }
      if (response.status === 415) setErrors({ proof: "warranty.errors.proofType" });
      else if (response.status === 413) setErrors({ proof: "warranty.errors.proofSize" });
      else if (response.status === 422 && answer?.errors) {
        const serverErrors = Object.fromEntries(Object.entries(answer.errors).map(([field, messages]) => [field, messages[0] ?? ""]));
        setErrors(serverErrors);
        focusFirstError(serverErrors);
      } else setFormError(response.status === 429 ? "form.tooMany" : "form.failed");
    } catch {
      setFormError("form.failed");
    } finally {
      setSending(false);
    }
  };

  const message = (key: string | undefined) => (key ? (/^(form|warranty)\./.test(key) ? t(key) : key) : "");
  const describedBy = (field: Field, hint = false) =>
    [errors[field] ? `${uid}-${field}-error` : "", hint ? `${uid}-${field}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const inputProps = (field: Field, hint = false) => ({
    id: `${uid}-${field}`,
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
    autoFocus: field === autoFocused || undefined,
    onBlur: () => onBlur(field),
    onChange: () => onChange(field),
  });
  const errorText = (field: Field) => (
    <FieldError id={`${uid}-${field}-error`} possible={WARRANTY_FIELD_MESSAGES[field].map((key) => t(key))}>
      {errors[field] ? message(errors[field]) : undefined}
    </FieldError>
  );
  const hintText = (field: Field, key: string) => (
    <p className="field__hint" id={`${uid}-${field}-hint`}>
      {t(key)}
    </p>
  );
  const label = (field: Field, key: string, required = true) => (
    <label className="field__label" htmlFor={`${uid}-${field}`}>
      {t(key)} {required && <span aria-hidden="true">*</span>}
    </label>
  );
  const fieldClass = (field: Field, extra = "") => ["field", extra, errors[field] ? "field--invalid" : ""].filter(Boolean).join(" ");

  return (
    <>
      {/* The picker's search without JavaScript: a GET form of its own (its input sits in the picker below). */}
      <form id={PRODUCT_SEARCH_FORM} method="get" onSubmit={(event) => event.preventDefault()} hidden />
      <form
        ref={formRef}
        className="warranty-form"
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onFocus={prepareFormRules}
        onInput={attempt.reset}
        onChange={attempt.reset}
        aria-describedby={`${uid}-required`}
      >
        {formToken && <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />}
        <p className="enquiry-form__required" id={`${uid}-required`}>
          {t("form.required")}
        </p>
        {formError && (
          <p className="form-alert" role="alert">
            {t(formError)}
          </p>
        )}

        <fieldset
          className={errors.commodity_id ? "warranty-form__section field--invalid" : "warranty-form__section"}
          aria-describedby={errors.commodity_id ? `${uid}-commodity_id-error` : undefined}
        >
          <legend className="warranty-form__legend">
            <span className="warranty-form__step">1</span> {t("warranty.productLegend")} <span aria-hidden="true">*</span>
          </legend>
          <div className="product-picker__search" role="search" aria-label={t("warranty.productSearch")}>
            <label className="visually-hidden" htmlFor={`${uid}-q`}>
              {t("warranty.productSearch")}
            </label>
            <input
              id={`${uid}-q`}
              type="search"
              name="q"
              form={PRODUCT_SEARCH_FORM}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("warranty.productSearch")}
              autoComplete="off"
            />
            <button type="submit" form={PRODUCT_SEARCH_FORM} className="button" formMethod="get">
              {t("warranty.productSearchButton")}
            </button>
          </div>
          <p className="product-picker__count" aria-live="polite">
            {shown.length ? t("warranty.productCount", { count: shown.length }) : t("warranty.productNone")}
            {!hydrated && query && (
              <>
                {" "}
                <a href="?">{t("warranty.productShowAll")}</a>
              </>
            )}
          </p>
          <ul className="product-picker__list">
            {shown.map((product, index) => (
              <li key={product.id}>
                <label className={product.id === selected ? "product-option product-option--chosen" : "product-option"}>
                  <input
                    type="radio"
                    name="commodity_id"
                    value={product.id}
                    checked={selected === product.id}
                    autoFocus={(autoFocused === "commodity_id" && index === 0) || undefined}
                    onChange={() => {
                      setSelected(product.id);
                      setErrors((current) => {
                        const { commodity_id: _gone, ...rest } = current;
                        return rest;
                      });
                    }}
                  />
                  <ResponsiveImage src={product.image} alt="" sizes="64px" className="product-option__image" fallbackSize={{ width: 64, height: 64 }} />
                  <span className="product-option__text">
                    <span className="product-option__name">{product.name}</span>
                    {product.model && <span className="product-option__model">{t("warranty.productModel", { model: product.model })}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {errorText("commodity_id")}
        </fieldset>

        <fieldset className="warranty-form__section">
          <legend className="warranty-form__legend">
            <span className="warranty-form__step">2</span> {t("warranty.detailsLegend")}
            {chosen && <span className="warranty-form__chosen">{chosen.name}</span>}
          </legend>
          <div className="enquiry-form__grid">
            <div className={fieldClass("serial")}>
              {label("serial", "warranty.fields.serial")}
              <input
                {...inputProps("serial", true)}
                type="text"
                defaultValue={values.serial ?? ""}
                required
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
              />
              {hintText("serial", "warranty.hints.serial")}
              {errorText("serial")}
            </div>
            <div className={fieldClass("purchase_date")}>
              {label("purchase_date", "warranty.fields.purchaseDate")}
              <input
                {...inputProps("purchase_date", true)}
                type="date"
                value={purchaseDate}
                onChange={(event) => {
                  setPurchaseDate(event.target.value);
                  onChange("purchase_date");
                }}
                max={today}
                min={chosen?.since}
                required
              />
              {hintText("purchase_date", "warranty.hints.purchaseDate")}
              {errorText("purchase_date")}
            </div>
            {terms && (
              <p
                className={terms.bonus ? "warranty-preview warranty-preview--bonus field--wide" : "warranty-preview field--wide"}
                aria-live="polite"
                data-testid="warranty-preview"
              >
                {t(terms.bonus ? "warranty.preview3" : "warranty.preview2")}
              </p>
            )}
            <div className={fieldClass("where_bought")}>
              {label("where_bought", "warranty.fields.whereBought")}
              <input
                {...inputProps("where_bought", true)}
                type="text"
                defaultValue={values.where_bought ?? ""}
                required
                maxLength={150}
                list={dealerNames.length ? `${uid}-dealers` : undefined}
                autoComplete="off"
              />
              {dealerNames.length > 0 && (
                <datalist id={`${uid}-dealers`}>
                  {dealerNames.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              )}
              {hintText("where_bought", "warranty.hints.whereBought")}
              {errorText("where_bought")}
            </div>
            <div className={fieldClass("proof")}>
              {label("proof", "warranty.fields.proof", false)}
              <input {...inputProps("proof", true)} type="file" accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf" />
              {hintText("proof", "warranty.hints.proof")}
              {errorText("proof")}
            </div>
          </div>
        </fieldset>

        <fieldset className="warranty-form__section">
          <legend className="warranty-form__legend">
            <span className="warranty-form__step">3</span> {t("warranty.ownerLegend")}
          </legend>
          <div className="enquiry-form__grid">
            <div className={fieldClass("name")}>
              {label("name", "warranty.fields.name")}
              <input
                {...inputProps("name")}
                type="text"
                defaultValue={values.name ?? ""}
                autoComplete="name"
                required
                minLength={NAME_MIN_LENGTH}
                maxLength={100}
                placeholder={t("form.placeholders.name")}
              />
              {errorText("name")}
            </div>
            <div className={fieldClass("email")}>
              {label("email", "warranty.fields.email")}
              <input
                {...inputProps("email")}
                type="email"
                defaultValue={values.email ?? ""}
                autoComplete="email"
                required
                maxLength={254}
                placeholder={t("form.placeholders.email")}
              />
              {errorText("email")}
            </div>
            <div className={fieldClass("country")}>
              {label("country", "warranty.fields.country")}
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
          </div>
          <section className="warranty-privacy" aria-labelledby={`${uid}-privacy`}>
            <h2 id={`${uid}-privacy`}>{t("warranty.privacyTitle")}</h2>
            <p>{t("warranty.privacyText", { brand })}</p>
          </section>
          <div className={fieldClass("consent", "field--check")}>
            <label className="check">
              <input {...inputProps("consent")} type="checkbox" value="on" defaultChecked={values.consent === "on"} required />
              <span>
                {t("warranty.consent", { brand })} <span aria-hidden="true">*</span>
              </span>
            </label>
            {errorText("consent")}
          </div>
          <div className="field field--trap" aria-hidden="true">
            <label htmlFor={`${uid}-website`}>Website</label>
            <input id={`${uid}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
        </fieldset>
        <button type="submit" className="button button--primary button--large" disabled={sending} aria-busy={sending}>
          {sending ? t("warranty.sending") : t("warranty.submit")}
        </button>
      </form>
    </>
  );
}
