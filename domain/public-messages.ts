import type { Messages } from "./i18n.ts";
import type { Locale } from "./locales.ts";

/**
 * The public texts of each language, outside React Router's hydration data (decision 067): the
 * server puts them here when messages.server.ts loads; the browser fetches a language's file (an
 * immutable, preloaded URL) before it hydrates and before a client navigation changes the language.
 */
const byLocale = new Map<Locale, Messages>();

export function provideMessages(locale: Locale, messages: Messages): void {
  byLocale.set(locale, messages);
}

/** The language's texts; empty until they have been provided or fetched. */
export function messagesOf(locale: Locale): Messages {
  return byLocale.get(locale) ?? {};
}

/** Marks the preload link of the page's texts, which the browser reads before it hydrates. */
export const MESSAGES_LINK_ATTRIBUTE = "data-public-messages";

const fetching = new Map<Locale, Promise<void>>();

/** The browser: fetches a language's texts once (the page's preload answers the first request). */
export function fetchMessages(locale: Locale, href: string): Promise<void> {
  if (byLocale.has(locale)) return Promise.resolve();
  let pending = fetching.get(locale);
  if (!pending) {
    pending = fetch(href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`The texts at ${href} answered ${response.status}`);
        provideMessages(locale, (await response.json()) as Messages);
      })
      .finally(() => fetching.delete(locale));
    fetching.set(locale, pending);
  }
  return pending;
}
