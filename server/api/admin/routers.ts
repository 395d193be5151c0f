import { RESOURCE_NAMES, type ResourceName } from "#domain/resources.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { adminAuditEndpoints } from "./audit.ts";
import { adminBulkEndpoints } from "./bulk.ts";
import { adminCampaignEndpoints } from "./campaigns.ts";
import { adminCatalogueEndpoints } from "./catalogue.ts";
import { adminContentEndpoints } from "./content.ts";
import { adminDealerEndpoints } from "./dealers.ts";
import { adminDocumentEndpoints } from "./documents.ts";
import { adminEnquiryEndpoints } from "./enquiries.ts";
import { adminLabelEndpoints } from "./labels.ts";
import { adminMediaEndpoints } from "./media.ts";
import { adminPaperCopyEndpoints } from "./paper-copies.ts";
import { adminPartEndpoints } from "./parts.ts";
import { adminSafetyEndpoints } from "./safety.ts";
import { adminSearchEndpoints } from "./search.ts";
import { adminServiceRequestEndpoints } from "./service-requests.ts";
import { adminSessionEndpoints } from "./session.ts";
import { adminSpecEndpoints } from "./specs.ts";
import { adminTrashEndpoints } from "./trash.ts";
import { adminUserEndpoints } from "./users.ts";
import { adminWarrantyEndpoints } from "./warranty.ts";

/** A router of the admin API: adds its calls to the /api/ad group. */
export type AdminRouter = (api: EndpointGroup, deps: ApiDeps) => void;

/**
 * The router that serves each declared resource's calls under /api/ad (decisions 088, 095), keyed by the names of
 * domain/resources.ts: a new declaration does not compile until it names its router here. A router serving several
 * resources is named by each and mounted once.
 */
const RESOURCE_ROUTERS: { readonly [name in ResourceName]: AdminRouter | readonly AdminRouter[] } = {
  // The bulk edits (…/_bulk) go before the lists' own …/:id paths, which would answer 405 to them.
  products: [adminBulkEndpoints, adminCatalogueEndpoints, adminLabelEndpoints],
  categories: adminCatalogueEndpoints,
  specificationAttributes: adminSpecEndpoints,
  articles: adminCatalogueEndpoints,
  posters: adminContentEndpoints,
  cardAdverts: adminContentEndpoints,
  rotationCharts: adminContentEndpoints,
  listPosters: adminContentEndpoints,
  categoryPages: adminContentEndpoints,
  categoryPageSlides: adminContentEndpoints,
  subcategoryPages: adminContentEndpoints,
  socialCodes: adminContentEndpoints,
  siteSettings: adminContentEndpoints,
  media: adminMediaEndpoints,
  campaigns: adminCampaignEndpoints,
  dealers: adminDealerEndpoints,
  documents: adminDocumentEndpoints,
  parts: adminPartEndpoints,
  partDiagrams: adminPartEndpoints,
  safetyNotices: adminSafetyEndpoints,
  safetyReports: adminSafetyEndpoints,
  registrationFlags: adminSafetyEndpoints,
  serviceRequests: adminServiceRequestEndpoints,
  enquiries: adminEnquiryEndpoints,
  newsletterSignUps: adminEnquiryEndpoints,
  warrantyRegistrations: adminWarrantyEndpoints,
  mails: adminWarrantyEndpoints,
  paperCopies: adminPaperCopyEndpoints,
  trash: adminTrashEndpoints,
  auditLog: adminAuditEndpoints,
  adminAccounts: adminUserEndpoints,
  signInSecurity: adminSessionEndpoints,
};

/** Every admin router once, in the declarations' order. The session router and the finder come first: their calls
 * (me, logout, dashboard, uploads, search) belong to no resource. */
export function adminRouters(): AdminRouter[] {
  return [...new Set([adminSessionEndpoints, adminSearchEndpoints, ...RESOURCE_NAMES.flatMap((name) => RESOURCE_ROUTERS[name])])];
}
