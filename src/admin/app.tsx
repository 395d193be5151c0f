import { App as AntApp, ConfigProvider } from "antd";
import type { Locale as AntLocale } from "antd/es/locale/index.js";
import enUS from "antd/es/locale/en_US.js";
import frFR from "antd/es/locale/fr_FR.js";
import nlNL from "antd/es/locale/nl_NL.js";
import dayjs from "dayjs";
import "dayjs/locale/fr";
import "dayjs/locale/nl";
import { useEffect, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { AuthProvider } from "./auth.tsx";
import { startEarly } from "./early-requests.ts";
import { createAdminI18n, initialAdminLanguage, rememberAdminLanguage, type AdminLanguage } from "./i18n.ts";
import { AdminLayout } from "./layout/admin-layout.tsx";
import { LanguageContext } from "./layout/language.ts";
import { parseAdminPath } from "./resources/index.ts";
import { isCrud, itemPathOf } from "./resources/types.ts";
import { getToken, loginPath } from "./session.ts";
import "./admin.css";

// antd's es/ files are ES modules but its typings are read as CommonJS: accept both shapes.
const esDefault = (module: unknown) => ((module as { default?: AntLocale }).default ?? module) as AntLocale;
const ANT_LOCALES: Record<AdminLanguage, AntLocale> = { en: esDefault(enUS), fr: esDefault(frFR), nl: esDefault(nlNL) };

const THEME = {
  token: { colorPrimary: "#0f5132", colorLink: "#0f5132", borderRadius: 6, fontFamily: "inherit" },
  components: {
    Layout: { siderBg: "#0b2e1f", triggerBg: "#0a2619" },
    Menu: { darkItemBg: "#0b2e1f", darkSubMenuItemBg: "#0a2619" },
    Tree: { nodeSelectedBg: "#dcefd0", nodeHoverBg: "#f0f7ea" },
  },
};

/** A record opened by its address is read while its screen's code loads (early-requests.ts). */
function startReadingOpenedRecord(): void {
  const opened = typeof window === "undefined" ? null : parseAdminPath(window.location.pathname);
  if (opened?.screen && isCrud(opened.screen) && /^\d+$/.test(opened.item ?? "")) startEarly(itemPathOf(opened.screen, Number(opened.item)));
}
startReadingOpenedRecord();

/** The admin: client-only, lazy-loaded by src/routes/admin.tsx. */
export default function AdminApp() {
  const { pathname, search } = useLocation();
  const [language, setLanguage] = useState<AdminLanguage>(initialAdminLanguage);
  const [i18n] = useState(() => createAdminI18n(language));

  useEffect(() => {
    void i18n.changeLanguage(language);
    dayjs.locale(language);
    document.documentElement.lang = language;
    rememberAdminLanguage(language);
  }, [i18n, language]);

  const languageValue = useMemo(() => ({ language, setLanguage }), [language]);

  if (!getToken()) return <Navigate to={loginPath(pathname + search)} replace />;
  if (pathname === "/admin" || pathname === "/admin/") return <Navigate to="/admin/workplace" replace />;

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={languageValue}>
        <ConfigProvider locale={ANT_LOCALES[language]} theme={THEME}>
          <AntApp notification={{ placement: "bottomRight" }}>
            <AuthProvider>
              <AdminLayout />
            </AuthProvider>
          </AntApp>
        </ConfigProvider>
      </LanguageContext.Provider>
    </I18nextProvider>
  );
}
