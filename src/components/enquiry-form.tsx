import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useNavigate } from "react-router";
import {
  ENQUIRY_FIELD_MESSAGES,
  firstInvalid,
  HONEYPOT_FIELD,
  NAME_MIN_LENGTH,
  type EnquiryField,
  type EnquiryForm as FormKind,
} from "#domain/forms/fields.ts";
import { FORM_TOKEN_FIELD, useAttemptKey } from "#src/lib/forms/attempt-key.ts";
import { formRulesForSubmit, prepareFormRules, withFormRules } from "#src/lib/forms/form-rules.ts";
import { useLocale, useLocalizePath } from "#src/lib/use-locale.ts";
import { FieldError } from "./field-error.tsx";

/** product rules §7: with JavaScript on, enquiries go to the public API. */
export const ENQUIRIES_ENDPOINT = "/api/demands";

const FIELDS = ["name", "company", "phone", "email", "title", "country", "message"] as const satisfies readonly EnquiryField[];
type Field = (typeof FIELDS)[number];

interface EnquiryFormProps {
  form: FormKind;
  countries: { code: string; name: string }[];
  /** From the route action when the form was posted without JavaScript. */
  result?: { errors: Record<string, string>; values: Record<string, string>; formError?: string } | undefined;
  submitLabel: string;
  /** The page's token for the post without JavaScript (decision 073). */
  formToken?: string;
  /** Values the form starts with (a quote request names its product), until the visitor posts it. */
  initial?: Partial<Record<Field, string>>;
}

/**
 * The contact and partner enquiry form (product rules §3 fields, §5 prompts). Validation runs in the browser
 * with the same schema as the server, loaded when the visitor first uses the form (decision 100); the post goes
 * to /api/demands, or to the route action when JavaScript is off. Success goes to /thanks; failure keeps every value and says what is wrong.
 */
export function EnquiryForm({ form, countries, result, submitLabel, formToken, initial = {} }: EnquiryFormProps) {
  const { t } = useTranslation("public");
  const locale = useLocale();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Sent again unchanged (after a network failure), the enquiry keeps its Idempotency-Key: stored once.
  const attempt = useAttemptKey();
  const [errors, setErrors] = useState<Record<string, string>>(result?.errors ?? {});
  const [formError, setFormError] = useState(result?.formError ?? "");
  const [sending, setSending] = useState(false);
  const values = result?.values ?? {};

  useEffect(() => {
    setErrors(result?.errors ?? {});
    setFormError(result?.formError ?? "");
  }, [result]);

  const readValues = (): Record<string, string> => {
    const data = new FormData(formRef.current!);
    const out: Record<string, string> = {};
    for (const field of FIELDS) out[field] = String(data.get(field) ?? "");
    out[HONEYPOT_FIELD] = String(data.get(HONEYPOT_FIELD) ?? "");
    return out;
  };

  /** The schema's verdict; without the rules (they could not be fetched) the server judges the values as they are. */
  const validate = async (input: Record<string, string>) => {
    const rules = await formRulesForSubmit();
    if (!rules) return { ok: true as const, data: { ...input, form } };
    const parsed = rules.enquirySchema.safeParse({ ...input, form });
    return parsed.success ? { ok: true as const, data: parsed.data } : { ok: false as const, errors: rules.firstErrors(parsed.error) };
  };

  const focusFirstError = (fieldErrors: Record<string, string>) => {
    const first = firstInvalid(FIELDS, fieldErrors);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  // A form posted without JavaScript comes back with its errors: the browser focuses the first invalid field itself.
  const autoFocused = result ? firstInvalid(FIELDS, result.errors) : undefined;

  /** Shows, replaces or clears one field's message. */
  const showFieldError = (field: Field, message: string | undefined) =>
    setErrors((current) => {
      if (current[field] === message) return current;
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  /**
   * While the visitor types, a field that shows an error is re-checked at every change, so the
   * message goes the moment the value is right (and not when the field is left, which would move
   * the Send button under a pointer already on its way). A field without an error is left alone
   * until it is left. A choice in the country list is complete at once, so it is always checked.
   */
  const onChange = (field: Field, value: string) => {
    if (field !== "country" && !errors[field]) return;
    withFormRules((rules) => showFieldError(field, rules.enquiryFieldError(field, value)));
  };

  /** Re-checks one field when the visitor leaves it, once it has shown an error or has a value. */
  const onBlur = (field: Field, value: string) => {
    if (!value && !errors[field]) return;
    withFormRules((rules) => showFieldError(field, rules.enquiryFieldError(field, value)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError("");
    const input = readValues();
    const checked = await validate(input);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await fetch(ENQUIRIES_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": attempt.current() },
        body: JSON.stringify({ ...checked.data, locale, [HONEYPOT_FIELD]: input[HONEYPOT_FIELD] }),
      });
      if (response.ok) {
        navigate(localize("/thanks"));
        return;
      }
      const body = (await response.json().catch(() => null)) as { errors?: Record<string, string[] | string> } | null;
      const serverErrors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(body?.errors ?? {})) {
        const message = Array.isArray(messages) ? messages[0] : messages;
        if (message) serverErrors[field] = message;
      }
      if (response.status === 422 && Object.keys(serverErrors).length) {
        setErrors(serverErrors);
        focusFirstError(serverErrors);
      } else {
        setFormError(response.status === 429 ? "form.tooMany" : "form.failed");
      }
    } catch {
      setFormError("form.failed");
    } finally {
      setSending(false);
    }
  };

  const message = (key: string | undefined) => (key ? (key.startsWith("form.") ? t(key) : key) : "");
  const fieldProps = (field: Field) => {
    const error = errors[field];
    return {
      id: `${uid}-${field}`,
      name: field,
      defaultValue: result ? (values[field] ?? "") : (initial[field] ?? ""),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${uid}-${field}-error` : undefined,
      autoFocus: field === autoFocused || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(field, event.currentTarget.value),
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onBlur(field, event.currentTarget.value),
    };
  };
  const errorText = (field: Field) => (
    <FieldError id={`${uid}-${field}-error`} possible={ENQUIRY_FIELD_MESSAGES[field].map((key) => t(key))}>
      {errors[field] ? message(errors[field]) : undefined}
    </FieldError>
  );
  const label = (field: Field) => (
    <label className="field__label" htmlFor={`${uid}-${field}`}>
      {t(`form.fields.${field}`)} <span aria-hidden="true">*</span>
    </label>
  );

  return (
    <form
      ref={formRef}
      className="enquiry-form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepareFormRules}
      onInput={attempt.reset}
      onChange={attempt.reset}
      aria-describedby={`${uid}-required`}
    >
      <p className="enquiry-form__required" id={`${uid}-required`}>
        {t("form.required")}
      </p>
      {formError && (
        <p className="form-alert" role="alert">
          {t(formError)}
        </p>
      )}
      <div className="enquiry-form__grid">
        <div className={errors.name ? "field field--invalid" : "field"}>
          {label("name")}
          <input
            {...fieldProps("name")}
            type="text"
            autoComplete="name"
            required
            minLength={NAME_MIN_LENGTH}
            maxLength={100}
            placeholder={t("form.placeholders.name")}
          />
          {errorText("name")}
        </div>
        <div className={errors.company ? "field field--invalid" : "field"}>
          {label("company")}
          <input {...fieldProps("company")} type="text" autoComplete="organization" required maxLength={150} placeholder={t("form.placeholders.company")} />
          {errorText("company")}
        </div>
        <div className={errors.phone ? "field field--invalid" : "field"}>
          {label("phone")}
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" required maxLength={40} placeholder={t("form.placeholders.phone")} />
          {errorText("phone")}
        </div>
        <div className={errors.email ? "field field--invalid" : "field"}>
          {label("email")}
          <input {...fieldProps("email")} type="email" autoComplete="email" required maxLength={254} placeholder={t("form.placeholders.email")} />
          {errorText("email")}
        </div>
        <div className={errors.title ? "field field--invalid" : "field"}>
          {label("title")}
          <input {...fieldProps("title")} type="text" required maxLength={150} placeholder={t("form.placeholders.title")} />
          {errorText("title")}
        </div>
        <div className={errors.country ? "field field--invalid" : "field"}>
          {label("country")}
          <select {...fieldProps("country")} required autoComplete="country">
            <option value="">{t("form.placeholders.country")}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errorText("country")}
        </div>
        <div className={errors.message ? "field field--invalid field--wide" : "field field--wide"}>
          {label("message")}
          <textarea {...fieldProps("message")} required minLength={NAME_MIN_LENGTH} maxLength={5000} rows={6} placeholder={t("form.placeholders.message")} />
          {errorText("message")}
        </div>
        <div className="field field--trap" aria-hidden="true">
          <label htmlFor={`${uid}-website`}>Website</label>
          <input id={`${uid}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <input type="hidden" name="form" value={form} />
      {formToken && <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />}
      <button type="submit" className="button button--primary button--large" disabled={sending} aria-busy={sending}>
        {sending ? t("form.sending") : submitLabel}
      </button>
    </form>
  );
}
