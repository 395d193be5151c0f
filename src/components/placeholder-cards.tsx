/**
 * Placeholders are drawn for up to this many pages ahead. A list that fits (the whole demo catalogue
 * does) never changes height while it loads; a longer one only grows far below what the visitor sees.
 */
export const MAX_PLACEHOLDER_PAGES = 10;

/**
 * The next cards, not loaded yet, drawn as empty cards of the same size (at most `max`), so a page that
 * arrives fills them instead of pushing the footer while the visitor looks at it.
 */
export function PlaceholderCards({ count, max, kind, sentinel }: { count: number; max: number; kind: "product" | "article"; sentinel: (node: Element | null) => void | (() => void) }) {
  const shown = Math.max(0, Math.min(count, max));
  return (
    <>
      {Array.from({ length: shown }, (_, index) => (
        <li key={`placeholder-${index}`} className="is-placeholder" aria-hidden="true" ref={index === 0 ? sentinel : undefined}>
          {kind === "product" ? (
            <div className="product-card product-card--placeholder">
              <div className="product-card__media">
                <div className="product-card__image" />
              </div>
              <div className="product-card__body">
                <p className="product-card__model" />
                <p className="product-card__name" />
                <p className="product-card__summary" />
              </div>
            </div>
          ) : (
            <div className="article-card article-card--placeholder">
              <div className="article-card__media">
                <div className="article-card__image" />
              </div>
              <div className="article-card__body">
                <p className="article-card__date" />
                <p className="article-card__title" />
                <p className="article-card__summary" />
              </div>
            </div>
          )}
        </li>
      ))}
    </>
  );
}
