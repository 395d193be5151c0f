import { createHash } from "node:crypto";
import enCommon from "../locales/en/common.json" with { type: "json" };
import enPublic from "../locales/en/public.json" with { type: "json" };
import frCommon from "../locales/fr/common.json" with { type: "json" };
import frPublic from "../locales/fr/public.json" with { type: "json" };
import nlCommon from "../locales/nl/common.json" with { type: "json" };
import nlPublic from "../locales/nl/public.json" with { type: "json" };
import type { Messages } from "./i18n.ts";
import { LOCALES, type Locale } from "./locales.ts";
import { provideMessages, textsHref, type TextPart } from "./public-messages.ts";

const PUBLIC_MESSAGES: Record<Locale, Messages> = {
  en: { common: enCommon, public: enPublic },
  fr: { common: frCommon, public: frPublic },
  nl: { common: nlCommon, public: nlPublic },
};
for (const locale of LOCALES) provideMessages(locale, PUBLIC_MESSAGES[locale]);

export const MESSAGES_PATH = "/texts";

/** Every part a page may ask for: the common texts and each section of the public ones. */
export const TEXT_PARTS: readonly TextPart[] = ["common", ...(Object.keys(enPublic) as TextPart[])];

function partOf(locale: Locale, part: TextPart): Messages {
  const messages = PUBLIC_MESSAGES[locale];
  return part === "common" ? { common: messages.common! } : { public: { [part]: messages.public![part] } };
}

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

let files: Map<string, Buffer> | undefined;

/** A part's file by its path (served by server/app.ts, decision 094), or undefined for a name the texts do not have. */
export function messagesFile(path: string): Buffer | undefined {
  files ??= new Map(
    LOCALES.flatMap((locale) => TEXT_PARTS.map((part) => [textsHref(messagesBase(locale), part), Buffer.from(JSON.stringify(partOf(locale, part)))] as const)),
  );
  return files.get(path);
}

/** For server-only text (titles in meta, redirects): a plain lookup by dotted key. */
export function translate(locale: Locale, key: string, namespace = "public"): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], PUBLIC_MESSAGES[locale][namespace]);
  return typeof value === "string" ? value : key;
}
