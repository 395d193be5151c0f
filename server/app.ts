import express, { type Express, type Request, type RequestHandler } from "express";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Logger } from "pino";
import { z } from "zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/index.ts";
import { createApiRouter } from "./api/index.ts";
import { cleanPagePaths } from "./http/clean-paths.ts";
import { compressResponses } from "./http/compression.ts";
import { apiErrorHandler } from "./http/errors.ts";
import { plainZodMessage } from "./http/zod-messages.ts";
import { formPostAllowance, LOGIN_REFUSED, ownerLinkAllowance, type PublicForm } from "./http/rate-limit.ts";
import { passwordSignInThrottled, type PasswordCredentials } from "./http/sign-in.ts";
import { refuseRequest, requestLogger } from "./http/logging.ts";
import { createMetrics, metricsEndpoint, type Metrics } from "./http/metrics.ts";
import type { Lifecycle } from "./http/shutdown.ts";
import { isApiRequest, pageErrorHandler, pageMethods, refuseOversizedBodies, requireHost, untrustedProxyWarning } from "./http/request-guards.ts";
import { mailOrigin, siteOrigin } from "./http/origin.ts";
import { crawlerFiles, missingFile } from "./http/crawler-files.ts";
import { createRenderCache, RENDER_FAILED, type RenderCache } from "./http/render-cache.ts";
import { renderSlots } from "./http/render-slots.ts";
import { cspNonce, isPreviewRequest, noStoreOnPrivatePages, securityHeaders } from "./http/security.ts";
import type { FoundPreview } from "./services/previews.ts";
import { parseId, PREVIEW_PARAM } from "#domain/paths.ts";
import { mediaOrigin } from "./services/storage.ts";
import { createServices, type Services } from "./services/index.ts";
import { createFileStore } from "./services/storage.ts";
import { createOidcSignIn, oidcSettingsOf } from "./services/oidc.ts";
// The one seam the other way: the server hands the pages their load context, the object their loaders read it by.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { appContext, type SignInOutcome } from "#src/lib/app-context.ts";
import { messagesFile, MESSAGES_PATH } from "#domain/messages.server.ts";
import { modelText, scanLanguage, scanTarget, serialParam, SERIAL_PARAM } from "#domain/short-links.ts";

export interface Frontend {
  /** Static files (built assets) or Vite's dev middleware, mounted before the pages. */
  middlewares: RequestHandler[];
  build: ServerBuild | (() => Promise<ServerBuild>);
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Omitted by API tests, which need no pages. */
  frontend?: Frontend;
  /** Shutdown state (server/http/shutdown.ts): /readyz answers 503 while draining. */
  lifecycle?: Lifecycle;
}

export interface App {
  express: Express;
  services: Services;
  metrics: Metrics;
  /** Rendered public pages kept as bytes (decision 049). */
  renderCache: RenderCache;
}

const IMMUTABLE = { immutable: true, maxAge: "1y", index: false } as const;

/**
 * The services one page request sees: the category tree, which the layout and the product,
 * products, landing and manuals loaders all need, is read once per request.
 */
function requestScoped(services: Services, preview: FoundPreview | undefined): Services {
  const seen = preview ? previewing(services, preview) : services;
  let tree: ReturnType<Services["catalogue"]["getCategoryTree"]> | undefined;
  return { ...seen, catalogue: { ...seen.catalogue, getCategoryTree: () => (tree ??= seen.catalogue.getCategoryTree()) } };
}

/** A preview link's page (decision 061): the previewed record replaces the stored one wherever the page reads it. */
function previewing(services: Services, preview: FoundPreview): Services {
  const { catalogue, content } = services;
  const shown = <T>(id: number, stored: (id: number) => Promise<T>): Promise<T> =>
    id === preview.recordId ? Promise.resolve(preview.record as T) : stored(id);
  switch (preview.resource) {
    case "commodities":
      return { ...services, catalogue: { ...catalogue, getProduct: (id) => shown(id, catalogue.getProduct) } };
    case "articles":
      return { ...services, content: { ...content, getArticle: (id) => shown(id, content.getArticle) } };
    // A landing page is reached through the category tree: a draft's page must be linked there too.
    case "page/ones":
      return {
        ...services,
        catalogue: { ...catalogue, getCategoryTree: () => catalogue.getCategoryTree({ includeDrafts: true }) },
        content: { ...content, getCategoryPage: (id) => shown(id, content.getCategoryPage) },
      };
    case "page/twos":
      return {
        ...services,
        catalogue: { ...catalogue, getCategoryTree: () => catalogue.getCategoryTree({ includeDrafts: true }) },
        content: { ...content, getSubcategoryPage: (id) => shown(id, content.getSubcategoryPage) },
      };
  }
}

/** The preview a page request's link opens, "expired" when the token is unknown or past its time, undefined when none is asked for. */
async function previewOf(services: Services, req: Request): Promise<FoundPreview | "expired" | undefined> {
  if (!isPreviewRequest(req)) return undefined;
  const token = req.query[PREVIEW_PARAM];
  return (typeof token === "string" ? await services.previews.findPreview(token) : undefined) ?? "expired";
}

export function createApp({ config, database, logger, frontend, lifecycle }: AppDeps): App {
  // Inputs the services parse themselves (a CSV import's rows) are refused in plain words too, which the error handler translates.
  z.config({ customError: plainZodMessage });
  const oidc = oidcSettingsOf(config);
  const services = createServices({ ...database, oidc: oidc && createOidcSignIn(oidc, logger) });
  const app = express();
  const metrics = createMetrics(database);
  app.use(metrics.timeRequests);
  app.disable("x-powered-by");
  // Strong validators: a 304 promises the very bytes (decision 050).
  app.set("etag", "strong");
  app.set("trust proxy", config.TRUST_PROXY);
  if (config.TRUST_PROXY === true) {
    logger.warn(
      { setting: "TRUST_PROXY" },
      "TRUST_PROXY=true believes any X-Forwarded-For: a client can choose its own address and escape the rate limits. Give the number of proxies (e.g. 1) or their subnets instead.",
    );
  }

  if (config.NODE_ENV === "production" && !config.PUBLIC_URL) {
    logger.warn(
      { setting: "PUBLIC_URL" },
      "PUBLIC_URL is not set: the links in mails (the staff's enquiry notification, the owner's warranty certificate, invitations) " +
        "point at this server's own address, and the pages' canonical links take the request's Host header. Set PUBLIC_URL to the site's address, e.g. https://www.fantai.example.",
    );
  }

  // The same for every request: it never depends on the request (decision 070).
  const mailLinksOrigin = mailOrigin(config);
  app.use(requestLogger(logger));
  app.use(untrustedProxyWarning(logger, app.get("trust proxy fn") as (address: string, hop: number) => boolean));
  // Before every route, the health checks' too: no body declared past a call's bound is read, on any path.
  app.use(refuseOversizedBodies({ uploadMaxBytes: config.UPLOAD_MAX_BYTES, documentMaxBytes: config.DOCUMENT_MAX_BYTES }));
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    if (lifecycle?.draining) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
    const ready = await services.settings.ping().catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unreachable" });
  });

  app.get("/metrics", metricsEndpoint(metrics, config.METRICS_TOKEN));
  app.use(requireHost);
  // A stored page goes out as soon as its nonce is drawn, with the headers its render had (the
  // security headers and Vary among them): it is compressed already, and no route mounted below
  // answers a URL a page is stored under. The API never is.
  const renderCache = createRenderCache({
    db: database.db,
    maxBytes: config.PAGE_CACHE_MAX_BYTES,
    cacheControl: config.PUBLIC_CACHE_CONTROL,
    originOf: (req) => siteOrigin(config, req),
  });
  app.use(cspNonce);
  if (frontend) app.use((req, res, next) => (isApiRequest(req) ? next() : renderCache.serveStored(req, res, next)));
  app.use(
    securityHeaders({ development: config.NODE_ENV === "development", imageOrigins: [mediaOrigin(config)].filter((origin) => origin !== undefined) }),
    noStoreOnPrivatePages,
  );
  // `/` redirects a first visit by its Accept-Language unless the language cookie is set.
  app.get("/", (_req, res, next) => {
    res.vary("Accept-Language").vary("Cookie");
    next();
  });
  // What a render streams is compressed and sent a turn of the event loop at a time (compression.ts).
  app.use(compressResponses());
  app.use("/media", express.static(config.UPLOAD_DIR, IMMUTABLE), missingFile);
  // The public texts the browser fetches before it hydrates, in parts (decisions 067 and 094): named by their content, kept for good.
  app.get(`${MESSAGES_PATH}/:base/:part`, (req, res) => {
    const file = messagesFile(req.path);
    if (!file) return void res.status(404).type("text/plain").send("Not found\n");
    res.set("Cache-Control", "public, max-age=31536000, immutable").type("json").send(file);
  });
  app.use(crawlerFiles({ db: database.db, config }));

  const files = createFileStore(config);
  app.use("/api", createApiRouter({ services, config, database, files }), apiErrorHandler);

  // Product documents: published ones only, under their real file name. The path carries the
  // stored file's version, so a replaced file gets a new URL and each URL may be cached for good.
  app.get("/documents/:id/:version/:name", async (req, res, next) => {
    const id = parseId(req.params.id);
    const found = id === null ? undefined : await services.documents.findDownload(files, id, req.params.version);
    if (!found) return next(); // the site's 404 page
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${found.name}"`,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Last-Modified": new Date(found.updatedAt).toUTCString(),
    });
    res.send(found.body);
  });

  // Labels' short addresses (decision 082): /m/{model}[?sn=] to the product page in the visitor's language with the
  // owner strip, or to the product search for an unknown model. Any text answers a redirect, never an error.
  app.get(/^\/m(?:\/.*)?$/i, async (req, res) => {
    const text = modelText(req.path);
    const locale = scanLanguage(req.get("cookie"), req.get("accept-language"));
    const found = text ? await services.catalogue.findByModel(text) : undefined;
    res.vary("Cookie").vary("Accept-Language");
    res.set("Cache-Control", "private, max-age=0");
    res.redirect(302, scanTarget(found, text, locale, serialParam(req.query[SERIAL_PARAM])));
  });

  if (frontend) {
    // No-JavaScript form posts to page routes share the API's per-IP counters.
    const allowForm = formPostAllowance(services.rateLimits, config);
    const allowOwnerLink = ownerLinkAllowance(services.rateLimits, config);
    // The owner's session cookie is Secure in production whenever the site is reached over HTTPS (decision 075).
    const secureCookies = (req: Request) => config.NODE_ENV === "production" && (req.secure || Boolean(config.PUBLIC_URL?.startsWith("https:")));
    // The sign-in page's no-JavaScript form: the same throttle and sessions as POST /api/login.
    const passwordSignIn = passwordSignInThrottled(services, config);
    const signIn = async (ip: string, credentials: PasswordCredentials): Promise<SignInOutcome> => {
      const outcome = await passwordSignIn(ip, credentials);
      if (outcome === LOGIN_REFUSED) return { status: "too-many-attempts" };
      if (outcome.status !== "signed-in") return { status: outcome.status };
      return { status: "signed-in", token: outcome.session.token, enrolOnly: outcome.session.user.enrolOnly === true };
    };
    for (const middleware of frontend.middlewares) app.use(middleware);
    app.use(missingFile);
    app.use(pageMethods);
    app.use(cleanPagePaths);
    app.use(renderCache.recordRender);
    app.use(renderSlots(config.PAGE_RENDER_CONCURRENCY));
    app.use(
      createRequestHandler({
        build: frontend.build,
        mode: config.NODE_ENV,
        getLoadContext: async (req, res) => {
          const preview = await previewOf(services, req);
          return new RouterContextProvider(
            new Map([
              [
                appContext,
                {
                  services: requestScoped(services, typeof preview === "object" ? preview : undefined),
                  preview: preview === undefined ? undefined : preview === "expired" ? { status: "expired" } : { status: "open", expiresAt: preview.expiresAt },
                  cspNonce: res.locals.cspNonce as string,
                  origin: siteOrigin(config, req),
                  mailOrigin: mailLinksOrigin,
                  allowFormPost: (form: PublicForm) => allowForm(req.ip ?? "unknown", form),
                  signIn: (credentials: PasswordCredentials) => signIn(req.ip ?? "unknown", credentials),
                  allowOwnerLink: (email: string) => allowOwnerLink(req.ip ?? "unknown", email),
                  secureCookies: secureCookies(req),
                  renderFailed: () => {
                    res.locals[RENDER_FAILED] = true;
                  },
                  log: req.log ?? logger,
                  refused: (reason: string) => refuseRequest(res, reason),
                },
              ],
            ]),
          );
        },
      }),
    );
  }
  app.use(pageErrorHandler(logger));
  return { express: app, services, metrics, renderCache };
}
