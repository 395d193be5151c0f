import { InvalidInput } from "./errors.ts";

/** A 422 unless a record's window is in order: what stops showing must stop after it starts (campaigns, posters). */
export function checkPublishingWindow(publishAt: string | null | undefined, unpublishAt: string | null | undefined): void {
  if (publishAt && unpublishAt && unpublishAt <= publishAt) throw new InvalidInput("unpublish_at", "The end must come after the publication time.");
}
