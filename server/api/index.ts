import express, { Router } from "express";
import { requireAdmin } from "#server/http/auth.ts";
import { apiNotFound, methodNotAllowed } from "#server/http/errors.ts";
import { jsonDepthLimit } from "#server/http/request-guards.ts";
import { publicApiCaching } from "#server/http/security.ts";
import type { ApiDeps } from "./deps.ts";
import { auditTrail } from "./admin/audit.ts";
import { requireRole } from "./admin/roles.ts";
import { adminRouters } from "./admin/routers.ts";
import { renderDocsPage } from "./docs-page.ts";
import { endpointGroup, mountGroup, type Endpoint, type EndpointGroup } from "./endpoint.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.ts";
import { publicProductEndpoints } from "./public/products.ts";
import { publicContentEndpoints } from "./public/content.ts";
import { publicDealerEndpoints } from "./public/dealers.ts";
import { publicDocumentEndpoints } from "./public/documents.ts";
import { publicFormEndpoints } from "./public/forms.ts";
import { publicSessionEndpoints } from "./public/session.ts";
import { publicWarrantyEndpoints } from "./public/warranty.ts";
import { publicPartEndpoints } from "./public/parts.ts";
import { publicServiceRequestEndpoints } from "./public/service-requests.ts";

/** Where the admin's calls live: /api/ad/…, every one behind the token check. */
const ADMIN_PREFIX = "/ad";

/** The public API's routers; they serve the pages' calls, not the declared admin resources. */
const PUBLIC_ROUTERS: readonly ((api: EndpointGroup, deps: ApiDeps) => void)[] = [
  publicProductEndpoints,
  publicContentEndpoints,
  publicDealerEndpoints,
  publicPartEndpoints,
  publicDocumentEndpoints,
  publicFormEndpoints,
  publicSessionEndpoints,
  publicWarrantyEndpoints,
  publicServiceRequestEndpoints,
];

/** Every call of the API, as endpoint groups: public under /api, bearer-token admin under /api/ad. */
export function defineApi(deps: ApiDeps): EndpointGroup[] {
  const publicApi = endpointGroup("", false);
  for (const router of PUBLIC_ROUTERS) router(publicApi, deps);
  const adminApi = endpointGroup(ADMIN_PREFIX, true);
  for (const router of adminRouters()) router(adminApi, deps);
  return [publicApi, adminApi];
}

/** The /api router: the reference first, public calls, then the admin calls behind the token check. */
export function createApiRouter(deps: ApiDeps): Router {
  const groups = defineApi(deps);
  const router = Router();
  // Articles carry rich text in three languages, so the admin's bodies may reach 1 MB: read only once the
  // token is known good, so no anonymous caller makes the server parse that much. Public bodies are small forms.
  router.use(ADMIN_PREFIX, requireAdmin(deps.services, deps.config), express.json({ limit: "1mb" }));
  router.use(express.json({ limit: "100kb" }));
  router.use(jsonDepthLimit);
  router.use(publicApiCaching(deps.config.PUBLIC_CACHE_CONTROL));

  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const openApi = () => (document ??= buildOpenApiDocument(groups));
  router
    .route("/openapi.json")
    .get((_req, res) => void res.json(openApi()))
    .all(methodNotAllowed);
  router
    .route("/docs")
    .get((_req, res) => void res.type("html").send((page ??= renderDocsPage(openApi()))))
    .all(methodNotAllowed);

  // Every admin call passes the role check (decision 054) and the audit trail (decision 053), declared once here rather than in each route.
  const audit = auditTrail(deps.services);
  const adminGuards = (endpoint: Endpoint) => [...requireRole(endpoint), ...audit(endpoint)];
  for (const group of groups) {
    if (group.secured && group.prefix !== ADMIN_PREFIX) throw new Error(`A secured group must live under ${ADMIN_PREFIX}, where the token is checked`);
    if (group.secured) router.use(group.prefix, mountGroup(group, adminGuards));
    else router.use(group.prefix || "/", mountGroup(group));
  }
  router.use(apiNotFound);
  return router;
}
