import { useEffect, useId, useRef } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";

/** product rules §4: the newsletter asks for confirmation before posting. A modal <dialog>; Escape or Cancel closes it. */
export default function NewsletterConfirm({ email, onOk, onCancel }: { email: string; onOk: () => void; onCancel: () => void }) {
  const { t } = useTranslation("common");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    return () => node?.close();
  }, []);

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={onCancel}>
      <h2 id={titleId} className="confirm-dialog__title">
        {t("newsletter.confirmTitle")}
      </h2>
      <p>{t("newsletter.confirmText", { email })}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t("actions.cancel")}
        </button>
        <button type="button" className="button button--primary" onClick={onOk} autoFocus>
          {t("actions.ok")}
        </button>
      </div>
    </dialog>
  );
}
