import express, { Router } from "express";
import { requireAdmin } from "#server/http/auth.ts";
import { apiNotFound, methodNotAllowed } from "#server/http/errors.ts";
import { jsonDepthLimit } from "#server/http/request-guards.ts";
import { publicApiCaching } from "#server/http/security.ts";
import type { ApiDeps } from "./deps.ts";
import { adminAuditEndpoints, auditTrail } from "./admin/audit.ts";
import { adminCampaignEndpoints } from "./admin/campaigns.ts";
import { adminCatalogueEndpoints } from "./admin/catalogue.ts";
import { adminContentEndpoints } from "./admin/content.ts";
import { adminDealerEndpoints } from "./admin/dealers.ts";
import { adminDocumentEndpoints } from "./admin/documents.ts";
import { adminEnquiryEndpoints } from "./admin/enquiries.ts";
import { adminPaperCopyEndpoints } from "./admin/paper-copies.ts";
import { adminLabelEndpoints } from "./admin/labels.ts";
import { adminMediaEndpoints } from "./admin/media.ts";
import { requireRole } from "./admin/roles.ts";
import { adminSessionEndpoints } from "./admin/session.ts";
import { adminUserEndpoints } from "./admin/users.ts";
import { adminSpecEndpoints } from "./admin/specs.ts";
import { renderDocsPage } from "./docs-page.ts";
import { endpointGroup, mountGroup, type Endpoint, type EndpointGroup } from "./endpoint.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.ts";
import { publicCommodityEndpoints } from "./public/commodities.ts";
import { publicContentEndpoints } from "./public/content.ts";
import { publicDealerEndpoints } from "./public/dealers.ts";
import { publicDocumentEndpoints } from "./public/documents.ts";
import { publicFormEndpoints } from "./public/forms.ts";
import { publicSessionEndpoints } from "./public/session.ts";
import { publicWarrantyEndpoints } from "./public/warranty.ts";
import { adminWarrantyEndpoints } from "./admin/warranty.ts";
import { adminSafetyEndpoints } from "./admin/safety.ts";
import { adminPartEndpoints } from "./admin/parts.ts";
import { publicPartEndpoints } from "./public/parts.ts";
import { adminServiceRequestEndpoints } from "./admin/service-requests.ts";
import { adminTrashEndpoints } from "./admin/trash.ts";
import { publicServiceRequestEndpoints } from "./public/service-requests.ts";

/** Where the admin's calls live: /api/ad/…, every one behind the token check. */
const ADMIN_PREFIX = "/ad";

/** Every call of the API, as endpoint groups: public under /api, bearer-token admin under /api/ad. */
export function defineApi(deps: ApiDeps): EndpointGroup[] {
  const publicApi = endpointGroup("", false);
  publicCommodityEndpoints(publicApi, deps);
  publicContentEndpoints(publicApi, deps);
  publicDealerEndpoints(publicApi, deps);
  publicPartEndpoints(publicApi, deps);
  publicDocumentEndpoints(publicApi, deps);
  publicFormEndpoints(publicApi, deps);
  publicSessionEndpoints(publicApi, deps);
  publicWarrantyEndpoints(publicApi, deps);
  publicServiceRequestEndpoints(publicApi, deps);

  const adminApi = endpointGroup(ADMIN_PREFIX, true);
  adminSessionEndpoints(adminApi, deps);
  adminCatalogueEndpoints(adminApi, deps);
  adminContentEndpoints(adminApi, deps);
  adminCampaignEndpoints(adminApi, deps);
  adminEnquiryEndpoints(adminApi, deps);
  adminDealerEndpoints(adminApi, deps);
  adminDocumentEndpoints(adminApi, deps);
  adminPaperCopyEndpoints(adminApi, deps);
  adminLabelEndpoints(adminApi, deps);
  adminMediaEndpoints(adminApi, deps);
  adminWarrantyEndpoints(adminApi, deps);
  adminSafetyEndpoints(adminApi, deps);
  adminPartEndpoints(adminApi, deps);
  adminServiceRequestEndpoints(adminApi, deps);
  adminSpecEndpoints(adminApi, deps);
  adminTrashEndpoints(adminApi, deps);
  adminAuditEndpoints(adminApi, deps);
  adminUserEndpoints(adminApi, deps);
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
