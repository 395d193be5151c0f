import type { Db } from "#server/db/index.ts";
import { InvalidInput } from "./errors.ts";
import type { PublishedTable } from "./visibility.ts";

/** A 422 unless a record's window is in order: what stops showing must stop after it starts (campaigns, publishable records). */
export function checkPublishingWindow(publishAt: string | null | undefined, unpublishAt: string | null | undefined): void {
  if (publishAt && unpublishAt && unpublishAt <= publishAt) throw new InvalidInput("unpublish_at", "The end must come after the publication time.");
}

/**
 * The same check for a create or a partial update of a publishable record (decision 092): the times sent, with the
 * stored ones for those not sent. A record whose end came before its start would never show.
 */
export async function checkRecordWindow(db: Db, table: PublishedTable, values: Record<string, unknown>, id?: number): Promise<void> {
  if (!("publish_at" in values) && !("unpublish_at" in values)) return;
  const stored = id === undefined ? undefined : await db.selectFrom(table).select(["publish_at", "unpublish_at"]).where("id", "=", id).executeTakeFirst();
  const merged = { ...stored, ...values } as { publish_at?: string | null; unpublish_at?: string | null };
  checkPublishingWindow(merged.publish_at, merged.unpublish_at);
}
