import { createHash } from "node:crypto";
import enCommon from "../locales/en/common.json" with { type: "json" };
import enPublic from "../locales/en/public.json" with { type: "json" };
import frCommon from "../locales/fr/common.json" with { type: "json" };
import frPublic from "../locales/fr/public.json" with { type: "json" };
import nlCommon from "../locales/nl/common.json" with { type: "json" };
import nlPublic from "../locales/nl/public.json" with { type: "json" };
import type { Messages } from "./i18n.ts";
import { LOCALES, type Locale } from "./locales.ts";
import { provideMessages } from "./public-messages.ts";

const PUBLIC_MESSAGES: Record<Locale, Messages> = {
  en: { common: enCommon, public: enPublic },
  fr: { common: frCommon, public: frPublic },
  nl: { common: nlCommon, public: nlPublic },
};
for (const locale of LOCALES) provideMessages(locale, PUBLIC_MESSAGES[locale]);

export interface MessagesFile {
  /** Changes with the texts, so the file may be kept for good. */
  href: string;
  json: Buffer;
}

const files = new Map<Locale, MessagesFile>();

/** A language's texts as the file the browser fetches (served by server/app.ts, decision 067). */
export function messagesFile(locale: Locale): MessagesFile {
  let file = files.get(locale);
  if (!file) {
    const json = Buffer.from(JSON.stringify(PUBLIC_MESSAGES[locale]));
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 12);
    file = { href: `${MESSAGES_PATH}/${locale}.${hash}.json`, json };
    files.set(locale, file);
  }
  return file;
}

export const MESSAGES_PATH = "/texts";

/** For server-only text (titles in meta, redirects): a plain lookup by dotted key. */
export function translate(locale: Locale, key: string, namespace = "public"): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], PUBLIC_MESSAGES[locale][namespace]);
  return typeof value === "string" ? value : key;
}
