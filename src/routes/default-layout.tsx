import { Outlet } from "react-router";
import { LocalLink } from "#src/components/local-link.tsx";
import { Logo } from "#src/components/layout/logo.tsx";
import { RouteProgressBar } from "#src/components/layout/navigation-feedback.tsx";
import { useTranslation } from "#src/lib/i18n-react.tsx";

/** product rules §2 "default layout": a bare frame with the logo, for sign-in and similar pages. */
export default function DefaultLayout() {
  const { t } = useTranslation("common");
  return (
    <div className="default-layout">
      <RouteProgressBar />
      <header className="default-layout__header container">
        {/* The link's name starts with the text it shows (WCAG 2.5.3), as the public header's logo does. */}
        <LocalLink to="/">
          <Logo brand="Fantai" />
          <span className="visually-hidden"> {t("nav.home")}</span>
        </LocalLink>
      </header>
      <Outlet />
    </div>
  );
}
