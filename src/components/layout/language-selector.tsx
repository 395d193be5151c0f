import { useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { Link, useLocation } from "react-router";
import { LOCALES, LOCALE_NAMES, localizePath, type Locale } from "#domain/locales.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";
import { useLocale } from "#src/lib/use-locale.ts";
import { localeAtom } from "#src/state/ui.ts";
import { Icon, icons } from "../icons.tsx";
import { Flag } from "./flags.tsx";

export const LANGUAGE_COOKIE = "lang";

/** Remembers the visitor's choice so the home page stops guessing from Accept-Language. */
function rememberLanguage(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * product rules §2/§4: English, Français, Nederlands with flags. Choosing one sets the locale in shared
 * state, goes to the same page in that language (whose loader brings the texts for i18next)
 * and closes the menu. A disclosure button with a list of real links. Without JavaScript (and until
 * the page is hydrated) the same toggle and list are a native <details>, so the links stay reachable.
 */
export function LanguageSelector() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const setLocale = useSetAtom(localeAtom);
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      if (root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    const leave = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false);
    };
    const node = root.current;
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    node?.addEventListener("focusout", leave);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
      node?.removeEventListener("focusout", leave);
    };
  }, [open]);

  const label = `${t("language.label")}: ${LOCALE_NAMES[locale]}`;
  const face = (
    <>
      <Flag locale={locale} />
      <span className="language-selector__current" aria-hidden="true">
        {LOCALE_NAMES[locale]}
      </span>
      <Icon name={icons.chevronDown} size={16} />
    </>
  );
  const menu = (
    <ul id={menuId} className="language-selector__menu" hidden={hydrated && !open}>
      {LOCALES.map((candidate) => (
        <li key={candidate}>
          <Link
            to={localizePath(pathname, candidate) + search + hash}
            hrefLang={candidate}
            lang={candidate}
            aria-current={candidate === locale ? "true" : undefined}
            preventScrollReset
            onClick={() => {
              rememberLanguage(candidate);
              setLocale(candidate);
              // The document's language follows at once; the texts follow with the new page's data.
              document.documentElement.lang = candidate;
              setOpen(false);
            }}
          >
            <Flag locale={candidate} />
            {LOCALE_NAMES[candidate]}
          </Link>
        </li>
      ))}
    </ul>
  );

  if (!hydrated) {
    // The summary announces its open state itself (the checker refuses aria-expanded on it).
    return (
      <details className="language-selector">
        <summary className="language-selector__toggle" aria-label={label}>
          {face}
        </summary>
        {menu}
      </details>
    );
  }
  return (
    <div className="language-selector" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="language-selector__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {face}
      </button>
      {menu}
    </div>
  );
}
