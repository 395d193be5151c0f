/**
 * The closed lists the server and the admin share (decisions 053, 057, 059–061, 043): audit actions, poster types,
 * publishing and campaign states, and the outbox's kinds and states.
 * Each resource's own settings (table, sort columns, access, content versions) are its declaration in
 * domain/resources.ts; the record types are the zod models' in domain/models.ts.
 */
/** What an audit entry says was done (decision 053). */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "create",
  "update",
  "delete",
  "publish",
  "unpublish",
  "schedule",
  "unschedule",
  "draft",
  "discard",
  "restore",
  "trash",
  "untrash",
  "purge",
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

/** A campaign's state (decision 060): prepared, waiting for its time, done, or refused as a whole (with the reason). */
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "published", "failed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Records in one campaign: a launch is a handful; the limit keeps one transaction short. */
export const CAMPAIGN_MAX_ITEMS = 100;

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
  "service_request",
  "newsletter_confirmation",
] as const;
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
