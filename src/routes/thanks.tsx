import { useTranslation } from "react-i18next";
import type { Route } from "./+types/thanks";
import { LocalLink } from "#src/components/local-link.tsx";
import { publicLayoutDataFrom } from "#src/lib/root-data.ts";
import { seoMeta } from "#src/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const layout = publicLayoutDataFrom(matches);
  if (!layout) return [];
  return seoMeta(layout.origin, location, { title: "Thank you", description: "We will contact you within 24 hours.", noindex: true });
};

export default function Thanks() {
  const { t } = useTranslation("common");
  return (
    <main id="main" className="container section thanks">
      <h1>Thank you</h1>
      <p>We will contact you within 24 hours.</p>
      <LocalLink to="/" className="button button--primary">
        {t("actions.backToHome")}
      </LocalLink>
    </main>
  );
}
