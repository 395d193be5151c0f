import { getToken } from "./session.ts";

/**
 * Admin reads started before the code that needs them has loaded: the session check while the admin's code
 * downloads, and a record opened by its address as soon as the screens' list is known. The client
 * (http.ts) takes an answer from here once, instead of asking again; a refusal is asked again by it, so that
 * it is handled and worded as any other. Dependency-free but for the session, like it.
 */
const EARLY_ANSWER_LIFETIME_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<Response | null> }>();

/** Starts a GET of `path` (under /api/, as http.ts names it) when signed in. */
export function startEarly(path: string): void {
  const token = getToken();
  if (!token || started.has(path)) return;
  const answer = fetch(`/api/${path}`, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` }, cache: "no-store" }).then(
    (response) => (response.ok ? response : null),
    () => null,
  );
  started.set(path, { at: Date.now(), answer });
}

/** The early answer to a GET of `path`, once; null when there is none or it failed (then the caller asks itself). */
export async function takeEarly(path: string): Promise<Response | null> {
  const early = started.get(path);
  if (!early) return null;
  started.delete(path);
  if (Date.now() - early.at > EARLY_ANSWER_LIFETIME_MS) return null;
  return early.answer;
}
