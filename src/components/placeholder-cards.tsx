/**
 * Placeholders are drawn for up to this many pages ahead. A list that fits (the whole demo catalogue
 * does) never changes height while it loads; a longer one only grows far below what the visitor sees.
 */
export const MAX_PLACEHOLDER_PAGES = 10;

/**
 * The next cards, not loaded yet, drawn as empty cards of the same size (at most `max`), so a page that
 * arrives fills them instead of pushing the footer while the visitor looks at it.
 */
/** The text lines of each kind of card, as in ProductCard and ArticleCard. */
const LINES = { product: ["model", "name", "summary"], article: ["date", "title", "summary"] } as const;

export function PlaceholderCards({
  first,
  count,
  max,
  kind,
  sentinel,
}: {
  /**
   * The list position of the first placeholder (the number of cards loaded). Keys follow positions, so a
   * page that arrives replaces the placeholders in its place instead of pushing the same elements further
   * down, which browsers measure as a layout shift even though nothing seems to move.
   */
  first: number;
  count: number;
  max: number;
  kind: "product" | "article";
  sentinel: (node: Element | null) => void | (() => void);
}) {
  const shown = Math.max(0, Math.min(count, max));
  const card = `${kind}-card`;
  return (
    <>
      {Array.from({ length: shown }, (_, index) => (
        <li key={`placeholder-${first + index}`} className="is-placeholder" aria-hidden="true" ref={index === 0 ? sentinel : undefined}>
          <div className={`${card} ${card}--placeholder`}>
            <div className={`${card}__media`}>
              <div className={`${card}__image`} />
            </div>
            <div className={`${card}__body`}>
              {LINES[kind].map((line) => (
                <p key={line} className={`${card}__${line}`} />
              ))}
            </div>
            {/* A product card ends with its Compare toggle: the same room is kept here. */}
            {kind === "product" && <span className="compare-toggle" />}
          </div>
        </li>
      ))}
    </>
  );
}
