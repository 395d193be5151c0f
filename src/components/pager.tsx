import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useLocation } from "react-router";
import type { PaginationMeta } from "#src/lib/page-counter.ts";
import type { InfiniteList } from "#src/lib/use-infinite-list.ts";
import { LocalLink } from "./local-link.tsx";

/** The query string of the same list at another page (page 1 has no page parameter). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

interface PagerProps {
  /** The list the pager continues: its counter (product rules §4), load state, loader and scroll sentinel. */
  list: Pick<InfiniteList<unknown>, "counter" | "busy" | "failed" | "loadMore" | "sentinel">;
  /** The server-rendered page's pagination: the page it rendered first and how many there are. */
  pagination: PaginationMeta;
}

/**
 * Real links to the previous and next pages (for crawlers and visitors without JavaScript); with
 * JavaScript the next link loads the page in place, and the sentinel loads it on scroll.
 */
export function Pager({ list, pagination }: PagerProps) {
  const { t } = useTranslation("common");
  const { busy, failed, sentinel } = list;
  const { page: nextPage, loading: hasMore } = list.counter;
  const { current_page: firstPage, total_pages: totalPages } = pagination;
  const { pathname, search } = useLocation();
  const current = Math.min(nextPage - 1, totalPages);
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      <div ref={sentinel} className="pager__sentinel" aria-hidden="true" />
      {/* Both texts always laid out in one cell, the other one hidden: switching between them while a page loads
          moves neither (centred text of another width would shift, a layout shift under the visitor's eyes). */}
      <p className="pager__status" aria-live="polite">
        <span className={busy ? "pager__status-text" : "pager__status-text is-hidden"}>{t("actions.loading")}</span>
        <span className={busy ? "pager__status-text is-hidden" : "pager__status-text"}>
          {failed ? t("pager.failed") : t("pager.status", { from: firstPage, to: current, total: totalPages })}
        </span>
      </p>
      <div className="pager__links">
        {firstPage > 1 && (
          <LocalLink to={pageHref(pathname, search, firstPage - 1)} rel="prev" className="button">
            {t("pager.previous")}
          </LocalLink>
        )}
        {hasMore && (
          <LocalLink
            to={pageHref(pathname, search, nextPage)}
            rel="next"
            className="button button--primary"
            aria-busy={busy}
            onClick={(event) => {
              event.preventDefault();
              list.loadMore();
            }}
          >
            {failed ? t("pager.retry") : t("pager.more")}
          </LocalLink>
        )}
      </div>
    </nav>
  );
}
