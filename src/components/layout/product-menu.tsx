import { useAtom } from "jotai";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { CategoryView } from "#src/lib/category-view.ts";
import { findNode } from "#domain/category-tree.ts";
import { productMenuAtom } from "#src/state/ui.ts";
import { LocalLink } from "../local-link.tsx";
import { ResponsiveImage } from "../responsive-image.tsx";

/** product rules §9: a child list with more than this many entries uses the medium layout. */
export const MEDIUM_LAYOUT_ABOVE = 8;
/** product rules §4: the child shown when a top-level category has none. */
export const DEFAULT_CHILD_ID = 1;

/** Hover intent: the pointer must rest this long on an entry to select it, so a diagonal move toward the children
 * does not switch to the categories it passes over. */
export const HOVER_INTENT_MS = 150;

export function childLayout(children: readonly unknown[]): "medium" | "small" {
  return children.length > MEDIUM_LAYOUT_ABOVE ? "medium" : "small";
}

/** Selects after the pointer has rested on an entry; leaving it first cancels. */
function useHoverIntent() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    enter(select: () => void) {
      clearTimeout(timer.current);
      timer.current = setTimeout(select, HOVER_INTENT_MS);
    },
    leave() {
      clearTimeout(timer.current);
    },
  };
}

const TOP_SELECTOR = ".product-menu__top";
const CHILD_LINK_SELECTOR = ".product-menu__children a";

/**
 * The Product drawer: top-level categories with images; hovering (or focusing) one selects it and
 * its first child (or the default id 1); hovering a child shows its image, description and See More.
 */
export function ProductMenu({ categories, headingId }: { categories: CategoryView[]; headingId: string }) {
  const { t } = useTranslation("common");
  const [{ topId, childId }, setSelection] = useAtom(productMenuAtom);
  const hover = useHoverIntent();
  const menu = useRef<HTMLDivElement>(null);

  const selectTop = (top: CategoryView) => setSelection({ topId: top.id, childId: top.child[0]?.id ?? DEFAULT_CHILD_ID });
  const selectChild = (child: CategoryView) => setSelection((current) => ({ ...current, childId: child.id }));

  useEffect(() => {
    if (topId === null && categories[0]) selectTop(categories[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topId, categories]);

  const top = categories.find((c) => c.id === topId) ?? categories[0];
  const child = childId === null ? undefined : findNode(categories, childId);
  if (!top) return null;
  const layout = childLayout(top.child);
  const topIndex = categories.indexOf(top);

  const links = (selector: string) => [...(menu.current?.querySelectorAll<HTMLElement>(selector) ?? [])];
  /** Focuses category `index` (which selects it) and, for Shift+Tab, the last link of its children. */
  const focusTop = (index: number, into: "top" | "lastChild") => {
    const target = categories[index];
    if (!target) return;
    flushSync(() => selectTop(target));
    (into === "top" ? links(TOP_SELECTOR)[index] : links(CHILD_LINK_SELECTOR).at(-1))?.focus();
  };

  /**
   * Keyboard order is one line: each category, then its children and its See More, then the next category; so every
   * child is reachable with Tab (focusing a category selects it, which used to leave only the last one's children
   * reachable). Arrow keys move between categories.
   */
  const onTopKeyDown = (event: KeyboardEvent, index: number) => {
    const key = event.key === "Tab" ? (event.shiftKey ? "back" : "forward") : event.key;
    if (key === "forward") {
      const first = links(CHILD_LINK_SELECTOR)[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    } else if (key === "back" && index > 0) {
      event.preventDefault();
      focusTop(index - 1, "lastChild");
    } else if (key === "ArrowDown" || key === "ArrowUp") {
      event.preventDefault();
      focusTop((index + (key === "ArrowDown" ? 1 : -1) + categories.length) % categories.length, "top");
    }
  };
  const onChildrenKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const childLinks = links(CHILD_LINK_SELECTOR);
    const position = childLinks.indexOf(event.target as HTMLElement);
    if (event.shiftKey && position === 0) {
      event.preventDefault();
      focusTop(topIndex, "top");
    } else if (!event.shiftKey && position === childLinks.length - 1 && topIndex < categories.length - 1) {
      event.preventDefault();
      focusTop(topIndex + 1, "top");
    }
  };

  return (
    <div className="product-menu" ref={menu}>
      <h2 id={headingId} className="drawer__title">
        {t("nav.product")}
      </h2>
      <div className="product-menu__columns">
        <ul className="product-menu__tops" aria-label={t("menu.categories")}>
          {categories.map((category, index) => (
            <li key={category.id}>
              <LocalLink
                to={category.link}
                className={category.id === top.id ? "product-menu__top is-selected" : "product-menu__top"}
                aria-current={category.id === top.id ? "true" : undefined}
                onMouseEnter={() => hover.enter(() => selectTop(category))}
                onMouseLeave={hover.leave}
                onFocus={() => category.id !== top.id && selectTop(category)}
                onKeyDown={(event) => onTopKeyDown(event, index)}
              >
                <ResponsiveImage src={category.image} alt="" sizes="48px" className="product-menu__thumb" fallbackSize={{ width: 48, height: 48 }} />
                <span>{category.name}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
        <div className={`product-menu__children product-menu__children--${layout}`} data-layout={layout} onKeyDown={onChildrenKeyDown}>
          <p className="product-menu__heading">{top.name}</p>
          <ul aria-label={top.name}>
            {top.child.map((item) => (
              <li key={item.id}>
                <LocalLink
                  to={item.link}
                  className={item.id === child?.id ? "is-selected" : undefined}
                  onMouseEnter={() => hover.enter(() => selectChild(item))}
                  onMouseLeave={hover.leave}
                  onFocus={() => selectChild(item)}
                >
                  {item.name}
                </LocalLink>
              </li>
            ))}
          </ul>
          <LocalLink to={top.link} className="link-arrow">
            {t("actions.seeMore")} <span className="visually-hidden">: {top.name}</span>
          </LocalLink>
        </div>
        {child && (
          <div className="product-menu__preview" aria-live="polite">
            <ResponsiveImage src={child.image} alt="" sizes="(max-width: 1200px) 30vw, 320px" className="product-menu__preview-image" />
            <p className="product-menu__preview-name">{child.name}</p>
            <p className="product-menu__preview-text">{child.description}</p>
            <LocalLink to={child.link} className="button button--primary button--small">
              {t("actions.seeMore")} <span className="visually-hidden">: {child.name}</span>
            </LocalLink>
          </div>
        )}
      </div>
    </div>
  );
}
