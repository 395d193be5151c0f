import { readFileSync } from "node:fs";
import type { StylesheetReader } from "./inline-stylesheet.tsx";

// The production server bundle is build/server/index.js; the browser's files are in build/client.
const CLIENT_BUILD = new URL("../client/", import.meta.url);
const cache = new Map<string, string | undefined>();

/** Built stylesheets under /assets/, read once each. Vite's development server keeps them as links. */
export const readBuiltStylesheet: StylesheetReader = (href) => {
  if (!import.meta.env.PROD || !/^\/assets\/[\w-]+\.css$/.test(href)) return undefined;
  if (!cache.has(href)) cache.set(href, readOrUndefined(new URL(`.${href}`, CLIENT_BUILD)));
  return cache.get(href);
};

/** A build laid out differently keeps working, with an ordinary stylesheet link (the foundation e2e test notices). */
function readOrUndefined(file: URL): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
