import { z } from "zod";
import { LOCALES, type Locale } from "#domain/locales.ts";

type Issue = z.core.$ZodRawIssue;

/** Zod's own wording per language, for the refusals this file has no plain sentence for. */
const ZOD_LOCALES: Record<Locale, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  fr: z.locales.fr().localeError,
  nl: z.locales.nl().localeError,
};

const isMissing = (input: unknown) => input === undefined || input === null;

/** What a value of the wrong type should have been, as the catalogue says it. */
const EXPECTED: Partial<Record<string, string>> = {
  string: "Give a text.",
  number: "Give a number.",
  int: "Give a whole number.",
  boolean: "Give yes or no.",
  array: "Give a list.",
  date: "Give a date.",
};

function tooSmall(issue: Extract<Issue, { code: "too_small" }>): string | undefined {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case "string":
      return Number(issue.minimum) <= 1 ? "This field is required." : `At least ${min} characters.`;
    case "number":
    case "int":
      return issue.inclusive === false ? `Must be more than ${min}.` : `Must be at least ${min}.`;
    case "array":
    case "set":
      return Number(issue.minimum) <= 1 ? "Choose at least one." : `Choose at least ${min}.`;
  }
  return undefined;
}

function tooBig(issue: Extract<Issue, { code: "too_big" }>): string | undefined {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case "string":
      return `At most ${max} characters.`;
    case "number":
    case "int":
      return issue.inclusive === false ? `Must be less than ${max}.` : `Must be at most ${max}.`;
    case "array":
    case "set":
      return `At most ${max} items.`;
  }
  return undefined;
}

/** The common refusals in plain words, written in English like every server text and translated by the error handler. */
export function plainZodMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (isMissing(issue.input)) return "This field is required.";
      if (issue.expected === "object") return issue.path?.length ? "Give an object." : "The request body must be a JSON object.";
      return EXPECTED[issue.expected];
    case "too_small":
      return tooSmall(issue);
    case "too_big":
      return tooBig(issue);
    case "invalid_format":
      if (issue.format === "email") return "Give a valid email address.";
      if (issue.format === "url") return "Give a valid web address.";
      return "This value is not in the expected form.";
    case "invalid_value":
      return `Choose one of: ${issue.values.map(String).join(", ")}.`;
    case "invalid_union": {
      // A tagged union (e.g. a batch action) names its tags; any other union, a value of none of its shapes.
      const tags = (issue as { options?: unknown[] }).options;
      return tags?.length ? `Choose one of: ${tags.map(String).join(", ")}.` : "This value is not in the expected form.";
    }
  }
  return undefined;
}

/**
 * The error maps a request's input is parsed with, per language (decision 069): a schema's own message first (Zod's
 * rule), then the plain sentence, then Zod's wording in the reader's language for rarer refusals (unions, unknown
 * keys). Given per parse, never as the global configuration: requests in different languages interleave.
 */
export const ZOD_ERROR_MAPS = Object.fromEntries(
  LOCALES.map((locale) => [locale, (issue: Issue) => plainZodMessage(issue) ?? ZOD_LOCALES[locale](issue)]),
) as Record<Locale, z.core.$ZodErrorMap>;
