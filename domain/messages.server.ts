import { createHash } from "node:crypto";
import enCommon from "../locales/en/common.json" with { type: "json" };
import enPublic from "../locales/en/public.json" with { type: "json" };
import frCommon from "../locales/fr/common.json" with { type: "json" };
import frPublic from "../locales/fr/public.json" with { type: "json" };
import nlCommon from "../locales/nl/common.json" with { type: "json" };
import nlPublic from "../locales/nl/public.json" with { type: "json" };
import type { Messages } from "./i18n.ts";
import { LOCALES, type Locale } from "./locales.ts";
import { provideMessages, type TextPart } from "./public-messages.ts";

const PUBLIC_MESSAGES: Record<Locale, Messages> = {
  en: { common: enCommon, public: enPublic },
  fr: { common: frCommon, public: frPublic },
  nl: { common: nlCommon, public: nlPublic },
};
for (const locale of LOCALES) provideMessages(locale, PUBLIC_MESSAGES[locale]);

export const MESSAGES_PATH = "/texts";

/** Every part a page may ask for: the common texts and each section of the public ones. */
export const TEXT_PARTS: readonly TextPart[] = ["common", ...(Object.keys(enPublic) as TextPart[])];

const bases = new Map<Locale, string>();

/** Where a language's text files live: `/texts/<locale>.<hash of all its texts>`, so new texts get new names. */
export function messagesBase(locale: Locale): string {
  let base = bases.get(locale);
  if (!base) {
    const hash = createHash("sha256").update(JSON.stringify(PUBLIC_MESSAGES[locale])).digest("base64url").slice(0, 12);
    base = `${MESSAGES_PATH}/${locale}.${hash}`;
    bases.set(locale, base);
  }
  return base;
}

/** The texts of some parts of a language, as one fragment of its catalogue. */
function partsOf(locale: Locale, group: readonly TextPart[]): Messages {
  const { common, public: sections } = PUBLIC_MESSAGES[locale];
  const chosen = group.filter((part) => part !== "common");
  return {
    ...(group.includes("common") ? { common: common! } : {}),
    ...(chosen.length ? { public: Object.fromEntries(chosen.map((part) => [part, sections![part]])) } : {}),
  };
}

/** The files asked for so far, up to a bound (the routes ask for a few dozen; other names are answered, not kept). */
const files = new Map<string, Buffer>();
const KEPT_FILES = 500;

/**
 * A file of texts by its path (`<base>/<part>+<part>….json`, served by server/app.ts, decision 094), or undefined
 * for a base or a part the texts do not have, or a part named twice.
 */
export function messagesFile(path: string): Buffer | undefined {
  const kept = files.get(path);
  if (kept) return kept;
  const slash = path.lastIndexOf("/");
  const locale = LOCALES.find((candidate) => messagesBase(candidate) === path.slice(0, slash));
  const group = path
    .slice(slash + 1)
    .replace(/\.json$/, "")
    .split("+") as TextPart[];
  if (!locale || !path.endsWith(".json") || !group.every((part) => TEXT_PARTS.includes(part)) || new Set(group).size !== group.length) return undefined;
  const file = Buffer.from(JSON.stringify(partsOf(locale, group)));
  if (files.size < KEPT_FILES) files.set(path, file);
  return file;
}

/** For server-only text (titles in meta, redirects): a plain lookup by dotted key. */
export function translate(locale: Locale, key: string, namespace = "public"): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], PUBLIC_MESSAGES[locale][namespace]);
  return typeof value === "string" ? value : key;
}
