import enCommon from "../../locales/en/common.json" with { type: "json" };
import enPublic from "../../locales/en/public.json" with { type: "json" };
import frCommon from "../../locales/fr/common.json" with { type: "json" };
import frPublic from "../../locales/fr/public.json" with { type: "json" };
import nlCommon from "../../locales/nl/common.json" with { type: "json" };
import nlPublic from "../../locales/nl/public.json" with { type: "json" };
import type { Messages } from "./i18n.ts";
import type { Locale } from "./locales.ts";

const PUBLIC_MESSAGES: Record<Locale, Messages> = {
  en: { common: enCommon, public: enPublic },
  fr: { common: frCommon, public: frPublic },
  nl: { common: nlCommon, public: nlPublic },
};

/** The texts the public pages need, sent once per language in the root loader's data. */
export function publicMessages(locale: Locale): Messages {
  return PUBLIC_MESSAGES[locale];
}

/** For server-only text (titles in meta, redirects): a plain lookup by dotted key. */
export function translate(locale: Locale, key: string, namespace = "public"): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], PUBLIC_MESSAGES[locale][namespace]);
  return typeof value === "string" ? value : key;
}
