import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Dutch speaks to the visitor with the formal "u/uw" everywhere: the informal pronouns
 * may not appear as words in the Dutch texts of locales/nl nor in the Dutch demo content of the seed.
 */
const INFORMAL = /(?<![\p{L}\p{N}])(je|jij|jou|jouw|jouwe|jullie|jezelf|jijzelf)(?![\p{L}\p{N}])/giu;

function informalWords(text: string): string[] {
  return [...text.matchAll(INFORMAL)].map((match) => match[0]);
}

function stringsOf(tree: unknown, path = ""): { path: string; text: string }[] {
  if (typeof tree === "string") return [{ path, text: tree }];
  if (typeof tree !== "object" || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => stringsOf(value, path ? `${path}.${key}` : key));
}

const LOCALES_NL = resolve(import.meta.dirname, "../../locales/nl");
const SEED = resolve(import.meta.dirname, "../../server/db/seed");

/** Dutch texts of a seed file: the third argument of t(en, fr, nl), p(...), h2(...), and `nl_*` properties. */
function dutchSeedTexts(file: string): { path: string; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(join(SEED, file), "utf8"), ts.ScriptTarget.Latest, true);
  const texts: { path: string; text: string }[] = [];
  const literal = (node: ts.Node | undefined) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 3) {
      const text = literal(node.arguments[2]);
      if (text !== undefined) texts.push({ path: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text });
    }
    if (ts.isPropertyAssignment(node) && /^nl[_A-Z]/.test(node.name.getText(source))) {
      const text = literal(node.initializer);
      if (text !== undefined) texts.push({ path: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe("the Dutch register", () => {
  it("finds the informal words as whole words only", () => {
    expect(informalWords("Registreer je gereedschap")).toEqual(["je"]);
    expect(informalWords("Is jouw tuin geschikt? Jij en jullie, Je.")).toEqual(["jouw", "Jij", "jullie", "Je"]);
    expect(informalWords("Registreer uw product; u-bocht")).toEqual([]);
    expect(informalWords("jeugd, bijenkorf, jouwer, meje, jeans, Jeroen, huisje")).toEqual([]);
  });

  it.each(readdirSync(LOCALES_NL).filter((f) => f.endsWith(".json")))("locales/nl/%s says u/uw, never je/jij/jouw/jullie", (file) => {
    const strings = stringsOf(JSON.parse(readFileSync(join(LOCALES_NL, file), "utf8")));
    expect(strings.length).toBeGreaterThan(10);
    expect(strings.filter((s) => informalWords(s.text).length).map((s) => `${s.path}: ${s.text}`)).toEqual([]);
  });

  it("the Dutch demo content of the seed says u/uw", () => {
    const files = readdirSync(SEED).filter((f) => f.endsWith(".ts"));
    const texts = files.flatMap(dutchSeedTexts);
    // Articles, products, categories, landing pages and marketing texts are all read.
    for (const file of ["articles.ts", "products.ts", "categories.ts", "landing-pages.ts", "marketing.ts"])
      expect(
        texts.some((t) => t.path.startsWith(`${file}:`)),
        file,
      ).toBe(true);
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.filter((s) => informalWords(s.text).length).map((s) => `${s.path}: ${s.text}`)).toEqual([]);
  }, 60_000);
});
