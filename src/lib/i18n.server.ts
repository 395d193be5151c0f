import type { TranslatorFactory } from "./i18n-react.tsx";
import { createI18n } from "./i18n.ts";
import type { Locale } from "./locales.ts";

/** i18next renders the public pages' texts on the server (one instance per request and language). */
export function i18nextTranslator(): TranslatorFactory {
  const instances = new Map<string, ReturnType<typeof createI18n>>();
  return (language, messages, namespace) => {
    let instance = instances.get(language);
    if (!instance) {
      instance = createI18n(language as Locale, messages);
      instances.set(language, instance);
    }
    const t = instance.getFixedT(language, namespace) as unknown as (key: string, options?: object) => string;
    return (key, vars) => String(t(key, vars));
  };
}
