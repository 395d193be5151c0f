/**
 * Unsaved edits kept across a new sign-in: a save refused because the session had ended sends the
 * editor to the sign-in page, which would otherwise lose what they typed. Kept in this tab only
 * (sessionStorage, like the session itself), for the admin address they were made at.
 */
const KEY = "FANTAI_kept_edits";

export function keepEdits(path: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, values }));
  } catch {
    // Storage full or refused: nothing more can be done for them.
  }
}

/** The edits kept for `path`, once: they are forgotten as they are handed back. */
export function takeKeptEdits(path: string): Record<string, unknown> | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { path?: unknown; values?: unknown } | null;
    if (kept?.path !== path || typeof kept.values !== "object" || kept.values === null) return undefined;
    sessionStorage.removeItem(KEY);
    return kept.values as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
