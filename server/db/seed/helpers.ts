import { LOCALES, type Locale } from "#domain/locales.ts";
import { escapeHtml } from "#domain/escape.ts";
import { sanitizeRichText } from "#server/services/sanitize.ts";

/** One text in the three site languages. */
export type T = Record<Locale, string>;

/** `t("Lawn mower", "Tondeuse à gazon", "Grasmaaier")`; French gets its non-breaking space before : ; ! ? %. */
export function t(en: string, fr: string, nl: string): T {
  return { en, fr: fr.replace(/ ([:;!?%])/g, "\u00a0$1"), nl };
}

export function mapT(text: T, fn: (value: string, locale: Locale) => string): T {
  return { en: fn(text.en, "en"), fr: fn(text.fr, "fr"), nl: fn(text.nl, "nl") };
}

/** Joins triples language by language: `joinT([a, b], " ")`. */
export function joinT(parts: T[], separator = ""): T {
  return mapT(t("", "", ""), (_, locale) => parts.map((part) => part[locale]).join(separator));
}

export type LocalizedColumns<F extends string> = Record<`${Locale}_${F}`, string>;

/** `{ name: t(...) }` → `{ en_name, fr_name, nl_name }`. */
export function localize<F extends string>(fields: Record<F, T>): LocalizedColumns<F> {
  const row: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields) as [string, T][]) {
    for (const locale of LOCALES) row[`${locale}_${field}`] = text[locale];
  }
  return row as LocalizedColumns<F>;
}

/** The landing page url of a category: "Batteries & chargers" → "batteries-chargers". */
export function landingUrl(englishName: string): string {
  return englishName
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}

export interface Timestamps {
  created_at: string;
  updated_at: string;
}

export function stamps(date: string | Date): Timestamps {
  const iso = new Date(date).toISOString();
  return { created_at: iso, updated_at: iso };
}

/** `count` distinct, evenly spaced dates from `from` to `to` (inclusive), oldest first. */
export function spreadDates(count: number, from: string, to: string): Date[] {
  const start = new Date(from).getTime();
  const step = count > 1 ? (new Date(to).getTime() - start) / (count - 1) : 0;
  return Array.from({ length: count }, (_, i) => new Date(Math.round(start + i * step)));
}

/** Escapes text and turns `**bold**` into <strong>. */
export function inlineHtml(text: string): string {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
}

/** Rich-text blocks written once per language and rendered to the allowed HTML subset. */
export type Block = { tag: "p" | "h2" | "h3"; text: T } | { tag: "ul" | "ol"; items: T[] };

export const p = (en: string, fr: string, nl: string): Block => ({ tag: "p", text: t(en, fr, nl) });
export const h2 = (en: string, fr: string, nl: string): Block => ({ tag: "h2", text: t(en, fr, nl) });
export const ul = (...items: T[]): Block => ({ tag: "ul", items });

function renderBlock(block: Block, locale: Locale): string {
  if ("items" in block) {
    const items = block.items.map((item) => `<li>${inlineHtml(item[locale])}</li>`).join("");
    return `<${block.tag}>${items}</${block.tag}>`;
  }
  return `<${block.tag}>${inlineHtml(block.text[locale])}</${block.tag}>`;
}

/** Stored as a save through the admin stores it (sanitised), so the first save of unchanged text records no change. */
export function renderBlocks(blocks: Block[]): T {
  return mapT(t("", "", ""), (_, locale) => sanitizeRichText(blocks.map((block) => renderBlock(block, locale)).join("\n")));
}
