import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#src/routes.ts";
import { LOCALES } from "#domain/locales.ts";

/** Routes that answer files, not pages (a signed-in owner's data and certificates). */
export const FILE_ROUTES = new Set(["my/data", "my/certificate/:reference"]);

/**
 * The English paths of the route table's pages, as written there ("" is the home page): French and Dutch are
 * the same pages under /fr and /nl, and the admin is its own app, tested by its own tests.
 */
export function publicRoutePaths(): string[] {
  const paths: string[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.index ? prefix : [prefix, entry.path].filter(Boolean).join("/");
      if (entry.children) walk(entry.children, path);
      else paths.push(path);
    }
  };
  walk(routes, "");
  const isLocalePrefix = (path: string) => (LOCALES as readonly string[]).includes(path.split("/")[0]!);
  return [...new Set(paths.filter((path) => !path.startsWith("admin") && !FILE_ROUTES.has(path) && !isLocalePrefix(path)))];
}
