import { foldText } from "#domain/fold.ts";

/**
 * A place name or query as the gazetteer compares it: lower case, no accents, and hyphens, apostrophes, dots,
 * brackets and commas as single spaces, so "Saint-Gilles", "saint gilles" and "SAINT GILLES" are one name,
 * and "'s-Hertogenbosch" is "s hertogenbosch".
 */
export function foldPlace(text: string): string {
  return foldText(text)
    .replace(/[\s'’‘`.,;:()/\\_-]+/g, " ")
    .trim();
}
