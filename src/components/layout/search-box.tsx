import { useAtom, useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useLocation, useNavigate } from "react-router";
import { stripLocale } from "#domain/locales.ts";
import { useLocalizePath } from "#src/lib/use-locale.ts";
import { searchOpenAtom, searchValueAtom } from "#src/state/ui.ts";
import { Icon, icons } from "../icons.tsx";

export const SEARCH_PARAM = "q";

/**
 * product rules §4 search box: closed or open. Clicking opens and focuses it; Enter (or the icon while open)
 * stores the value and goes to /products, or scrolls smoothly to the top when already there. The search
 * starts from all products: filters of the list the visitor was on are left behind.
 * Clicking anywhere else closes it. Without JavaScript it is a plain GET form to /products.
 */
export function SearchBox() {
  const { t } = useTranslation("common");
  const [open, setOpen] = useAtom(searchOpenAtom);
  const [value, setValue] = useAtom(searchValueAtom);
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { pathname } = useLocation();
  const inputId = useId();

  // A new stored value (e.g. from the product list's URL) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        // Back to the button that opened it, as the drawers and the language menu do: not to the top of the page.
        const focusWasInside = form.current?.contains(document.activeElement);
        setOpen(false);
        if (focusWasInside) toggle.current?.focus();
        return;
      }
      if (!form.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [open, setOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = draft.trim();
    setValue(term);
    const onList = stripLocale(pathname) === "/products";
    // A header search starts from all products: a category kept from the list (its hidden ?sortid=)
    // or a specification filter would find nothing for a word typed about another kind of tool.
    const query = term ? new URLSearchParams([[SEARCH_PARAM, term]]).toString() : "";
    const target = `${localize("/products")}${query ? `?${query}` : ""}`;
    if (onList) {
      navigate(target, { replace: true, preventScrollReset: true });
      window.scrollTo({ top: 0, behavior: "smooth" });
    } else {
      navigate(target);
    }
    setOpen(false);
  };

  return (
    <form
      ref={form}
      role="search"
      aria-label={t("search.label")}
      className={open ? "search-box search-box--open" : "search-box"}
      action={localize("/products")}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={inputId}
        className="search-box__input"
        type="search"
        name={SEARCH_PARAM}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        tabIndex={open ? 0 : -1}
      />
      <button
        ref={toggle}
        type="submit"
        className="search-box__button"
        aria-label={open ? t("search.submit") : t("search.open")}
        aria-expanded={open}
        onClick={(event) => {
          if (open) return;
          event.preventDefault();
          setOpen(true);
          // Focus after the input becomes visible.
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Icon name={icons.search} size={20} />
      </button>
    </form>
  );
}

/** Keeps the stored search value in step with the URL of the product list. */
export function useSyncSearchValue(term: string) {
  const setValue = useSetAtom(searchValueAtom);
  useEffect(() => setValue(term), [term, setValue]);
}
