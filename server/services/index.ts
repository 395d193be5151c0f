import type { Db, DbEngine } from "#server/db/index.ts";
import * as adminSearch from "./admin-search.ts";
import * as audit from "./audit.ts";
import * as auth from "./auth.ts";
import * as campaigns from "./campaigns.ts";
import * as bulkEdit from "./bulk-edit.ts";
import * as catalogue from "./catalogue.ts";
import * as compatibility from "./compatibility.ts";
import * as content from "./content.ts";
import * as dashboard from "./dashboard.ts";
import * as dealers from "./dealers.ts";
import * as documents from "./documents.ts";
import * as enquiries from "./enquiries.ts";
import * as facets from "./facets.ts";
import * as idempotency from "./idempotency.ts";
import type { IdempotentAnswer, IdempotentOutcome, IdempotentRequest } from "./idempotency.ts";
import * as mediaLibrary from "./media-library.ts";
import type { OidcSignIn } from "./oidc.ts";
import * as previews from "./previews.ts";
import * as publishing from "./publishing.ts";
import * as rateLimits from "./rate-limits.ts";
import * as records from "./records.ts";
import * as revisions from "./revisions.ts";
import { sanitizeRichText } from "./sanitize.ts";
import * as settings from "./settings.ts";
import * as specs from "./specs.ts";
import * as subscriptions from "./subscriptions.ts";
import * as uploads from "./uploads.ts";
import * as users from "./users.ts";
import * as secondFactor from "./second-factor.ts";
import * as outbox from "./outbox.ts";
import * as owners from "./owners.ts";
import * as paperCopies from "./paper-copies.ts";
import * as warranty from "./warranty.ts";
import * as safety from "./safety.ts";
import * as parts from "./parts.ts";
import * as serviceRequests from "./service-requests.ts";
import * as trash from "./trash.ts";

/**
 * A service module is a repository: every function it exports takes the database (or a transaction)
 * first. Pure rules live in sibling modules that are imported directly, so binding needs no guessing.
 */
type ServiceModule<M> = {
  [K in keyof M]: M[K] extends (...args: never[]) => unknown
    ? M[K] extends (db: Db, ...args: never[]) => unknown
      ? M[K]
      : "exports a function that does not take the database first"
    : M[K];
};

/** A service module's functions with the database already applied (constants are dropped). */
type BoundModule<M> = {
  [K in keyof M as M[K] extends (...args: never[]) => unknown ? K : never]: M[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
};

function bindDb<M extends ServiceModule<M>>(module: M, db: Db): BoundModule<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === "function") bound[name] = (...args: unknown[]) => value(db, ...args);
  }
  return bound as BoundModule<M>;
}

export interface ServiceDeps {
  db: Db;
  engine: DbEngine;
  /** Single sign-on, when OIDC_* is set (createOidcSignIn in ./oidc.ts). */
  oidc?: OidcSignIn;
}

function bindServices({ db, oidc }: ServiceDeps) {
  return {
    catalogue: bindDb(catalogue, db),
    trash: bindDb(trash, db),
    compatibility: bindDb(compatibility, db),
    content: bindDb(content, db),
    settings: bindDb(settings, db),
    specs: bindDb(specs, db),
    enquiries: bindDb(enquiries, db),
    facets: bindDb(facets, db),
    subscriptions: bindDb(subscriptions, db),
    auth: bindDb(auth, db),
    secondFactor: bindDb(secondFactor, db),
    audit: bindDb(audit, db),
    adminSearch: bindDb(adminSearch, db),
    bulkEdit: bindDb(bulkEdit, db),
    records: bindDb(records, db),
    revisions: bindDb(revisions, db),
    previews: bindDb(previews, db),
    publishing: bindDb(publishing, db),
    campaigns: bindDb(campaigns, db),
    dashboard: bindDb(dashboard, db),
    dealers: bindDb(dealers, db),
    documents: bindDb(documents, db),
    uploads: bindDb(uploads, db),
    mediaLibrary: bindDb(mediaLibrary, db),
    users: bindDb(users, db),
    rateLimits: bindDb(rateLimits, db),
    warranty: bindDb(warranty, db),
    outbox: bindDb(outbox, db),
    idempotency: bindDb(idempotency, db),
    owners: bindDb(owners, db),
    safety: bindDb(safety, db),
    parts: bindDb(parts, db),
    serviceRequests: bindDb(serviceRequests, db),
    paperCopies: bindDb(paperCopies, db),
    oidc,
    /** Stored HTML is cleaned again right before pages render it (it was cleaned on write too). */
    richText: { sanitize: sanitizeRichText },
  };
}

/** What loaders, actions and routers call. Each member is a plain module bound to the database, except `oidc` (the sign-in provider's client, or undefined). */
export interface Services extends ReturnType<typeof bindServices> {
  /**
   * Runs `work` with every service bound to one transaction (or to the caller's, inside one), so a
   * router's several service calls are written together or not at all.
   */
  transaction<T>(work: (services: Services) => Promise<T>): Promise<T>;
  /**
   * Runs `work` (which writes through the services it is given) at most once per idempotency key (decision 073):
   * the key's row, the writes and the answer commit in one transaction; a retry gets the first answer.
   */
  idempotently(request: IdempotentRequest, work: (services: Services) => Promise<IdempotentAnswer>): Promise<IdempotentOutcome>;
}

export function createServices(deps: ServiceDeps): Services {
  return {
    ...bindServices(deps),
    transaction: (work) => records.inTransaction(deps.db, (trx) => work(createServices({ ...deps, db: trx }))),
    idempotently: (request, work) => idempotency.runIdempotent(deps.db, request, (trx) => work(createServices({ ...deps, db: trx }))),
  };
}
