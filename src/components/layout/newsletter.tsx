import { Suspense, lazy, useId, useState, type FormEvent } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { EMAIL_MAX_LENGTH, emailProblem } from "#domain/forms/email.ts";
import { useLocale, useLocalizePath } from "#src/lib/use-locale.ts";
import { useNotify } from "#src/state/notices.ts";
import type { NewsletterSource } from "#domain/newsletter.ts";

/** The confirmation's code loads when the visitor starts typing an address. */
const loadConfirm = () => import("./newsletter-confirm.tsx");
const NewsletterConfirm = lazy(loadConfirm);

/** product rules §7: the newsletter sign-up is a multipart post with the field `email`. */
export const NEWSLETTER_ENDPOINT = "/api/file/forms";

interface NewsletterProps {
  /** From the /newsletter page when the form was posted without JavaScript and the address was refused. */
  defaultEmail?: string;
  defaultError?: string;
  /** The heading level of the box's title (the /newsletter page shows the box as its main content). */
  titleAs?: "h1" | "h2";
  /** Which form this is, recorded with the sign-up (decision 086). */
  source?: NewsletterSource;
}

/**
 * product rules §4 newsletter: an empty email does nothing; an address that cannot be valid gets product rules §5's
 * email message under the field, by the site's one email rule (forms/email.ts); otherwise a
 * confirmation is asked. OK posts, then a success or failure notification appears bottom right;
 * Cancel does nothing visible. Without JavaScript the form posts to the /newsletter route action.
 */
export function Newsletter({ defaultEmail = "", defaultError = "", titleAs: Title = "h2", source = "footer" }: NewsletterProps) {
  const { t } = useTranslation("common");
  const { t: tForm } = useTranslation("public");
  const locale = useLocale();
  const localize = useLocalizePath();
  const notify = useNotify();
  const [email, setEmail] = useState(defaultEmail);
  /** A message key of forms/email.ts, or a message the server already translated. */
  const [error, setError] = useState(defaultError);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // product rules §5: an empty email does nothing.
    if (!email.trim()) return;
    const problem = emailProblem(email);
    setError(problem ?? "");
    if (!problem) setConfirming(true);
  };

  const onChange = (value: string) => {
    setEmail(value);
    // The message goes as soon as the address is right (or the field is emptied); it is not shown while typing.
    if (error && (!value.trim() || !emailProblem(value))) setError("");
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    const body = new FormData();
    body.set("email", email.trim());
    body.set("locale", locale);
    body.set("source", source);
    try {
      const response = await fetch(NEWSLETTER_ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } });
      if (response.status === 422) {
        // The server refused the address itself (its message comes translated): say so at the field.
        const answer = (await response.json().catch(() => null)) as { errors?: { email?: string[] } } | null;
        const message = answer?.errors?.email?.[0];
        if (message) {
          setError(message);
          return;
        }
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      notify({ kind: "success", title: t("newsletter.successTitle"), text: t("newsletter.successText") });
      // product rules §8's notification stays as it is; what double opt-in asks of the visitor is said beside the box.
      setSent(true);
      setEmail("");
    } catch {
      notify({ kind: "error", title: t("newsletter.failureTitle"), text: t("newsletter.failureText") });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="newsletter">
      <Title className="newsletter__title">{t("newsletter.title")}</Title>
      <p className="newsletter__text">{t("newsletter.text")}</p>
      <form className="newsletter__form" method="post" action={localize("/newsletter")} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="source" value={source} />
        <label htmlFor={inputId} className="visually-hidden">
          {t("newsletter.label")}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("newsletter.placeholder")}
          value={email}
          onChange={(event) => onChange(event.target.value)}
          onFocus={loadConfirm}
          maxLength={EMAIL_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button--accent" disabled={sending} aria-busy={sending}>
          {t("newsletter.go")}
        </button>
      </form>
      {error && (
        <p className="newsletter__error" id={errorId} role="alert">
          {error.startsWith("form.") ? tForm(error) : error}
        </p>
      )}
      {sent && (
        <p className="newsletter__sent" role="status" data-testid="newsletter-sent">
          {t("newsletter.pendingText")}
        </p>
      )}
      <Suspense fallback={null}>{confirming && <NewsletterConfirm email={email.trim()} onOk={send} onCancel={() => setConfirming(false)} />}</Suspense>
    </div>
  );
}
