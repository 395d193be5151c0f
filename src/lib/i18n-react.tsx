import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Messages } from "./i18n.ts";
import { createTranslate, type Translate } from "./translate.ts";

/**
 * Translations for the public pages, with react-i18next's `useTranslation(namespace)` shape.
 * The server renders with i18next (entry.server.tsx provides it through TranslatorContext); the
 * browser uses the small, output-identical resolver of translate.ts, which keeps i18next's 16 kB
 * out of the first visit's JavaScript (docs/decisions/020).
 */
export type TranslatorFactory = (language: string, messages: Messages, namespace: string) => Translate;

/** Set on the server only. */
export const TranslatorContext = createContext<TranslatorFactory | null>(null);

const browserTranslator: TranslatorFactory = (_language, messages, namespace) => createTranslate(messages, namespace);

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
  const factory = useContext(TranslatorContext) ?? browserTranslator;
  if (!value) throw new Error("useTranslation() used outside <I18nProvider>");
  const { language, messages } = value;
  const t = useMemo(() => factory(language, messages, namespace), [factory, language, messages, namespace]);
  return { t, language };
}
