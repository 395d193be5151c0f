import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocale, useLocalizePath } from "#src/lib/use-locale.ts";
import { useNotify } from "#src/state/notices.ts";

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
  const dialog = useRef<HTMLDialogElement>(null);
  const inputId = useId();
  const titleId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (confirming && !node.open) node.showModal();
    if (!confirming && node.open) node.close();
  }, [confirming]);

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
          maxLength={254}
        />
        <button type="submit" className="button button--accent" disabled={sending} aria-busy={sending}>
          {t("newsletter.go")}
        </button>
      </form>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={() => setConfirming(false)}>
        <h2 id={titleId} className="confirm-dialog__title">
          {t("newsletter.confirmTitle")}
        </h2>
        <p>{t("newsletter.confirmText", { email: email.trim() })}</p>
        <div className="confirm-dialog__actions">
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t("actions.cancel")}
          </button>
          <button type="button" className="button button--primary" onClick={send} autoFocus>
            {t("actions.ok")}
          </button>
        </div>
      </dialog>
    </div>
  );
}
