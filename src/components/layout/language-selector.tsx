import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LOCALES, LOCALE_NAMES, localizePath, type Locale } from "#src/lib/locales.ts";
import { useLocale } from "#src/lib/use-locale.ts";
import { Flag } from "./flags.tsx";

export const LANGUAGE_COOKIE = "lang";

/** Remembers the visitor's choice so the home page stops guessing from Accept-Language. */
function rememberLanguage(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function LanguageSelector() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div className="language-selector" ref={root}>
      <button
        type="button"
        className="language-selector__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t("language.label")}: ${LOCALE_NAMES[locale]}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag locale={locale} />
        <span className="language-selector__current">{locale.toUpperCase()}</span>
      </button>
      <ul id={menuId} className="language-selector__menu" hidden={!open}>
        {LOCALES.map((candidate) => (
          <li key={candidate}>
            <Link
              to={localizePath(pathname, candidate) + search}
              hrefLang={candidate}
              lang={candidate}
              aria-current={candidate === locale ? "true" : undefined}
              onClick={() => {
                rememberLanguage(candidate);
                setOpen(false);
              }}
            >
              <Flag locale={candidate} />
              {LOCALE_NAMES[candidate]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
