import { useEffect, useState } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";

const SHOW_AFTER_PX = 600;

export function BackToTop() {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <button
      type="button"
      className={visible ? "back-to-top back-to-top--visible" : "back-to-top"}
      aria-label={t("actions.backToTop")}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7h4.5v7h5v-7H19z" fill="currentColor" />
      </svg>
    </button>
  );
}
