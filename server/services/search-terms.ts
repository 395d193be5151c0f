import { stemmer as dutch } from "@orama/stemmers/dutch";
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as french } from "@orama/stemmers/french";
import { foldText } from "#domain/fold.ts";
import { LOCALES, type Locale } from "#domain/locales.ts";

/**
 * Product search, the part both engines share (decision 038): text becomes folded words
 * (lower case, no accents, letters and digits only), words become Snowball stems per
 * language, and a product becomes the terms the full-text index holds. The database
 * (SQLite FTS5, PostgreSQL tsvector) only stores and looks up these terms, so both
 * engines find exactly the same products.
 */

const STEMMERS: Record<Locale, (word: string) => string> = { en: english, fr: french, nl: dutch };

/** Query words no product name relies on, per language (short lists: "sans" and "zonder" carry meaning here). */
const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set("a an and the of for with to in on or by at from is are my your our".split(" ")),
  fr: new Set("le la les l un une des de du d et ou a au aux en pour avec sur par dans mon ma mes votre vos".split(" ")),
  nl: new Set("de het een en of van voor met op in aan te tot bij uit mijn uw je onze".split(" ")),
};

/** Query terms this long also find longer words: "tronc" finds "tronçonneuse", "FT-CS40" both 40 series saws. */
export const MIN_PREFIX = 3;
/** Names and models are indexed with their endings from this length on, so "maaier" finds "Duwgrasmaaier". */
const MIN_SUFFIX = 3;
/** A query of 2 to this many words is also tried as one word: "lawn mower" ↔ "lawnmower", "ft cs 4035". */
const MAX_JOINED = 4;

/** Longer runs of letters (a pasted link, a serial number) are not words anyone searches for. */
const MAX_WORD = 40;

/** Folded words of a text or of HTML (tags and entities dropped): "Tronçonneuse 40V FT-CS4035" → tronconneuse, 40v, ft, cs4035. */
export function words(text: string): string[] {
  const plain = text.replace(/<[^>]*>/g, " ").replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, " ");
  return foldText(plain)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && word.length <= MAX_WORD);
}

/** The Snowball stem of a folded word; words with digits (model numbers, 40v) and very short ones stay as they are. */
export function stem(word: string, locale: Locale): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  return STEMMERS[locale](word);
}

/** The word and every ending of at least MIN_SUFFIX characters: kettingzaag → kettingzaag, ettingzaag, …, zaag, aag. */
function withSuffixes(word: string): string[] {
  const endings = [word];
  for (let start = 1; word.length - start >= MIN_SUFFIX; start++) endings.push(word.slice(start));
  return endings;
}

function unique(terms: string[]): string[] {
  return [...new Set(terms.filter(Boolean))];
}

/** A model number as typed in any form: FT-CS4035 → ft, cs4035, ftcs4035 and its endings (s4035, 4035, …). */
export function modelTerms(model: string): string[] {
  const parts = words(model);
  return unique([...parts, ...withSuffixes(parts.join(""))]);
}

/**
 * A product name's terms in one language: each word and its stem with their endings (compound
 * heads: "grasmaaier" in "duwgrasmaaier"), and each pair of neighbouring words written as one
 * ("lawn mower" → lawnmower, stemmed: lawnmow).
 */
export function nameTerms(name: string, locale: Locale): string[] {
  const list = words(name);
  const joined = list.slice(1).map((word, i) => stem(list[i] + word, locale));
  return unique([...list.flatMap((word) => [...withSuffixes(word), ...withSuffixes(stem(word, locale))]), ...joined]);
}

/** Summary and description: each word and its stem. */
export function textTerms(text: string, locale: Locale): string[] {
  return unique(words(text).flatMap((word) => [word, stem(word, locale)]));
}

export interface SearchableProduct {
  model: string;
  names: Record<Locale, string>;
  /** Summary and description (HTML allowed) per language. */
  texts: Record<Locale, string>;
}

/** What the index holds for one product: model terms, and name and other-text terms per language. */
export interface SearchDocument {
  model: string[];
  name: Record<Locale, string[]>;
  text: Record<Locale, string[]>;
}

export function searchDocument(product: SearchableProduct): SearchDocument {
  const perLocale = (terms: (locale: Locale) => string[]) => Object.fromEntries(LOCALES.map((l) => [l, terms(l)])) as Record<Locale, string[]>;
  return {
    model: modelTerms(product.model),
    name: perLocale((l) => nameTerms(product.names[l], l)),
    text: perLocale((l) => textTerms(product.texts[l], l)),
  };
}

/**
 * The words of a query a relaxed search may keep (case and accents as typed): not stop words, and not
 * words too short to be more than a model's prefix ("FT" of a mistyped FT-LB4020 would find every product).
 */
export function relaxableWords(query: string, locale: Locale): string[] {
  return query
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length <= MAX_WORD && foldText(word).length >= MIN_PREFIX && !STOP_WORDS[locale].has(foldText(word)));
}

/** Queries of more words are not relaxed: few people type them, and the parts to try grow fast. */
export const MAX_RELAXED_WORDS = 6;

/**
 * The parts of a query to try when no product has all its words, largest first: every way of leaving
 * out one word, then two, down to single words, each level a list of word lists in the order typed.
 */
export function relaxations(words: readonly string[]): string[][][] {
  const levels: string[][][] = [];
  for (let size = words.length - 1; size >= 1; size--) levels.push(combinations(words, size));
  return levels;
}

function combinations<T>(items: readonly T[], size: number, from = 0): T[][] {
  if (size === 0) return [[]];
  const found: T[][] = [];
  for (let i = from; i <= items.length - size; i++) {
    for (const rest of combinations(items, size - 1, i + 1)) found.push([items[i]!, ...rest]);
  }
  return found;
}

/**
 * A query in one language: alternatives (any may match), each a list of terms that must all match.
 * Terms of MIN_PREFIX characters or more match as prefixes. Stop words are dropped unless nothing
 * else is left. Empty when the query holds no letter or digit.
 */
export function queryTerms(query: string, locale: Locale): string[][] {
  const all = words(query);
  const kept = all.filter((word) => !STOP_WORDS[locale].has(word));
  const list = kept.length ? kept : all;
  if (!list.length) return [];
  const alternatives = [unique(list.map((word) => stem(word, locale)))];
  if (list.length > 1 && list.length <= MAX_JOINED) alternatives.push([stem(list.join(""), locale)]);
  return alternatives;
}

/**
 * Whether a name (a category's, in one language) holds every term of one of the query's alternatives, as the
 * index would match it: a whole term, or the start of one for terms of MIN_PREFIX characters or more.
 */
export function nameMatchesQuery(name: string, locale: Locale, query: string[][]): boolean {
  if (!query.length || !name.trim()) return false;
  const terms = nameTerms(name, locale);
  return query.some((alternative) =>
    alternative.every((term) => terms.some((candidate) => candidate === term || (isPrefixTerm(term) && candidate.startsWith(term)))),
  );
}

/** Whether a query term matches longer index terms too. */
export function isPrefixTerm(term: string): boolean {
  return term.length >= MIN_PREFIX;
}
