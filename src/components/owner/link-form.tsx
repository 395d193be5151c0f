import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { HONEYPOT_FIELD } from "#domain/forms/honeypot.ts";
import { useLocalizePath } from "#src/lib/use-locale.ts";
import { FieldError } from "../field-error.tsx";

/** What /my's action answers to "send me a link": the same for every address, whether registered or not. */
export type LinkRequestResult =
  { intent: "request-link"; status: "sent"; email: string } | { intent: "request-link"; status: "invalid" | "limited"; email: string; error: string };

const EMAIL_MESSAGES = ["form.errors.email", "form.errors.emailFormat", "form.errors.tooLong"] as const;

/**
 * "Send me a sign-in link" (decision 075): a plain POST form to /my's action, with or without JavaScript.
 * After a post it says the same thing for every address.
 */
export function OwnerLinkForm({ result, submitLabel }: { result?: LinkRequestResult; submitLabel?: string }) {
  const { t } = useTranslation("public");
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const uid = useId();
  if (result?.status === "sent") {
    return (
      <div className="owner-sent" role="status" data-testid="link-sent">
        <h2>{t("my.sent.title")}</h2>
        <p>{t("my.sent.text", { email: result.email })}</p>
        <p className="owner-muted">{t("my.sent.spam")}</p>
      </div>
    );
  }
  const error = result?.status === "invalid" || result?.status === "limited" ? result.error : undefined;
  return (
    <Form method="post" action={localize("/my")} className="owner-link-form" noValidate>
      <input type="hidden" name="intent" value="request-link" />
      <div className="field field--trap" aria-hidden="true">
        <label htmlFor={`${uid}-website`}>Website</label>
        <input id={`${uid}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {result?.status === "limited" && (
        <p className="form-alert" role="alert">
          {t(result.error)}
        </p>
      )}
      <div className={result?.status === "invalid" ? "field field--invalid" : "field"}>
        <label className="field__label" htmlFor={`${uid}-email`}>
          {t("my.signIn.email")}
        </label>
        <input
          id={`${uid}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={result?.email ?? ""}
          aria-invalid={result?.status === "invalid" ? true : undefined}
          aria-describedby={`${uid}-email-error`}
          autoFocus={result?.status === "invalid" || undefined}
          placeholder={t("form.placeholders.email")}
        />
        <FieldError id={`${uid}-email-error`} possible={EMAIL_MESSAGES.map((key) => t(key))}>
          {result?.status === "invalid" && error ? t(error) : undefined}
        </FieldError>
      </div>
      <button type="submit" className="button button--primary button--large" disabled={navigation.state === "submitting"} data-testid="send-link">
        {submitLabel ?? t("my.signIn.submit")}
      </button>
    </Form>
  );
}
