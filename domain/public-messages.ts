import type { Messages } from "./i18n.ts";
import type { Locale } from "./locales.ts";
import type enPublic from "../locales/en/public.json";

/**
 * The public texts, outside React Router's hydration data (decisions 067 and 094), in parts: `common` (the
 * header, menu, footer, newsletter box and error pages every page shows) and one part per section of
 * `public.json` ("home", "product", "form"…). A route names the sections it uses (`handle.texts`); a page's
 * document preloads the parts of its routes, the browser fetches them before it hydrates, and a client
 * navigation fetches the parts it does not have yet. The server holds every text from the start.
 */
export type PublicSection = keyof typeof enPublic;
export type TextPart = "common" | PublicSection;

/** What a route module exports as `handle` to name the sections of `public.json` it uses. */
export interface TextsHandle {
  texts: readonly PublicSection[];
}

const byLocale = new Map<Locale, Messages>();
/** The parts each language holds; undefined for a language provided whole (the server). */
const partsByLocale = new Map<Locale, Set<TextPart>>();

export function provideMessages(locale: Locale, messages: Messages): void {
  byLocale.set(locale, messages);
  partsByLocale.delete(locale);
}

function addPart(locale: Locale, part: TextPart, fragment: Messages): void {
  const messages = byLocale.get(locale) ?? {};
  for (const [namespace, tree] of Object.entries(fragment)) messages[namespace] = { ...messages[namespace], ...tree };
  byLocale.set(locale, messages);
  const parts = partsByLocale.get(locale) ?? new Set();
  partsByLocale.set(locale, parts.add(part));
}

/** The language's texts held so far (for meta functions and the error page). */
export function messagesOf(locale: Locale): Messages {
  return byLocale.get(locale) ?? {};
}

export function hasParts(locale: Locale, parts: readonly TextPart[]): boolean {
  if (!byLocale.has(locale)) return false;
  const held = partsByLocale.get(locale);
  return !held || parts.every((part) => held.has(part));
}

const picked = new Map<string, Messages>();

/**
 * Only the named parts of a language's texts, the same object for the same parts: the server renders
 * with what the browser will hold, so a section a route forgot to name shows as a key in every test.
 */
export function pickMessages(locale: Locale, parts: readonly TextPart[]): Messages {
  const key = `${locale}:${parts.join(",")}`;
  let messages = picked.get(key);
  if (!messages) {
    const all = messagesOf(locale);
    const sections = parts.filter((part) => part !== "common");
    messages = { common: all.common ?? {}, public: Object.fromEntries(sections.map((section) => [section, all.public?.[section] ?? {}])) };
    if (hasParts(locale, parts)) picked.set(key, messages);
  }
  return messages;
}

/** The sections the matched routes name, in a stable order, after `common`. */
export function textPartsOf(matches: ReadonlyArray<{ handle?: unknown }>): TextPart[] {
  const sections = new Set<PublicSection>();
  for (const match of matches) for (const section of (match.handle as Partial<TextsHandle> | undefined)?.texts ?? []) sections.add(section);
  return ["common", ...[...sections].sort()];
}

/** A part's file: `<base>/<part>.json`, where the base carries the language and its texts' hash (immutable). */
export const textsHref = (base: string, part: TextPart) => `${base}/${part}.json`;

/** Marks the preload links of the page's texts (the language), which the browser reads before it hydrates. */
export const MESSAGES_LINK_ATTRIBUTE = "data-public-messages";
/** Names the part a preload link carries. */
export const TEXT_PART_ATTRIBUTE = "data-text-part";

const fetching = new Map<string, Promise<void>>();

function fetchPart(locale: Locale, href: string, part: TextPart): Promise<void> {
  let pending = fetching.get(href);
  if (!pending) {
    pending = fetch(href).then(async (response) => {
      if (!response.ok) throw new Error(`The texts at ${href} answered ${response.status}`);
      addPart(locale, part, (await response.json()) as Messages);
    });
    pending.catch(() => fetching.delete(href));
    fetching.set(href, pending);
  }
  return pending;
}

const together = new Map<string, Promise<void>>();

/**
 * The browser: fetches the parts of a language it does not hold yet (a page's preloads answer the first
 * requests). The same parts give the same promise, so `use()` can wait for it.
 */
export function fetchMessages(locale: Locale, base: string, parts: readonly TextPart[]): Promise<void> {
  if (hasParts(locale, parts)) return Promise.resolve();
  const key = `${base}:${parts.join(",")}`;
  let pending = together.get(key);
  if (!pending) {
    pending = Promise.all(parts.map((part) => fetchPart(locale, textsHref(base, part), part))).then(() => undefined);
    pending.catch(() => together.delete(key));
    together.set(key, pending);
  }
  return pending;
}
