import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { translateMessage, UNAUTHENTICATED } from "./errors.ts";
import { SERVER_MESSAGES } from "./messages.ts";

const SERVER = join(import.meta.dirname, "..");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
/** A key's varying parts that only inflect the English ("column{s}", "rows {have} errors"): a translation may leave them out. */
const INFLECTIONS = new Set(["s", "have"]);

describe("the server's messages in French and Dutch (decision 069)", () => {
  it.each(Object.entries(SERVER_MESSAGES))("%s has a French and a Dutch text with the same varying parts", (english, translations) => {
    const wanted = placeholders(english).filter((name) => !INFLECTIONS.has(name));
    for (const text of [translations.fr, translations.nl]) {
      expect(text.trim()).not.toBe("");
      expect(text).toBe(text.trim());
      expect(placeholders(text)).toEqual(wanted);
    }
  });

  it("gives every English text back byte for byte", () => {
    for (const english of Object.keys(SERVER_MESSAGES)) {
      const sample = english.replace(/\{(\w+)\}/g, (_, name: string) => (INFLECTIONS.has(name) ? "" : `x${name}`));
      expect(translateMessage(sample, "en")).toBe(sample);
    }
    expect(translateMessage("Something the catalogue does not know.", "en")).toBe("Something the catalogue does not know.");
  });

  it("never translates Unauthenticated., which the admin client watches for", () => {
    expect(SERVER_MESSAGES[UNAUTHENTICATED]).toBeUndefined();
    for (const locale of ["fr", "nl"] as const) expect(translateMessage(UNAUTHENTICATED, locale)).toBe(UNAUTHENTICATED);
  });

  it("puts the varying parts back, translating those it knows, and picks the closest key", () => {
    expect(translateMessage("Choose a level 2 category.", "nl")).toBe("Kies een categorie van niveau 2.");
    // A varying part named like one of Object's own properties is put back as it is.
    expect(translateMessage("The constructor field is not accepted here.", "fr")).toBe("Le champ constructor n'est pas accepté ici.");
    expect(translateMessage("toString", "nl")).toBe("toString");
    expect(translateMessage("Category page not found.", "fr")).toBe("Page de catégorie introuvable.");
    expect(translateMessage("Category not found.", "nl")).toBe("Categorie niet gevonden.");
    expect(translateMessage("Product 12 not found.", "fr")).toBe("Produit 12 introuvable.");
    expect(translateMessage("Tuesday: the opening periods overlap.", "fr")).toBe("Mardi : les plages d'ouverture se chevauchent.");
    expect(translateMessage("Nothing was imported: 1 of 4 rows has errors.", "nl")).toBe("Er is niets geïmporteerd: 1 van de 4 regels bevat fouten.");
    expect(translateMessage("Nothing was imported: 3 of 4 rows have errors.", "fr")).toBe("Rien n'a été importé : 3 lignes sur 4 contiennent des erreurs.");
    expect(translateMessage("Nothing was imported: At most 500 rows per file.", "fr")).toBe("Rien n'a été importé : 500 lignes au maximum par fichier.");
    expect(translateMessage("The header lacks the column city.", "fr")).toBe("Colonne absente de l'en-tête : city.");
    expect(translateMessage("The header lacks the columns city, country.", "fr")).toBe("Colonnes absentes de l'en-tête : city, country.");
    expect(translateMessage("Product was changed by someone since you opened it.", "fr")).toBe(
      "Produit : quelqu'un a enregistré une modification depuis que vous avez ouvert cette fiche.",
    );
    expect(translateMessage("This field is required. (and 3 more errors)", "nl")).toBe("Dit veld is verplicht. (en nog 3 fouten)");
    expect(translateMessage("form.errors.email (and 1 more error)", "en")).toBe(`${translateMessage("form.errors.email", "en")} (and 1 more error)`);
    expect(translateMessage("A text no key knows.", "fr")).toBe("A text no key knows.");
  });

  it("has every refusal text written in the server's code", () => {
    const missing = serverTexts().filter(({ text }) => !isCatalogued(text));
    expect(missing.map(({ text, where }) => `${where}: ${text}`)).toEqual([]);
  });
});

/* ---------- The texts of the server's code ---------- */

/** The catalogue itself, and files whose texts are for the operator (start-up, environment, logs, the API's own documentation), not for a request. */
const OPERATOR_FILES = ["http/messages.ts", "index.ts", "startup.ts", "config.ts", "app.ts", "api/openapi.ts", "api/docs-page.ts", "db/"];
/** Properties whose texts document the API (OpenAPI) rather than answer a request. */
const DOCUMENTATION = new Set(["description", "summary", "answer", "title", "importNote", "exportNote"]);
/** Logger methods: their texts go to the log. */
const LOG_CALLS = new Set(["trace", "debug", "info", "warn", "error", "fatal"]);
/**
 * Texts the code writes that no request answers with, and why. A campaign that the publishing clock refuses keeps its
 * reason in the database (shown in the admin as data, like a mail's last error).
 */
const NOT_SENT = new Set([
  'The campaign "{}" has no records left; nothing was published.',
  "{} #{} was deleted after it was added to the campaign; nothing was published.",
  "{} #{} cannot be published: {} Nothing was published.",
  "{} #{} was saved again after its pending changes were kept: open it and keep them again. Nothing was published.",
]);

const normalised = (text: string) => text.replace(/\{[^}]*\}/g, "{}");

function isCatalogued(text: string): boolean {
  if (NOT_SENT.has(text)) return true;
  if (!text.includes("{}")) return Object.hasOwn(SERVER_MESSAGES, text) || translateMessage(text, "fr") !== text;
  return Object.keys(SERVER_MESSAGES).some((english) => normalised(english) === text);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** What a text is given to: the property it is the value of, or the method it is passed to (through `+` and `? :`). */
function destination(node: ts.Node): string {
  let current: ts.Node = node;
  while (ts.isBinaryExpression(current.parent) || ts.isParenthesizedExpression(current.parent) || ts.isConditionalExpression(current.parent))
    current = current.parent;
  const parent = current.parent;
  if (ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression)) return parent.expression.name.text;
  return "";
}

/** Every sentence-like literal of the server's code (a capital or a varying part first, a space, a full stop last), `${…}` as `{}`. */
function serverTexts(): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  for (const file of sourceFiles(SERVER)) {
    const name = relative(SERVER, file);
    if (OPERATOR_FILES.some((skip) => (skip.endsWith("/") ? name.startsWith(skip) : name === skip))) continue;
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      let text: string | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join("");
      if (text === undefined) return ts.forEachChild(node, visit);
      const to = destination(node);
      if (/^[A-Z{]/.test(text) && / /.test(text) && /[.?!]$/.test(text) && !DOCUMENTATION.has(to) && !LOG_CALLS.has(to)) {
        found.push({ text, where: `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
      }
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
    };
    visit(source);
  }
  return found;
}
