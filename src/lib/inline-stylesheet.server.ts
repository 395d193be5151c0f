import { readFileSync } from "node:fs";
import type { StylesheetReader } from "./inline-stylesheet.tsx";

// The production server bundle is build/server/index.js; the browser's files are in build/client.
const CLIENT_BUILD = new URL("../client/", import.meta.url);
const cache = new Map<string, string>();

/** Built stylesheets under /assets/, read once each. Vite's development server keeps them as links. */
export const readBuiltStylesheet: StylesheetReader = (href) => {
  if (!import.meta.env.PROD || !/^\/assets\/[\w-]+\.css$/.test(href)) return undefined;
  let css = cache.get(href);
  if (css === undefined) {
    css = readFileSync(new URL(`.${href}`, CLIENT_BUILD), "utf8");
    cache.set(href, css);
  }
  return css;
};
