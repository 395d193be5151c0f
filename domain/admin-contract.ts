/**
 * What the server and the admin must agree on, in one place (issue 16, decision 057):
 * the columns each admin list can be sorted by, and the record types the admin reads.
 * The server's record definitions (server/services/*.ts RecordType.sortColumns) and list
 * queries (server/api/admin/crud.ts) take the columns from here, and the admin's lists mark
 * these columns sortable. The record types are type imports of the server's zod models:
 * nothing of the server is bundled into the browser.
 */

type Columns = readonly [string, ...string[]];

/** Sortable columns per resource; the first is the list's default (it is listed first in the API's documentation). */
export const SORT_COLUMNS = {
  commodities: ["id", "en_name", "fr_name", "nl_name", "model", "sort_order", "attr_sort", "created_at", "updated_at"],
  articles: ["id", "en_title", "hot", "created_at", "updated_at"],
  posterLike: ["sort_order", "id", "en_name", "created_at", "updated_at"],
  swipers: ["sort_order", "id", "landing_page_one_id", "created_at"],
  landingPages: ["id", "url", "commodity_type_id", "created_at", "updated_at"],
  socialCodes: ["sort_order", "id", "platform", "label"],
  specAttributes: ["sort_order", "id", "key", "en_label", "type"],
  demands: ["created_at", "id", "name", "company", "country", "handled"],
  fileForms: ["created_at", "id", "email", "locale"],
  registrations: ["created_at", "id", "purchase_date", "warranty_until", "serial", "name"],
  outbox: ["created_at", "id", "send_after", "status", "attempts", "kind"],
  paperCopies: ["due_on", "id", "created_at", "sent_at", "country", "language", "status"],
  documents: ["updated_at", "id", "title", "kind", "locale", "commodity_id", "bytes", "published"],
  dealers: ["name", "id", "city", "postcode", "country", "published", "updated_at"],
  safetyNotices: ["updated_at", "id", "slug", "status", "published_at", "created_at"],
  safetyReports: ["created_at", "id", "reference", "status", "urgent", "updated_at"],
  auditLog: ["created_at", "id", "actor", "action", "resource"],
  campaigns: ["publish_at", "id", "name", "status", "created_at", "updated_at"],
  media: ["created_at", "id", "original_name", "bytes", "width", "updated_at"],
} as const satisfies Record<string, Columns>;

/** What an audit entry says was done (decision 053). */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "create",
  "update",
  "delete",
  "publish",
  "restore",
  "settings",
  "export",
  "import",
  "reorder",
  "retry",
  "upload",
  "invite",
  "user-update",
  "disable",
  "enable",
  "reset",
  "password-set",
] as const;

/**
 * What the workplace dashboard shows of the latest enquiries. Editors see the dashboard too (decision 054),
 * which accepts names and subjects there; the rest of a customer's data (email, phone, message, note) is admins' only.
 */
export const ENQUIRY_SUMMARY_COLUMNS = ["id", "form", "name", "company", "country", "title", "handled", "created_at"] as const;

/** A record's publishing state (decision 059): a draft is never shown; a published one from its publish_at on. */
/** SPEC §3 advertising data: one poster table, one type per place on the site. */
export const POSTER_TYPES = ["indexPage", "homePoster", "banner", "card", "list", "tag"] as const;
export type PosterType = (typeof POSTER_TYPES)[number];

export const PUBLISH_STATUSES = ["draft", "published"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** The admin API paths whose records have a publishing state and can keep a pending draft (decision 059). */
export const PUBLISHABLE_RESOURCES = ["commodities", "articles", "page/ones", "page/twos", "posters"] as const;
export type PublishableResource = (typeof PUBLISHABLE_RESOURCES)[number];
export const isPublishableResource = (resource: string): boolean => (PUBLISHABLE_RESOURCES as readonly string[]).includes(resource);

/** A campaign's state (decision 060): prepared, waiting for its time, done, or refused as a whole (with the reason). */
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "published", "failed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Records in one campaign: a launch is a handful; the limit keeps one transaction short. */
export const CAMPAIGN_MAX_ITEMS = 100;

/** The admin API paths whose records can be previewed with unsaved changes (decision 061): the ones with a public page of their own. */
export const PREVIEW_RESOURCES = ["commodities", "articles", "page/ones", "page/twos"] as const;
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number];
export const isPreviewResource = (resource: string): resource is PreviewResource => (PREVIEW_RESOURCES as readonly string[]).includes(resource);

/** Kinds of mail (server/services/mails.ts builds each) and the states of the mail outbox (decision 043). */
export const OUTBOX_KINDS = [
  "registration_confirmation",
  "warranty_reminder",
  "enquiry_notification",
  "admin_invitation",
  "admin_password_reset",
  "owner_sign_in_link",
  "safety_notice",
  "safety_report",
  "paper_copy_confirmation",
] as const;
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
