import type { Messages } from "./i18n.ts";

/** Values for {{placeholders}}. */
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

/**
 * The part of i18next the public pages use, in a few lines: "namespace:dotted.key" (or a key in the
 * default namespace), {{placeholder}} interpolation without escaping (React escapes), and the key
 * itself when a text is missing. Server and browser both render with it; src/lib/translate.test.ts
 * checks that it gives exactly i18next's output for every text of every language.
 */
export function createTranslate(messages: Messages, defaultNamespace = "common"): Translate {
  return (key, vars) => {
    const separator = key.indexOf(":");
    const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    let node: unknown = messages[namespace];
    for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== "string") return path;
    return vars ? node.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : node;
  };
}
