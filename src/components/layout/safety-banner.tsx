import { useState } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useNonce } from "#src/lib/nonce.tsx";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { LocalLink } from "../local-link.tsx";
import { Icon, icons } from "../icons.tsx";

/** Where a visitor's "hide" is kept: the slug of the notice they hid (a newer notice shows again). */
export const SAFETY_DISMISS_KEY = "fantai.safety.dismissed";

/**
 * The site-wide banner while a safety notice is active (decision 077). Rendered on the server in
 * the layout, so it takes its place before the first paint; without JavaScript it is a link to the notice. A
 * visitor who hid this notice has it hidden by the inline script right after it, before anything is painted, so
 * nothing moves; a newer notice shows again.
 */
export function SafetyBanner() {
  const { t } = useTranslation("common");
  const nonce = useNonce();
  const { safetyBanner } = usePublicLayoutData();
  const [hidden, setHidden] = useState(false);
  if (!safetyBanner) return null;
  const { slug, title, count } = safetyBanner;
  const target = count > 1 ? "/safety" : `/safety/${slug}`;
  const hide = () => {
    try {
      window.localStorage.setItem(SAFETY_DISMISS_KEY, slug);
    } catch {
      // Storage refused (private mode): hidden for this page only.
    }
    setHidden(true);
  };
  // The slug is lower-case letters, digits and hyphens (NOTICE_SLUG); JSON keeps it a plain string either way.
  const script = `try{if(localStorage.getItem(${JSON.stringify(SAFETY_DISMISS_KEY)})===${JSON.stringify(slug).replace(/</g, "\\u003c")})document.getElementById("safety-banner").hidden=true}catch(e){}`;
  return (
    <>
      <div
        id="safety-banner"
        className="safety-banner"
        role="region"
        aria-label={t("safetyBanner.label")}
        hidden={hidden}
        suppressHydrationWarning
        data-testid="safety-banner"
      >
        <div className="container safety-banner__inner">
          <Icon name={icons.shield} size={20} />
          <p className="safety-banner__text">
            <strong>{count > 1 ? t("safetyBanner.several", { count }) : t("safetyBanner.label")}</strong> <span>{title}</span>{" "}
            <LocalLink to={target} className="safety-banner__link">
              {t("safetyBanner.more")}
            </LocalLink>
          </p>
          <button type="button" className="safety-banner__close" onClick={hide} aria-label={t("safetyBanner.dismiss")} title={t("safetyBanner.dismiss")}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
