import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { appContext } from "./lib/app-context.ts";
import { StylesheetReaderProvider } from "./lib/inline-stylesheet.tsx";
import { readBuiltStylesheet } from "./lib/inline-stylesheet.server.ts";
import { lowPriorityModulePreloads } from "./lib/low-priority-modules.server.ts";
import { NonceProvider } from "./lib/nonce.tsx";

/** A render that has not finished by then is aborted and its pending boundaries flushed as errors. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const { cspNonce: nonce, renderFailed, log } = loadContext.get(appContext);
  const userAgent = request.headers.get("user-agent");
  // People get the shell as soon as it is ready; crawlers wait for the whole document.
  const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetReaderProvider value={readBuiltStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetReaderProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          const document = body.pipe(lowPriorityModulePreloads());
          resolve(new Response(createReadableStreamFromReadable(document), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          renderFailed?.();
          if (shellRendered && !request.signal.aborted) {
            if (log) log.error({ err: error }, "page render failed");
            else console.error(error);
          }
        },
      },
    );
  });
}

/** React Router's refusal of a form posted from another site (its CSRF check), which it throws as a plain Error. */
const isCrossOriginPost = (error: unknown) => error instanceof Error && /`origin` header.*Aborting the action/.test(error.message);

/** The app's context when the server made one (a request refused before it has none). */
function appContextOf(context: RouterContextProvider | undefined) {
  try {
    return context?.get(appContext);
  } catch {
    return undefined;
  }
}

/**
 * Errors in loaders and actions, as JSON lines through the request's logger; requests the visitor abandoned are
 * not errors, nor are the visitor's own mistakes (a POST to a page without a form is React Router's 405): the
 * request log already records those as client errors. A form posted from another origin is refused by React
 * Router with a 400: that is said on the request's one (warning) line, never with a stack trace.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: RouterContextProvider }) {
  if (request.signal.aborted) return;
  const app = appContextOf(context);
  if (isCrossOriginPost(error)) return app?.refused?.("a form posted from another origin");
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (app?.log) app.log.error({ err: error }, "page request failed");
  else console.error(error);
}
