import { useAtom } from "jotai";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { noticesAtom } from "#src/state/ui.ts";
import { Icon, icons } from "../icons.tsx";

/** Notifications bottom right (product rules §4 newsletter); announced politely to screen readers. */
export function Notices() {
  const { t } = useTranslation("common");
  const [notices, setNotices] = useAtom(noticesAtom);
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice--${notice.kind}`} data-kind={notice.kind}>
          <span className="notice__icon">
            <Icon name={notice.kind === "success" ? icons.check : notice.kind === "error" ? icons.close : icons.help} size={18} />
          </span>
          <div className="notice__body">
            <p className="notice__title">{notice.title}</p>
            <p className="notice__text">{notice.text}</p>
          </div>
          <button
            type="button"
            className="notice__close"
            aria-label={t("actions.close")}
            onClick={() => setNotices((list) => list.filter((n) => n.id !== notice.id))}
          >
            <Icon name={icons.close} size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
