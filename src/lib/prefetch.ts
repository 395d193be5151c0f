/** product rules §9: links are prefetched once the page has been idle this long. */
export const PREFETCH_IDLE_MS = 2000;

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** product rules §4: no prefetch on slow (2g, slow-2g) or save-data connections. */
export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}
