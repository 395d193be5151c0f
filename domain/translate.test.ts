import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import type { Messages } from "./i18n.ts";
import { LOCALES } from "./locales.ts";
import { createTranslate } from "./translate.ts";

const LOCALE_DIR = resolve(import.meta.dirname, "../locales");

function publicMessages(locale: string): Messages {
  const messages: Messages = {};
  for (const file of readdirSync(join(LOCALE_DIR, locale)).filter((f) => f.endsWith(".json") && f !== "admin.json")) {
    messages[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(join(LOCALE_DIR, locale, file), "utf8")) as Record<string, unknown>;
  }
  return messages;
}

/** i18next, configured as the public texts are written: the reference the resolver must match. */
function createI18n(locale: string, messages: Messages) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: messages },
    ns: Object.keys(messages),
    defaultNS: "common",
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

function leafKeys(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const VARS = {
  brand: "Fantai",
  year: 2026,
  company: "Fantai BV",
  email: "a@b.example",
  term: "mower",
  total: 41,
  page: 2,
  count: 3,
  index: 1,
  from: 1,
  to: 2,
  hours: 24,
  stars: 5,
  name: "Mowers",
  address: "Mechelen",
  success: "yes",
};

describe("the browser's translate gives i18next's output (so hydration always matches the server)", () => {
  for (const locale of LOCALES) {
    it(`for every text in ${locale}, with and without values, from its own and from another namespace`, () => {
      const messages = publicMessages(locale);
      const i18n = createI18n(locale, messages);
      for (const namespace of Object.keys(messages)) {
        const reference = i18n.getFixedT(locale, namespace) as unknown as (key: string, options?: object) => string;
        const other = Object.keys(messages).find((ns) => ns !== namespace)!;
        const ours = createTranslate(messages, namespace);
        const oursFromOther = createTranslate(messages, other);
        for (const key of leafKeys(messages[namespace])) {
          expect(ours(key, VARS), `${locale} ${namespace}:${key}`).toBe(reference(key, VARS));
          expect(ours(key), `${locale} ${namespace}:${key} without values`).toBe(reference(key));
          expect(oursFromOther(`${namespace}:${key}`, VARS)).toBe(reference(key, VARS));
        }
      }
    });
  }

  it.each([...LOCALES])("picks a counted text's singular or plural form as i18next does, in %s", (locale) => {
    const messages = publicMessages(locale);
    const i18n = createI18n(locale, messages);
    let checked = 0;
    for (const namespace of Object.keys(messages)) {
      const reference = i18n.getFixedT(locale, namespace) as unknown as (key: string, options?: object) => string;
      const ours = createTranslate(messages, namespace, locale);
      const counted = new Set(leafKeys(messages[namespace]).flatMap((key) => (/_(one|other)$/.test(key) ? [key.replace(/_(one|other)$/, "")] : [])));
      for (const key of counted) {
        for (const count of [0, 1, 2, 21]) {
          const text = ours(key, { ...VARS, count });
          expect(text, `${locale} ${namespace}:${key} (${count})`).toBe(reference(key, { ...VARS, count }));
          expect(text).not.toBe(key);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("returns the key, without its namespace, for a missing text, as i18next does", () => {
    const messages = publicMessages("en");
    const reference = createI18n("en", messages).getFixedT("en", "public") as unknown as (key: string) => string;
    const ours = createTranslate(messages, "public");
    for (const key of ["nope.missing", "common:nav.nope", "home"]) expect(ours(key)).toBe(reference(key));
  });
});
