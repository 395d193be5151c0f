import { Outlet, isRouteErrorResponse, useRouteError, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/public-layout";
import { ErrorPage } from "#src/components/error-page.tsx";
import { BackToTop } from "#src/components/layout/back-to-top.tsx";
import { Footer } from "#src/components/layout/footer.tsx";
import { Header } from "#src/components/layout/header.tsx";
import { PageSpinner, RouteProgressBar } from "#src/components/layout/navigation-feedback.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath } from "#src/lib/locales.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = context.get(appContext);
  const [settings, categories] = await Promise.all([services.settings.getPublicSettings(), services.catalogue.getCommodityTypeTree()]);
  return { settings, categories, origin };
}

/** Header and footer data change with the language or after a form post, not on every click. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || (Boolean(formMethod) && defaultShouldRevalidate);

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <RouteProgressBar />
      <Header />
      {children}
      <Footer />
      <BackToTop />
      <PageSpinner />
    </>
  );
}

/** 404s and errors of public pages keep the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
