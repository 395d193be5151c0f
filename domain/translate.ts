import type { Messages } from "./i18n.ts";

/** Values for {{placeholders}}. */
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

/**
 * The part of i18next the public pages use, in a few lines: "namespace:dotted.key" (or a key in the
 * default namespace), plural forms (a numeric `count` picks `key_one` or `key_other` by the language's
 * rules), {{placeholder}} interpolation without escaping (React escapes), and the key itself when a
 * text is missing. Server and browser both render with it; domain/translate.test.ts checks that it
 * gives exactly i18next's output for every text of every language.
 */
const pluralRules = new Map<string, Intl.PluralRules>();

/** "one" or "other" (the forms English, French and Dutch have) for `count` in `language`. */
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export function createTranslate(messages: Messages, defaultNamespace = "common", language = "en"): Translate {
  const textAt = (namespace: string, path: string): string | undefined => {
    let node: unknown = messages[namespace];
    for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === "string" ? node : undefined;
  };
  return (key, vars) => {
    const separator = key.indexOf(":");
    const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const count = vars?.count;
    const text = (typeof count === "number" ? textAt(namespace, `${path}_${pluralForm(language, count)}`) : undefined) ?? textAt(namespace, path);
    if (text === undefined) return path;
    return vars ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : text;
  };
}
