import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/thanks.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { pageMeta } from "#src/lib/meta.ts";
import thanksStyles from "#src/styles/thanks.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["thanks"], stylesheets: [thanksStyles] };

/** product rules §9: the thank-you page promises contact within this many hours. */
export const CONTACT_WITHIN_HOURS = 24;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "thanks.title", description: "thanks.text", vars: { hours: CONTACT_WITHIN_HOURS }, noindex: true });

export default function Thanks() {
  const { t } = useTranslation("public");
  return (
    <main id="main" className="container section thanks">
      <div className="thanks__card">
        <span className="thanks__icon">
          <Icon name={icons.check} size={40} />
        </span>
        <h1>{t("thanks.title")}</h1>
        <p className="thanks__text">{t("thanks.text", { hours: CONTACT_WITHIN_HOURS })}</p>
        <p className="thanks__hint">{t("thanks.hint")}</p>
        <LocalLink to="/" className="button button--primary button--large">
          {t("common:actions.backToHome")}
        </LocalLink>
      </div>
    </main>
  );
}
