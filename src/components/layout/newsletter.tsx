import { Suspense, lazy, useId, useState, type FormEvent } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useLocale, useLocalizePath } from "#src/lib/use-locale.ts";
import { useNotify } from "#src/state/notices.ts";

/** The confirmation's code loads when the visitor starts typing an address. */
const loadConfirm = () => import("./newsletter-confirm.tsx");
const NewsletterConfirm = lazy(loadConfirm);

/** SPEC §7: the newsletter sign-up is a multipart post with the field `email`. */
export const NEWSLETTER_ENDPOINT = "/api/file/forms";

/**
 * SPEC §4 newsletter: an empty email does nothing; otherwise a confirmation is asked. OK posts,
 * then a success or failure notification appears bottom right; Cancel does nothing visible.
 * Without JavaScript the form posts to the /newsletter route action instead.
 */
export function Newsletter() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const localize = useLocalizePath();
  const notify = useNotify();
  const [email, setEmail] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    const body = new FormData();
    body.set("email", email.trim());
    body.set("locale", locale);
    try {
      const response = await fetch(NEWSLETTER_ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      notify({ kind: "success", title: t("newsletter.successTitle"), text: t("newsletter.successText") });
      setEmail("");
    } catch {
      notify({ kind: "error", title: t("newsletter.failureTitle"), text: t("newsletter.failureText") });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="newsletter">
      <h2 className="newsletter__title">{t("newsletter.title")}</h2>
      <p className="newsletter__text">{t("newsletter.text")}</p>
      <form className="newsletter__form" method="post" action={localize("/newsletter")} onSubmit={onSubmit} noValidate>
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
          onChange={(event) => setEmail(event.target.value)}
          onFocus={loadConfirm}
          maxLength={254}
        />
        <button type="submit" className="button button--accent" disabled={sending} aria-busy={sending}>
          {t("newsletter.go")}
        </button>
      </form>
      <Suspense fallback={null}>{confirming && <NewsletterConfirm email={email.trim()} onOk={send} onCancel={() => setConfirming(false)} />}</Suspense>
    </div>
  );
}
