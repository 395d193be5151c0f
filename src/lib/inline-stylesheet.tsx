import { createContext, useContext } from "react";

/** Answers a built stylesheet's text by its URL, or undefined to keep it a link (development). */
export type StylesheetReader = (href: string) => string | undefined;

const StylesheetReaderContext = createContext<StylesheetReader | undefined>(undefined);

/** Given by entry.server.tsx; the browser has no reader and finds the server's <style> in the page instead. */
export const StylesheetReaderProvider = StylesheetReaderContext.Provider;

function inlinedInDocument(href: string): string | undefined {
  return document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? undefined;
}

/**
 * The site's stylesheet, written into the page's <head> when the server can read it: the first
 * paint then waits for the HTML alone, not for a second request on a slow phone connection
 * (docs/decisions/029-first-paint.md). Otherwise an ordinary stylesheet link.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetReaderContext);
  const css = read ? read(href) : inlinedInDocument(href);
  // With a precedence, React puts the link ahead of the script preloads: first paint waits for nothing else.
  if (css === undefined) return <link rel="stylesheet" href={href} precedence="app" />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
}
