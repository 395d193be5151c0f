import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, localizePath, type Locale } from "./locales.ts";
import { productPath } from "./paths.ts";

/**
 * Short model addresses for labels and QR codes (decision 082): /m/{model}[?sn={serial}] leads to the
 * product page in the visitor's language with the owner strip; an unknown model to the product search for the text.
 */
export const MODEL_PATH = "/m/";
export const OWNER_PARAM = "owner";
export const SERIAL_PARAM = "sn";
/** The product search's flag that the text came from /m/ and matched no model. */
export const NO_MODEL_PARAM = "nomodel";
export const MODEL_MAX_LENGTH = 64;
export const SERIAL_MAX_LENGTH = 64;

/** The label's address for a model: /m/FT-LM4046 (the model as written, percent-encoded where it must be). */
export function modelPath(model: string): string {
  return `${MODEL_PATH}${encodeURIComponent(model)}`;
}

/** The language a scan opens in: the language cookie the selector sets, else Accept-Language, else English (decision 003). */
export function scanLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = /(?:^|;\s*)lang=([a-z]{2})/.exec(cookie ?? "")?.[1];
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(acceptLanguage ?? null) ?? DEFAULT_LOCALE;
}

/** The text after /m/, decoded when it can be, trimmed and bounded; "" for nothing usable. */
export function modelText(rawPath: string): string {
  let text = rawPath.replace(/^\/m\/?/i, "");
  try {
    text = decodeURIComponent(text);
  } catch {
    // a malformed escape is read as sent
  }
  return text
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/\/+$/, "")
    .trim()
    .slice(0, MODEL_MAX_LENGTH);
}

/** A serial from ?sn=: printable, trimmed and bounded, or undefined. */
export function serialParam(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const serial = value
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, SERIAL_MAX_LENGTH);
  return serial || undefined;
}

/** Where a scan goes: the product page with the owner strip (and the serial), or the search for an unknown model. */
export function scanTarget(found: { id: number; en_name: string } | undefined, text: string, locale: Locale, serial?: string): string {
  if (!text) return localizePath("/products", locale);
  if (!found) return `${localizePath("/products", locale)}?q=${encodeURIComponent(text)}&${NO_MODEL_PARAM}=1`;
  const owner = `&${OWNER_PARAM}=1${serial ? `&${SERIAL_PARAM}=${encodeURIComponent(serial)}` : ""}`;
  return `${localizePath(productPath(found), locale)}${owner}`;
}
