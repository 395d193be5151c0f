import { useMatches } from "react-router";
import type { PublicSettings } from "#server/services/settings.ts";
import type { CategoryView } from "./category-view.ts";
import type { Messages } from "#domain/i18n.ts";
import type { Locale } from "#domain/locales.ts";
import { messagesOf } from "#domain/public-messages.ts";

/** Data of the public layout, shared by the header, footer and pages (its route id differs per locale). */
export interface PublicLayoutData {
  settings: PublicSettings;
  /** The category tree in the page's language. */
  categories: CategoryView[];
  origin: string;
  /** The page shows an editor's unsaved changes through a preview link (decision 061), until `expiresAt`. */
  preview?: { expiresAt: string };
  /** The newest active safety notice, shown as a banner on every public page (decision 077), and how many are active. */
  safetyBanner?: { slug: string; title: string; count: number } | null;
}

export const isPublicLayoutId = (id: string) => id.endsWith(":public-layout");

export function usePublicLayoutData(): PublicLayoutData {
  const match = useMatches().find((m) => isPublicLayoutId(m.id));
  if (!match?.loaderData) throw new Error("usePublicLayoutData() used outside the public layout");
  return match.loaderData as PublicLayoutData;
}

/** For meta functions, which receive `matches` instead of hooks. */
export function publicLayoutDataFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): PublicLayoutData | undefined {
  return matches.find((m) => m && isPublicLayoutId(m.id))?.loaderData as PublicLayoutData | undefined;
}

/** The page's language (from the root loader's data) and its texts, for meta functions. */
export function rootDataFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): { locale: Locale; messages: Messages } | undefined {
  const data = matches.find((m) => m?.id === "root")?.loaderData as { locale: Locale } | undefined;
  return data && { locale: data.locale, messages: messagesOf(data.locale) };
}
