import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { Icon, icons } from "./icons.tsx";

interface DrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  side?: "left" | "right";
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A side drawer (product rules §4): a modal dialog over a mask. The mask, Escape, the close button and
 * any link click close it; focus moves in on open, stays inside, and returns to the opener.
 * It stays in the DOM when closed (hidden, inert) so opening never shifts the layout.
 */
export function Drawer({ id, open, onClose, label, side = "left", className = "", children }: DrawerProps) {
  const { t } = useTranslation("common");
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    const root = panel.current;
    const first = root?.querySelector<HTMLElement>("[data-autofocus]") ?? root?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus({ preventScroll: true });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onClose();
        return;
      }
      // A part of the drawer that moved focus itself (the product menu's one-line Tab order) has the last word.
      if (event.key !== "Tab" || !root || event.defaultPrevented) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (!items.length) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previousOverflow;
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
    };
  }, [open, onClose]);

  return (
    <div className={`drawer drawer--${side} ${open ? "drawer--open" : ""} ${className}`} hidden={!open}>
      <div className="drawer__mask" aria-hidden="true" onClick={onClose} data-testid="drawer-mask" />
      <div
        id={id}
        ref={panel}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onClick={(event) => {
          // product rules §4: a normal link click closes the drawer.
          if ((event.target as Element).closest("a[href]")) onClose();
        }}
      >
        <button type="button" className="drawer__close" onClick={onClose} aria-label={t("nav.closeMenu")}>
          <Icon name={icons.close} size={22} />
        </button>
        {children}
      </div>
    </div>
  );
}
