import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Db } from "./index.ts";
import * as initial from "./migrations/0001-initial.ts";
import * as apiIndexes from "./migrations/0002-api-indexes.ts";
import * as dataVersions from "./migrations/0003-data-versions.ts";
import * as productSearch from "./migrations/0004-product-search.ts";
import * as warrantyOutbox from "./migrations/0006-warranty-outbox.ts";
import * as dealersAndDocuments from "./migrations/0007-dealers-and-documents.ts";
import * as specifications from "./migrations/0008-specifications.ts";
import * as contentVersions from "./migrations/0009-content-versions.ts";
import * as auditLog from "./migrations/0011-audit-log.ts";
import * as adminRoles from "./migrations/0012-admin-roles.ts";
import * as revisions from "./migrations/0013-revisions.ts";
import * as publishing from "./migrations/0014-publishing.ts";
import * as pendingDrafts from "./migrations/0015-pending-drafts.ts";
import * as previews from "./migrations/0016-previews.ts";
import * as campaigns from "./migrations/0017-campaigns.ts";
import * as mediaLibrary from "./migrations/0018-media-library.ts";
import * as adminPasswordFromEnv from "./migrations/0019-admin-password-from-env.ts";
import * as pendingDraftBase from "./migrations/0020-pending-draft-base.ts";
import * as documentVersions from "./migrations/0029-document-versions-and-paper-copies.ts";
import * as spareParts from "./migrations/0031-spare-parts.ts";
import * as serviceRequests from "./migrations/0030-service-requests.ts";
import * as batteryTakeback from "./migrations/0032-battery-takeback.ts";
import * as featuredOrder from "./migrations/0034-featured-order.ts";
import * as auditChanges from "./migrations/0035-audit-changes.ts";
import * as trash from "./migrations/0036-trash.ts";
import * as unpublishTimesAndSeo from "./migrations/0038-unpublish-times-and-seo.ts";
import * as mediaVersionsAndFocalPoints from "./migrations/0039-media-versions-and-focal-points.ts";
import * as formerProductNames from "./migrations/0026-former-product-names.ts";
import * as newsletterDoubleOptIn from "./migrations/0033-newsletter-double-opt-in.ts";
import * as idempotencyKeys from "./migrations/0021-idempotency-keys.ts";
import * as owners from "./migrations/0023-owners.ts";
import * as safetyNotices from "./migrations/0024-safety-notices.ts";
import * as secondFactor from "./migrations/0022-second-factor.ts";

/** Listed explicitly so the bundle-free server and the tests load the same set. */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-api-indexes": apiIndexes,
  "0003-data-versions": dataVersions,
  "0004-product-search": productSearch,
  "0006-warranty-outbox": warrantyOutbox,
  "0007-dealers-and-documents": dealersAndDocuments,
  "0008-specifications": specifications,
  "0009-content-versions": contentVersions,
  "0011-audit-log": auditLog,
  "0012-admin-roles": adminRoles,
  "0013-revisions": revisions,
  "0014-publishing": publishing,
  "0015-pending-drafts": pendingDrafts,
  "0016-previews": previews,
  "0017-campaigns": campaigns,
  "0018-media-library": mediaLibrary,
  "0019-admin-password-from-env": adminPasswordFromEnv,
  "0020-pending-draft-base": pendingDraftBase,
  "0021-idempotency-keys": idempotencyKeys,
  "0022-second-factor": secondFactor,
  "0023-owners": owners,
  "0024-safety-notices": safetyNotices,
  "0026-former-product-names": formerProductNames,
  "0029-document-versions-and-paper-copies": documentVersions,
  "0031-spare-parts": spareParts,
  "0030-service-requests": serviceRequests,
  "0032-battery-takeback": batteryTakeback,
  "0033-newsletter-double-opt-in": newsletterDoubleOptIn,
  "0034-featured-order": featuredOrder,
  "0035-audit-changes": auditChanges,
  "0036-trash": trash,
  "0038-unpublish-times-and-seo": unpublishTimesAndSeo,
  "0039-media-versions-and-focal-points": mediaVersionsAndFocalPoints,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** `schema`: where Kysely keeps its migration tables on PostgreSQL when not in the default schema. */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
