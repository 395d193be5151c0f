/**
 * One declaration per resource (decision 088): what the server and the admin must agree on about each kind of
 * record, written once. The key is the domain's own word (products, categories, enquiries…); the legacy names
 * (table, API path of the public contract, admin screen path) are fields, so the glossary in docs/glossary.md
 * and the code say the same thing.
 *
 * From a declaration follow:
 * - the record settings: `table`, `sortColumns` (default first), used by the service's RecordType, the admin API's
 *   list query and the admin list's sortable columns;
 * - the access rule: `access`, read by the server's role check (server/api/admin/roles.ts) and by the admin's menu,
 *   screens and buttons (src/admin/permissions.tsx);
 * - the content-version groups a write to its tables advances (`contentVersions`), which tests/api/content-version-
 *   triggers.test.ts holds against the database's triggers on both engines;
 * - the admin descriptor's API paths (`adminApiOf`) and the record's public address (`publicPath`, from domain/paths.ts);
 * - whether a delete moves the record to the trash (`trash`, decision 091), with the rows that go with it.
 */
import { articlePath, landingPath, productPath } from "./paths.ts";

/** The roles of admin accounts (decision 054): admins may do everything, editors look after content. */
export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** Who may use a resource: editors look after content; customers' data and the site's set-up are admins' only. */
export type Access = Role;

/** The data sets whose counters the render cache checks (decisions 013, 049); a database trigger advances each. */
export const CONTENT_GROUPS = ["catalogue", "content", "dealers", "documents"] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];

/** A write a content-version trigger answers. */
export type TableWrite = "insert" | "update" | "delete";

export interface ContentVersioning {
  readonly groups: readonly ContentGroup[];
  /** The tables written through this resource that public pages read; the resource's own table when omitted. */
  readonly tables?: readonly string[];
  /** The writes that change a public page; all three when omitted. */
  readonly on?: readonly TableWrite[];
}

/** A record as the admin's lists hold it: enough to find its public address. */
export type RecordFields = Readonly<Record<string, unknown>> & { readonly id: number };

type Columns = readonly [string, ...string[]];

/** Rows of another table that the database deletes with the record (ON DELETE CASCADE): kept in the trash, put back on restore. */
export interface TrashDependant {
  readonly table: string;
  /** The column pointing at the record (or at the dependant above). */
  readonly column: string;
  /** Rows that go with these rows in turn (a document's versions); their table has an `id` column. */
  readonly dependants?: readonly TrashDependant[];
}

/**
 * How a resource joins the trash (decision 091). A delete keeps the record's row and everything listed here for 30 days;
 * a restore puts them back with their ids, in one transaction, so revisions, links and addresses work again.
 */
export interface TrashDeclaration {
  readonly dependants?: readonly TrashDependant[];
  /** Columns of other records that lose their pointer (ON DELETE SET NULL): a restore points back those still pointing nowhere. */
  readonly references?: readonly { readonly table: string; readonly column: string }[];
  /** The same table's rows under the record (a category's subcategories): trashed and restored with it, with their own dependants. */
  readonly children?: string;
  /** Columns no two records may share: a restore finding another record there answers 409 with `taken`. */
  readonly slots?: readonly { readonly column: string; readonly taken: string }[];
}

export interface ResourceDeclaration {
  /** The path under /api/ad (SPEC §7, a contract that stays), e.g. "commodities" or "page/ones". */
  readonly api: string;
  /** The admin screen's path under /admin (SPEC §5's names), when it has a screen of its own. */
  readonly screen?: string;
  /** The table the records live in. */
  readonly table?: string;
  /** Columns the admin list may sort by, the default first. */
  readonly sortColumns?: Columns;
  readonly access: Access;
  /** Calls under `api` that stay admins' only on a resource editors may use, e.g. the audit log's "_export". */
  readonly adminOnlyCalls?: readonly string[];
  /** Set for every resource a public page reads; a list when its tables advance different groups. */
  readonly contentVersions?: ContentVersioning | readonly ContentVersioning[];
  /** The record's public address, or null while it has none (unpublished, no name yet). */
  readonly publicPath?: (record: RecordFields) => string | null;
  /** Its records have a publishing state and can keep a pending draft (decision 059). */
  readonly publishable?: true;
  /** Its records can be previewed with unsaved changes (decision 061): the ones with a public page of their own. */
  readonly preview?: true;
  /** Set when a delete moves the record to the trash instead of deleting it (decision 091). */
  readonly trash?: TrashDeclaration;
}

/** How many days a trashed record is kept before the schedule purges it. */
export const TRASH_DAYS = 30;

const DOCUMENT_DEPENDANTS: TrashDependant = { table: "document_versions", column: "document_id" };
const LANDING_PAGE_SLOT = {
  column: "commodity_type_id",
  taken: "Its category has another landing page now: detach that page from the category (or delete it), then restore this one.",
} as const;
const PLAIN: TrashDeclaration = {};

const POSTER_LIKE_SORT = ["sort_order", "id", "en_name", "created_at", "updated_at"] as const;
const CATEGORY_PAGE_SORT = ["id", "url", "commodity_type_id", "created_at", "updated_at"] as const;
const CONTENT: ContentVersioning = { groups: ["content"] };
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A category page's address: the first- or second-level category's landing page. */
function categoryPagePath(record: RecordFields): string | null {
  const url = text(record.url);
  return url && typeof record.commodity_type_id === "number" ? landingPath(url, record.commodity_type_id) : null;
}

export const RESOURCES = {
  products: {
    api: "commodities",
    screen: "commodity-administration",
    table: "commodities",
    sortColumns: ["id", "en_name", "fr_name", "nl_name", "model", "sort_order", "attr_sort", "created_at", "updated_at"],
    access: "editor",
    publishable: true,
    preview: true,
    // Product names show in document lists too; the specification values are written through the product.
    contentVersions: [{ groups: ["catalogue", "documents"] }, { groups: ["catalogue"], tables: ["commodity_specs"] }],
    publicPath: (record) => (text(record.en_name) ? productPath({ id: record.id, en_name: text(record.en_name) }) : null),
    trash: {
      dependants: [
        { table: "commodity_specs", column: "commodity_id" },
        { table: "commodity_former_names", column: "commodity_id" },
        { table: "documents", column: "commodity_id", dependants: [DOCUMENT_DEPENDANTS] },
        { table: "part_fits", column: "commodity_id" },
        { table: "part_diagrams", column: "commodity_id", dependants: [{ table: "diagram_hotspots", column: "diagram_id" }] },
      ],
      references: [
        { table: "warranty_registrations", column: "commodity_id" },
        { table: "safety_reports", column: "commodity_id" },
        { table: "paper_copy_requests", column: "commodity_id" },
        { table: "service_requests", column: "commodity_id" },
      ],
    },
  },
  categories: {
    api: "commodity/types",
    screen: "sort-administration",
    table: "commodity_types",
    access: "editor",
    contentVersions: { groups: ["catalogue"] },
    trash: {
      children: "parent_id",
      dependants: [{ table: "spec_attribute_categories", column: "commodity_type_id" }],
      references: [
        { table: "commodities", column: "commodity_type_id" },
        { table: "landing_page_ones", column: "commodity_type_id" },
        { table: "landing_page_twos", column: "commodity_type_id" },
      ],
    },
  },
  specificationAttributes: {
    api: "spec/attributes",
    screen: "spec-attributes",
    table: "spec_attributes",
    sortColumns: ["sort_order", "id", "key", "en_label", "type"],
    access: "editor",
    contentVersions: { groups: ["catalogue"], tables: ["spec_attributes", "spec_attribute_categories"] },
    trash: {
      dependants: [
        { table: "spec_attribute_categories", column: "attribute_id" },
        { table: "commodity_specs", column: "attribute_id" },
      ],
      slots: [{ column: "key", taken: "Another specification has this key now: change that one's key (or delete it), then restore this one." }],
    },
  },
  articles: {
    api: "articles",
    screen: "blog-administration",
    table: "articles",
    sortColumns: ["id", "en_title", "hot", "created_at", "updated_at"],
    access: "editor",
    publishable: true,
    preview: true,
    contentVersions: CONTENT,
    publicPath: (record) => (text(record.en_title) ? articlePath({ id: record.id, en_title: text(record.en_title) }) : null),
    trash: PLAIN,
  },
  posters: {
    api: "posters",
    screen: "advertisement",
    table: "posters",
    sortColumns: POSTER_LIKE_SORT,
    access: "editor",
    publishable: true,
    contentVersions: CONTENT,
    trash: PLAIN,
  },
  cardAdverts: {
    api: "card/adsense",
    screen: "card-adsense",
    table: "card_adsenses",
    sortColumns: POSTER_LIKE_SORT,
    access: "editor",
    contentVersions: CONTENT,
    trash: PLAIN,
  },
  rotationCharts: {
    api: "rotation/charts",
    screen: "charts",
    table: "rotation_charts",
    sortColumns: POSTER_LIKE_SORT,
    access: "editor",
    contentVersions: CONTENT,
    publicPath: () => "/",
    trash: PLAIN,
  },
  listPosters: {
    api: "list/posters",
    screen: "list-posters",
    table: "list_posters",
    sortColumns: POSTER_LIKE_SORT,
    access: "editor",
    contentVersions: CONTENT,
    publicPath: () => "/products",
    trash: PLAIN,
  },
  categoryPages: {
    api: "page/ones",
    screen: "landing-page-ones",
    table: "landing_page_ones",
    sortColumns: CATEGORY_PAGE_SORT,
    access: "editor",
    publishable: true,
    preview: true,
    contentVersions: CONTENT,
    publicPath: categoryPagePath,
    trash: { dependants: [{ table: "landing_page_one_swipers", column: "landing_page_one_id" }], slots: [LANDING_PAGE_SLOT] },
  },
  categoryPageSlides: {
    api: "page/one/swiper",
    table: "landing_page_one_swipers",
    sortColumns: ["sort_order", "id", "landing_page_one_id", "created_at"],
    access: "editor",
    contentVersions: CONTENT,
    trash: PLAIN,
  },
  subcategoryPages: {
    api: "page/twos",
    screen: "landing-page-twos",
    table: "landing_page_twos",
    sortColumns: CATEGORY_PAGE_SORT,
    access: "editor",
    publishable: true,
    preview: true,
    contentVersions: CONTENT,
    publicPath: categoryPagePath,
    trash: { slots: [LANDING_PAGE_SLOT] },
  },
  socialCodes: {
    api: "social/codes",
    screen: "social-code",
    table: "social_codes",
    sortColumns: ["sort_order", "id", "platform", "label"],
    access: "editor",
    contentVersions: CONTENT,
  },
  siteSettings: { api: "settings", table: "site_settings", access: "admin", contentVersions: CONTENT },
  media: {
    api: "media",
    screen: "media",
    table: "media",
    sortColumns: ["created_at", "id", "original_name", "bytes", "width", "updated_at"],
    access: "editor",
    // A new file is on no page until a record uses it; a changed alt text or a replaced file is.
    contentVersions: { groups: ["content"], on: ["update", "delete"] },
    // The file and its earlier files (the history of replacements) stay in storage until the entry is purged.
    trash: { dependants: [{ table: "media_versions", column: "media_id" }] },
  },
  campaigns: {
    api: "campaigns",
    screen: "campaigns",
    table: "campaigns",
    sortColumns: ["publish_at", "id", "name", "status", "created_at", "updated_at"],
    access: "editor",
  },
  dealers: {
    api: "dealers",
    screen: "dealers",
    table: "dealers",
    sortColumns: ["name", "id", "city", "postcode", "country", "published", "updated_at"],
    access: "editor",
    contentVersions: { groups: ["dealers"] },
    publicPath: (record) => (record.published ? `/dealers?q=${encodeURIComponent(text(record.postcode) || text(record.city))}` : null),
    trash: { references: [{ table: "service_requests", column: "dealer_id" }] },
  },
  documents: {
    api: "documents",
    screen: "documents",
    table: "documents",
    sortColumns: ["updated_at", "id", "title", "kind", "locale", "commodity_id", "bytes", "published"],
    access: "editor",
    contentVersions: { groups: ["documents"], tables: ["documents", "document_versions"] },
    publicPath: (record) => (record.published ? text(record.url) : null),
    trash: { dependants: [DOCUMENT_DEPENDANTS], references: [{ table: "paper_copy_requests", column: "document_id" }] },
  },
  parts: {
    api: "parts",
    screen: "parts",
    table: "parts",
    sortColumns: ["part_number", "id", "en_name", "channel", "updated_at"],
    access: "editor",
    // The exploded views and their hotspots are written under the same API path (parts/diagrams).
    contentVersions: { groups: ["content"], tables: ["parts", "part_fits", "part_diagrams", "diagram_hotspots"] },
    publicPath: (record) => `/parts?q=${encodeURIComponent(text(record.part_number))}`,
    trash: {
      dependants: [
        { table: "part_fits", column: "part_id" },
        { table: "diagram_hotspots", column: "part_id" },
      ],
      slots: [{ column: "part_key", taken: "Another part has this part number now: change that part's number (or delete it), then restore this one." }],
    },
  },
  // A product's exploded views, written under the parts' API path (its content versions are the parts').
  partDiagrams: {
    api: "parts/diagrams",
    screen: "part-diagrams",
    table: "part_diagrams",
    access: "editor",
    trash: { dependants: [{ table: "diagram_hotspots", column: "diagram_id" }] },
  },
  safetyNotices: {
    api: "safety/notices",
    screen: "safety-notices",
    table: "safety_notices",
    sortColumns: ["updated_at", "id", "slug", "status", "published_at", "created_at"],
    access: "editor",
    contentVersions: CONTENT,
    publicPath: (record) => (record.status === "draft" ? null : `/safety/${text(record.slug)}`),
    // Only notices never published may be deleted (decision 077); their mailing rows go with them.
    trash: {
      dependants: [{ table: "safety_notice_mailings", column: "notice_id" }],
      slots: [{ column: "slug", taken: "Another notice has this address now: change that notice's address (or delete it), then restore this one." }],
    },
  },
  safetyReports: {
    api: "safety/reports",
    screen: "safety-reports",
    table: "safety_reports",
    sortColumns: ["created_at", "id", "reference", "status", "urgent", "updated_at"],
    access: "admin",
  },
  registrationFlags: { api: "safety/registration-flags", access: "admin" },
  serviceRequests: {
    api: "service/requests",
    screen: "service-requests",
    table: "service_requests",
    sortColumns: ["created_at", "id", "reference", "status", "touched_at", "updated_at"],
    access: "admin",
  },
  enquiries: {
    api: "demands",
    screen: "customer-enquiries",
    table: "demands",
    sortColumns: ["created_at", "id", "name", "company", "country", "handled"],
    access: "admin",
  },
  newsletterSignUps: {
    api: "file/forms",
    screen: "customer-subscribe",
    table: "file_forms",
    sortColumns: ["created_at", "id", "email", "locale", "status", "source", "consented_at", "confirmed_at"],
    access: "admin",
  },
  warrantyRegistrations: {
    api: "warranty/registrations",
    screen: "warranty-registrations",
    table: "warranty_registrations",
    sortColumns: ["created_at", "id", "purchase_date", "warranty_until", "serial", "name"],
    access: "admin",
  },
  mails: {
    api: "outbox",
    screen: "mail-outbox",
    table: "outbox",
    sortColumns: ["created_at", "id", "send_after", "status", "attempts", "kind"],
    access: "admin",
  },
  paperCopies: {
    api: "paper-copies",
    screen: "paper-copies",
    table: "paper_copy_requests",
    sortColumns: ["due_on", "id", "created_at", "sent_at", "country", "language", "status"],
    access: "admin",
  },
  trash: {
    api: "trash",
    screen: "trash",
    table: "trash",
    sortColumns: ["trashed_at", "id", "resource", "title", "actor"],
    access: "editor",
    adminOnlyCalls: ["_delete", "_empty"],
  },
  auditLog: {
    api: "audit",
    screen: "audit-log",
    table: "audit_log",
    sortColumns: ["created_at", "id", "actor", "action", "resource"],
    access: "editor",
    adminOnlyCalls: ["_export"],
  },
  adminAccounts: { api: "users", screen: "users", table: "admin_users", access: "admin" },
  signInSecurity: { api: "security", table: "security_settings", access: "admin" },
} as const satisfies Record<string, ResourceDeclaration>;

export type ResourceName = keyof typeof RESOURCES;
export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

/** Every declaration, for the loops that read one field of each. */
export const DECLARATIONS: readonly ResourceDeclaration[] = Object.values(RESOURCES);

/** The API path of each resource whose declaration sets `flag`, as a union of literals. */
type ApiWhere<Flag extends "publishable" | "preview"> = {
  [Name in ResourceName]: (typeof RESOURCES)[Name] extends { readonly [F in Flag]: true } ? (typeof RESOURCES)[Name]["api"] : never;
}[ResourceName];

function apisWhere<Flag extends "publishable" | "preview">(flag: Flag): readonly ApiWhere<Flag>[] {
  return DECLARATIONS.filter((declaration) => declaration[flag]).map((declaration) => declaration.api as ApiWhere<Flag>);
}

/** The admin API paths whose records have a publishing state and can keep a pending draft (decision 059). */
export const PUBLISHABLE_RESOURCES = apisWhere("publishable");
export type PublishableResource = ApiWhere<"publishable">;
export const isPublishableResource = (resource: string): resource is PublishableResource => (PUBLISHABLE_RESOURCES as readonly string[]).includes(resource);

/** The admin API paths whose records can be previewed with unsaved changes (decision 061). */
export const PREVIEW_RESOURCES = apisWhere("preview");
export type PreviewResource = ApiWhere<"preview">;
export const isPreviewResource = (resource: string): resource is PreviewResource => (PREVIEW_RESOURCES as readonly string[]).includes(resource);
/** The name of the resource whose API path is `api`, if any. */
export function resourceNameAt(api: string): ResourceName | undefined {
  return RESOURCE_NAMES.find((name) => RESOURCES[name].api === api);
}

/** The resources whose deletes go to the trash, in menu order. */
export const TRASHABLE: readonly ResourceName[] = RESOURCE_NAMES.filter((name) => (RESOURCES[name] as ResourceDeclaration).trash);

/** The declaration whose admin screen is at /admin/<screen>, if any. */
export function declarationOfScreen(screen: string): ResourceDeclaration | undefined {
  return DECLARATIONS.find((declaration) => declaration.screen === screen);
}

/**
 * The declaration whose API path a call under /api/ad ("/page/ones/3/_update") is under, if any: the longest that
 * matches, so "/parts/diagrams/3" belongs to the diagrams, not to the parts.
 */
export function declarationOfCall(path: string): ResourceDeclaration | undefined {
  let found: ResourceDeclaration | undefined;
  for (const candidate of DECLARATIONS) {
    const under = path === `/${candidate.api}` || path.startsWith(`/${candidate.api}/`);
    if (under && candidate.api.length > (found?.api.length ?? -1)) found = candidate;
  }
  return found;
}

/**
 * Whether an editor may make a call under /api/ad at `path` ("/page/ones/3/_update"): it belongs to a resource
 * editors use and is none of its admin-only calls. A path no declaration covers is admins' only.
 */
export function editorMayCall(path: string): boolean {
  const declaration = declarationOfCall(path);
  if (!declaration || declaration.access !== "editor") return false;
  const rest = path.slice(declaration.api.length + 2);
  return !declaration.adminOnlyCalls?.includes(rest);
}

/** The admin descriptor's calls for a resource on the CRUD conventions (decision 010): list, create, update, delete. */
export function adminApiOf(declaration: Pick<ResourceDeclaration, "api">) {
  const base = `ad/${declaration.api}`;
  return { list: base, create: base, update: (id: number) => `${base}/${id}/_update`, deleteMany: `${base}/_delete` };
}

const ALL_WRITES: readonly TableWrite[] = ["insert", "update", "delete"];

/** Each table a public page reads, with the groups and writes its triggers must answer. */
export function versionedTables(): { table: string; groups: readonly ContentGroup[]; on: readonly TableWrite[] }[] {
  return DECLARATIONS.flatMap(({ table, contentVersions }) =>
    [contentVersions ?? []]
      .flat()
      .flatMap((versioning: ContentVersioning) =>
        (versioning.tables ?? (table ? [table] : [])).map((name) => ({ table: name, groups: versioning.groups, on: versioning.on ?? ALL_WRITES })),
      ),
  );
}
