import { createContext, useContext } from "react";

/** Answers a built stylesheet's text by its URL, or undefined to keep it a link (development). */
export type StylesheetReader = (href: string) => string | undefined;

/** What a route module adds to its `handle`: the built stylesheets (`import x from "….css?url"`) its page uses. */
export interface StylesHandle {
  stylesheets: readonly string[];
}

const StylesheetReaderContext = createContext<StylesheetReader | undefined>(undefined);

/** Given by entry.server.tsx; the browser has no reader and finds the server's <style> in the page instead. */
export const StylesheetReaderProvider = StylesheetReaderContext.Provider;

/** React writes the page's inline stylesheets as one <style> naming each of them in `data-href`. */
const inlinedInDocument = (href: string) => document.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null;

/** Every precedence-managed stylesheet of the site shares one group, so React keeps them in the order first rendered. */
const PRECEDENCE = "app";

/**
 * A built stylesheet, written into the page's <head> when the server can read it: the first paint then waits for the
 * HTML alone, not for a second request on a slow phone connection (decisions 029 and 097). A page the browser renders
 * later (a client navigation) links the file instead: React holds the new page until the stylesheet has arrived, and
 * the browser keeps the content-named file for every later page. In development (Vite) it is always a link.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetReaderContext);
  const css = read?.(href);
  if (css !== undefined) return <style href={href} precedence={PRECEDENCE} dangerouslySetInnerHTML={{ __html: css }} />;
  // Hydration: React adopts the server's <style> for this href; its text is already in the page.
  if (!read && typeof document !== "undefined" && inlinedInDocument(href)) return <style href={href} precedence={PRECEDENCE} />;
  return <link rel="stylesheet" href={href} precedence={PRECEDENCE} />;
}

/** The stylesheets the matched routes name in their `handle`, each once, in route order. */
export function stylesheetsOf(matches: ReadonlyArray<{ handle?: unknown }>): string[] {
  const hrefs = matches.flatMap((match) => (match.handle as Partial<StylesHandle> | undefined)?.stylesheets ?? []);
  return [...new Set(hrefs)];
}
