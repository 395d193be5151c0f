const FLAG = "fantai:chunk-reload";

/** A stale deployment's route chunk failed to load: reload once to get the new build, never in a loop. */
export function reloadOnceForChunkError(): boolean {
  if (typeof window === "undefined") return false;
  if (sessionStorage.getItem(FLAG)) return false;
  sessionStorage.setItem(FLAG, String(Date.now()));
  window.location.reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch dynamically/i.test(message);
}

/** Called after a successful load, so a later deployment may reload again. */
export function clearChunkReloadFlag(): void {
  if (typeof window !== "undefined") sessionStorage.removeItem(FLAG);
}
