import { createContext, useContext } from "react";
import type { AdminLanguage } from "../i18n.ts";

export interface LanguageState {
  language: AdminLanguage;
  setLanguage(language: AdminLanguage): void;
}

export const LanguageContext = createContext<LanguageState>({ language: "en", setLanguage: () => {} });

export const useAdminLanguage = () => useContext(LanguageContext);
