import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Messages } from "#domain/i18n.ts";
import { createTranslate, type Translate } from "#domain/translate.ts";

/**
 * Translations for the public pages, with react-i18next's `useTranslation(namespace)` shape. Server
 * and browser both use the small resolver of translate.ts, which its test holds to i18next's output
 * for every text: it keeps i18next's 16 kB out of the first visit's JavaScript and its per-call cost
 * out of every server render (docs/decisions/020).
 */
interface I18nValue {
  language: string;
  messages: Messages;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ language, messages, children }: { language: string; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation(namespace = "common"): { t: Translate; language: string } {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation() used outside <I18nProvider>");
  const { language, messages } = value;
  const t = useMemo(() => createTranslate(messages, namespace, language), [messages, namespace, language]);
  return { t, language };
}
