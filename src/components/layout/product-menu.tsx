import { useAtom } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { CategoryView } from "#src/lib/category-view.ts";
import { findNode } from "#src/lib/category-tree.ts";
import { productMenuAtom } from "#src/state/ui.ts";
import { LocalLink } from "../local-link.tsx";
import { ResponsiveImage } from "../responsive-image.tsx";

/** SPEC §9: a child list with more than this many entries uses the medium layout. */
export const MEDIUM_LAYOUT_ABOVE = 8;
/** SPEC §4: the child shown when a top-level category has none. */
export const DEFAULT_CHILD_ID = 1;

export function childLayout(children: readonly unknown[]): "medium" | "small" {
  return children.length > MEDIUM_LAYOUT_ABOVE ? "medium" : "small";
}

/**
 * The Product drawer: top-level categories with images; hovering (or focusing) one selects it and
 * its first child (or the default id 1); hovering a child shows its image, description and See More.
 */
export function ProductMenu({ categories, headingId }: { categories: CategoryView[]; headingId: string }) {
  const { t } = useTranslation("common");
  const [{ topId, childId }, setSelection] = useAtom(productMenuAtom);

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

  return (
    <div className="product-menu">
      <h2 id={headingId} className="drawer__title">
        {t("nav.product")}
      </h2>
      <div className="product-menu__columns">
        <ul className="product-menu__tops" aria-label={t("menu.categories")}>
          {categories.map((category) => (
            <li key={category.id}>
              <LocalLink
                to={category.link}
                className={category.id === top.id ? "product-menu__top is-selected" : "product-menu__top"}
                aria-current={category.id === top.id ? "true" : undefined}
                onMouseEnter={() => selectTop(category)}
                onFocus={() => selectTop(category)}
              >
                <ResponsiveImage src={category.image} alt="" sizes="48px" className="product-menu__thumb" fallbackSize={{ width: 48, height: 48 }} />
                <span>{category.name}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
        <div className={`product-menu__children product-menu__children--${layout}`} data-layout={layout}>
          <p className="product-menu__heading">{top.name}</p>
          <ul aria-label={top.name}>
            {top.child.map((item) => (
              <li key={item.id}>
                <LocalLink
                  to={item.link}
                  className={item.id === child?.id ? "is-selected" : undefined}
                  onMouseEnter={() => selectChild(item)}
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
