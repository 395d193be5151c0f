import { sql, type RawBuilder } from "kysely";

/**
 * Drafts and scheduled publishing (decision 059). A record with a publishing state
 * is shown on the public site, in the public API, in search, sitemaps and feeds only when it is
 * published, its publish_at (if any) has passed and its unpublish_at (if any, decision 092) has not.
 */
export type PublishedTable = "commodities" | "articles" | "landing_page_ones" | "landing_page_twos" | "posters";

/** The one visibility rule, as a condition on `table`'s row (qualified, so it works in joins). */
export function isVisible(table: PublishedTable, now = new Date()): RawBuilder<boolean> {
  const at = now.toISOString();
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<boolean>`(${column("status")} = 'published' and (${column("publish_at")} is null or ${column("publish_at")} <= ${at}) and (${column("unpublish_at")} is null or ${column("unpublish_at")} > ${at}))`;
}
