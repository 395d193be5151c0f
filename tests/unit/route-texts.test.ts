import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#src/routes.ts";
import enPublic from "../../locales/en/public.json" with { type: "json" };

/**
 * Each page holds only the sections of the public texts its routes name in `handle.texts` (decision 094).
 * This reads what each route module can show: the string literals of every file it imports (relative, #src/
 * and #domain/ imports, lazy ones too; not the admin, which has its own texts) that are keys of public.json,
 * or prefixes of keys (`home.figures.${key}`), and holds them to what the route and its layouts name.
 */
const ROOT = process.cwd();
const ALIASES: Record<string, string> = { "#src/": "src/", "#domain/": "domain/" };
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
/** A quoted dotted name, or the start of a template literal up to its first `${`. */
const KEY = /["'`](?:public:)?([A-Za-z]\w*(?:\.[\w-]+)+)\.?(?=["'`]|\$\{)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const file = specifier.startsWith(".")
    ? path.resolve(path.dirname(from), specifier)
    : alias && path.join(ROOT, ALIASES[alias]!, specifier.slice(alias.length));
  const isScript = file && /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && existsSync(file);
  return isScript && !file.startsWith(path.join(ROOT, "src/admin/")) ? file : undefined;
}

function reachableFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [path.resolve(entry)];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, typeOnly, from, lazy] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = !typeOnly && resolveImport(file, (from ?? lazy)!);
      if (target) pending.push(target);
    }
  }
  return seen;
}

function isPublicKey(key: string): boolean {
  const parts = key.split(".");
  type Node = Record<string, unknown> | undefined;
  const parent = parts.slice(0, -1).reduce<unknown>((node, part) => (node as Node)?.[part], enPublic) as Node;
  const last = parts.at(-1)!;
  return [last, `${last}_one`, `${last}_other`].some((name) => parent?.[name] !== undefined);
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The public sections a file's literals name. */
function sectionsOfFile(file: string): Set<string> {
  const sections = new Set<string>();
  for (const [, key] of withoutComments(readFileSync(file, "utf8")).matchAll(KEY)) if (isPublicKey(key!)) sections.add(key!.split(".")[0]!);
  return sections;
}

function sectionsUsedBy(routeFile: string): Set<string> {
  return new Set([...reachableFiles(routeFile)].flatMap((file) => [...sectionsOfFile(file)]));
}

/** What `export const handle: TextsHandle = { texts: [...] }` in a route module names. */
function declaredSections(routeFile: string): string[] {
  const declaration = /export const handle\b[^=]*=\s*\{\s*texts:\s*\[([^\]]*)\]/.exec(readFileSync(routeFile, "utf8"));
  return declaration ? [...declaration[1]!.matchAll(/"(\w+)"/g)].map((match) => match[1]!) : [];
}

/** Every page route of the table (English ones; the other languages use the same files) with its layouts' files. */
function pageRoutes(): { file: string; layouts: string[] }[] {
  const pages: { file: string; layouts: string[] }[] = [];
  const walk = (entries: RouteConfigEntry[], layouts: string[]) => {
    for (const entry of entries) {
      if (entry.path && /^(fr|nl)$/.test(entry.path)) continue;
      const file = path.join(ROOT, "src", entry.file);
      if (entry.children) walk(entry.children, [...layouts, file]);
      else if (!entry.file.includes("admin") && readFileSync(file, "utf8").includes("export default")) pages.push({ file, layouts });
    }
  };
  walk(routes, []);
  return pages;
}

describe("each route's public texts (handle.texts)", () => {
  const sections = Object.keys(enPublic);

  it("name every section the route and its layouts can show, and none they cannot", () => {
    const problems: string[] = [];
    for (const { file, layouts } of pageRoutes()) {
      const fromLayouts = new Set(layouts.flatMap(declaredSections));
      const used = sectionsUsedBy(file);
      const declared = declaredSections(file);
      const relative = path.relative(ROOT, file);
      for (const section of used)
        if (!fromLayouts.has(section) && !declared.includes(section)) problems.push(`${relative} shows "${section}" texts: add it to its handle.texts`);
      for (const section of declared)
        if (!used.has(section) || fromLayouts.has(section)) problems.push(`${relative} names "${section}", which it does not need`);
    }
    for (const layout of new Set(pageRoutes().flatMap((page) => page.layouts))) {
      const used = sectionsUsedBy(layout);
      const declared = declaredSections(layout);
      for (const section of used)
        if (!declared.includes(section)) problems.push(`${path.relative(ROOT, layout)} shows "${section}" texts: add it to its handle.texts`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("name only sections that exist", () => {
    for (const { file, layouts } of pageRoutes()) for (const section of [file, ...layouts].flatMap(declaredSections)) expect(sections, file).toContain(section);
  });

  it("find the keys a page shows through its components and its meta function", () => {
    const home = sectionsUsedBy("src/routes/home.tsx");
    expect([...home]).toEqual(expect.arrayContaining(["home", "compare"]));
    expect(sectionsUsedBy("src/routes/product.tsx")).toContain("specs");
    expect(sectionsUsedBy("src/routes/thanks.tsx")).not.toContain("home");
  });
});
