import { Provider as JotaiProvider, useSetAtom } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { Suspense, use, useEffect, useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root.ts";
import { ErrorPage } from "./components/error-page.tsx";
import { errorPageMessages } from "./lib/error-page-messages.ts";
import { isChunkLoadError, reloadOnceForChunkError } from "./lib/chunk-reload.ts";
import { I18nProvider } from "./lib/i18n-react.tsx";
import { InlineStylesheet, stylesheetsOf } from "./lib/inline-stylesheet.tsx";
import { localeFromPath } from "#domain/locales.ts";
import { messagesBase } from "#domain/messages.server.ts";
import {
  fetchMessages,
  hasParts,
  messagesOf,
  pickMessages,
  textGroupsOf,
  textsHref,
  MESSAGES_LINK_ATTRIBUTE,
  TEXT_PART_ATTRIBUTE,
} from "#domain/public-messages.ts";
import type { Locale } from "#domain/locales.ts";
import { useNonce } from "./lib/nonce.tsx";
import { localeAtom } from "./state/ui.ts";
import shellStyles from "./styles/shell.css?url";

export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, messagesBase: messagesBase(locale) };
}

/** Texts change only with the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  // The document's own texts: later parts and languages are fetched by App, so the preloads never change.
  const [texts] = useState(
    () =>
      root && {
        locale: root.locale,
        hrefs: textGroupsOf(matches).map((group) => [group.join("+"), textsHref(root.messagesBase, group)] as const),
      },
  );
  return (
    <html lang={localeFromPath(pathname)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5132" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The page's texts, fetched in parallel with the scripts and kept by the browser (decisions 067 and 094). */}
        {texts?.hrefs.map(([name, href]) => (
          <link
            key={name}
            rel="preload"
            href={href}
            as="fetch"
            crossOrigin="anonymous"
            {...{ [MESSAGES_LINK_ATTRIBUTE]: texts.locale, [TEXT_PART_ATTRIBUTE]: name }}
          />
        ))}
        {/* Every page's own styles and those its routes name (decision 097): in the page on a first visit, files on later ones. */}
        {[shellStyles, ...stylesheetsOf(matches)].map((href) => (
          <InlineStylesheet key={href} href={href} />
        ))}
        {/* No paint of a half-parsed header: a header row that grows while the HTML arrives would shift (decision 029).
            The admin is drawn in the browser and has no #main to wait for. */}
        {!isAdminPath(pathname) && <link rel="expect" href="#main" blocking="render" />}
        {/* Without JavaScript nothing fills the placeholders of growing lists (nor reaches what waits among them): the pager links take over;
            nothing opens the product list's category groups either, so their subcategories are shown open. */}
        <noscript>
          <style>{".is-placeholder,.is-ahead{display:none}.category-filter__children[hidden]{display:block}"}</style>
        </noscript>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, messagesBase } = loaderData;
  // The texts of the matched routes: a client navigation waits (in its transition) for the parts it lacks.
  const groups = textGroupsOf(useMatches());
  const parts = groups.flat();
  if (!hasParts(locale, parts)) use(fetchMessages(locale, messagesBase, groups));
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"; // lets tests wait for interactivity
  }, []);
  return (
    <JotaiProvider>
      <I18nProvider language={locale} messages={pickMessages(locale, parts)}>
        <LocaleState locale={locale} />
        <Outlet />
      </I18nProvider>
    </JotaiProvider>
  );
}

/** The locale atom (product rules §3 "Locale state") follows the page's language, from the first render on. */
function LocaleState({ locale }: { locale: Locale }) {
  useHydrateAtoms([[localeAtom, locale]] as const);
  const setLocale = useSetAtom(localeAtom);
  useEffect(() => setLocale(locale), [locale, setLocale]);
  return null;
}

/** The last resort: shown when nothing below could render, with no dependency that could fail again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!data) {
    return (
      <Suspense fallback={null}>
        <ErrorPageWithoutRootData status={status} locale={localeFromPath(pathname)} />
      </Suspense>
    );
  }
  return (
    <I18nProvider language={data.locale} messages={messagesOf(data.locale)}>
      <ErrorPage status={status} />
    </I18nProvider>
  );
}

/** The root loader did not run (a POST to a page without an action): the texts are fetched for the error page alone. */
function ErrorPageWithoutRootData({ status, locale }: { status: number; locale: Locale }) {
  const messages = use(errorPageMessages(locale));
  return (
    <I18nProvider language={locale} messages={messages}>
      <ErrorPage status={status} />
    </I18nProvider>
  );
}
