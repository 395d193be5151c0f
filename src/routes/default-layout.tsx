import { Outlet } from "react-router";
import { LocalLink } from "#src/components/local-link.tsx";
import { Logo } from "#src/components/layout/logo.tsx";
import { RouteProgressBar } from "#src/components/layout/navigation-feedback.tsx";

/** SPEC §2 "default layout": a bare frame with the logo, for sign-in and similar pages. */
export default function DefaultLayout() {
  return (
    <div className="default-layout">
      <RouteProgressBar />
      <header className="default-layout__header container">
        <LocalLink to="/" aria-label="Home">
          <Logo brand="Fantai" />
        </LocalLink>
      </header>
      <Outlet />
    </div>
  );
}
