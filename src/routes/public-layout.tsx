import type { TextsHandle } from "#domain/public-messages.ts";
import { lazy, Suspense } from "react";
import { Outlet, data, isRouteErrorResponse, useMatches, useRouteError, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/public-layout.ts";
import { ErrorPage } from "#src/components/error-page.tsx";
import { BackToTop } from "#src/components/layout/back-to-top.tsx";
import { OfflineBanner, usePrefetchWhenIdle } from "#src/components/layout/connectivity.tsx";
import { Footer } from "#src/components/layout/footer.tsx";
import { Header, SkipLink } from "#src/components/layout/header.tsx";
import { PageSpinner, RouteProgressBar } from "#src/components/layout/navigation-feedback.tsx";
import { Notices } from "#src/components/layout/notices.tsx";
import { PreviewBanner } from "#src/components/layout/preview-banner.tsx";
import { SafetyBanner } from "#src/components/layout/safety-banner.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { toCategoryView } from "#src/lib/category-view.ts";
import { addressInLanguage } from "#domain/forms/countries.ts";
import { localeFromPath } from "#domain/locales.ts";
import { PREVIEW_PARAM } from "#domain/paths.ts";
import { lookup } from "#src/lib/meta.ts";
import { isPublicLayoutId, rootDataFrom, type PublicLayoutData } from "#src/lib/root-data.ts";
import { useCompare } from "#src/state/compare.ts";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle = { texts: ["compare", "form"] };

/** Loaded once a visitor has chosen something to compare: most visits never need it. */
const CompareTray = lazy(() => import("#src/components/specs/compare-tray.tsx").then((module) => ({ default: module.CompareTray })));

export async function loader({ url, context }: Route.LoaderArgs): Promise<PublicLayoutData> {
  const { services, origin, preview } = context.get(appContext);
  // An unknown or expired preview link shows nothing of the record, stored or previewed (decision 061).
  if (preview?.status === "expired") throw data(null, { status: 410 });
  const locale = localeFromPath(url.pathname);
  const [settings, tree, safetyBanner] = await Promise.all([
    services.settings.getPublicSettings(),
    services.catalogue.getCategoryTree(),
    services.safety.activeNoticeBanner(locale),
  ]);
  // The postal address's country follows the page's language, like everything else on it.
  return {
    settings: { ...settings, address: addressInLanguage(settings.address, locale) },
    categories: tree.map((node) => toCategoryView(node, locale)),
    origin,
    safetyBanner,
    ...(preview?.status === "open" ? { preview: { expiresAt: preview.expiresAt } } : {}),
  };
}

/** Header and footer data change with the language or after a form post, not on every click. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) ||
  currentUrl.searchParams.get(PREVIEW_PARAM) !== nextUrl.searchParams.get(PREVIEW_PARAM) ||
  (Boolean(formMethod) && defaultShouldRevalidate);

/** Pages set their own tags; this only names and describes the 404 and error pages the layout's boundary shows. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const messages = rootDataFrom(matches)?.messages;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 404 ? "notFound" : status === 410 ? "previewExpired" : "generic";
  return [
    { title: lookup(messages, `common:errors.${key}Title`) },
    // What the page says under its title; search engines and link previews show it (Lighthouse's meta-description).
    { name: "description", content: lookup(messages, `common:errors.${key}Description`) },
    { name: "robots", content: "noindex" },
  ];
};

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/** product rules §2 public layout: header, footer, back-to-top button, 500 ms spinner, route progress bar. */
function PublicFrame({ children }: { children: React.ReactNode }) {
  usePrefetchWhenIdle();
  return (
    <>
      <RouteProgressBar />
      <SkipLink />
      <PreviewBanner />
      <OfflineBanner />
      <SafetyBanner />
      <Header />
      {children}
      <Footer />
      <BackToTop />
      <Notices />
      <CompareTrayWhenChosen />
      <PageSpinner />
    </>
  );
}

function CompareTrayWhenChosen() {
  const compare = useCompare();
  if (!compare.items.length) return null;
  return (
    <Suspense>
      <CompareTray />
    </Suspense>
  );
}

/** 404s and errors of public pages keep the header and footer when the layout's own data loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const layoutLoaded = useMatches().some((m) => isPublicLayoutId(m.id) && m.loaderData);
  if (!layoutLoaded) return <ErrorPage status={status} />;
  return (
    <PublicFrame>
      <ErrorPage status={status} />
    </PublicFrame>
  );
}
