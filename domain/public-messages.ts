import type { Messages } from "./i18n.ts";
import type { Locale } from "./locales.ts";
import type enPublic from "../locales/en/public.json";

/**
 * The public texts, outside React Router's hydration data (decisions 067 and 094), in parts: `common` (the
 * header, menu, footer, newsletter box and error pages every page shows) and one part per section of
 * `public.json` ("home", "product", "form"…). A route names the sections it uses (`handle.texts`). A page's
 * texts come as two files: the shell's (`common` and its layouts' sections, the same on every public page) and
 * its own route's sections. The document preloads them, the browser fetches them before it hydrates, and a
 * client navigation fetches the ones it does not have yet. The server holds every text from the start.
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

function addParts(locale: Locale, group: readonly TextPart[], fragment: Messages): void {
  const messages = byLocale.get(locale) ?? {};
  for (const [namespace, tree] of Object.entries(fragment)) messages[namespace] = { ...messages[namespace], ...tree };
  byLocale.set(locale, messages);
  const parts = partsByLocale.get(locale) ?? new Set();
  for (const part of group) parts.add(part);
  partsByLocale.set(locale, parts);
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

const sectionsOf = (match: { handle?: unknown }) => (match.handle as Partial<TextsHandle> | undefined)?.texts ?? [];

/**
 * The files of the matched routes' texts: the shell's (`common` and the sections of every route but the page's own,
 * sorted) and, if it names any others, the page's own sections (sorted).
 */
export function textGroupsOf(matches: ReadonlyArray<{ handle?: unknown }>): TextPart[][] {
  const shell = new Set<PublicSection>(matches.slice(0, -1).flatMap(sectionsOf));
  const own = [...new Set(matches.slice(-1).flatMap(sectionsOf))].filter((section) => !shell.has(section)).sort();
  const groups: TextPart[][] = [["common", ...[...shell].sort()]];
  return own.length ? [...groups, own] : groups;
}

/** A file of texts: `<base>/<part>+<part>….json`, where the base carries the language and its texts' hash (immutable). */
export const textsHref = (base: string, group: readonly TextPart[]) => `${base}/${group.join("+")}.json`;

/** Marks the preload links of the page's texts (the language), which the browser reads before it hydrates. */
export const MESSAGES_LINK_ATTRIBUTE = "data-public-messages";
/** Names the parts a preload link carries ("common+compare+form"). */
export const TEXT_PART_ATTRIBUTE = "data-text-part";

const fetching = new Map<string, Promise<void>>();

function fetchGroup(locale: Locale, base: string, group: readonly TextPart[]): Promise<void> {
  const href = textsHref(base, group);
  let pending = fetching.get(href);
  if (!pending) {
    pending = fetch(href).then(async (response) => {
      if (!response.ok) throw new Error(`The texts at ${href} answered ${response.status}`);
      addParts(locale, group, (await response.json()) as Messages);
    });
    pending.catch(() => fetching.delete(href));
    fetching.set(href, pending);
  }
  return pending;
}

const together = new Map<string, Promise<void>>();

/**
 * The browser: fetches the files of a language whose parts it does not hold yet (a page's preloads answer the
 * first requests). The same files give the same promise, so `use()` can wait for it.
 */
export function fetchMessages(locale: Locale, base: string, groups: readonly (readonly TextPart[])[]): Promise<void> {
  const missing = groups.filter((group) => !hasParts(locale, group));
  if (!missing.length) return Promise.resolve();
  const key = missing.map((group) => textsHref(base, group)).join(" ");
  let pending = together.get(key);
  if (!pending) {
    pending = Promise.all(missing.map((group) => fetchGroup(locale, base, group))).then(() => undefined);
    pending.catch(() => together.delete(key));
    together.set(key, pending);
  }
  return pending;
}
