import type { Generated, Selectable } from "kysely";

/** `en_x`, `fr_x`, `nl_x` columns for each field name in F. */
type Localized<F extends string> = { [K in `${"en" | "fr" | "nl"}_${F}`]: Generated<string> };

interface Timestamps {
  created_at: string;
  updated_at: string;
}

/** Drafts and scheduled publishing (migration 0014, decision 059). */
interface Publishing {
  /** 'draft' or 'published' (PUBLISH_STATUSES). */
  status: Generated<string>;
  /** ISO time before which a published record is not shown yet; null: at once. */
  publish_at: Generated<string | null>;
  /** ISO time from which the record is not shown any more (migration 0038, decision 092); null: never. */
  unpublish_at: Generated<string | null>;
}

export type CategoryTable = { id: Generated<number>; parent_id: number | null; level: number } & Localized<"name" | "description"> & {
    main_img_url: Generated<string>;
    link: Generated<string>;
    sort_order: Generated<number>;
  } & Timestamps;

export type ProductTable = { id: Generated<number>; commodity_type_id: number | null; model: Generated<string> } & Localized<
  "name" | "name_folded" | "summary" | "description" | "seo_title" | "seo_description"
> & {
    main_img_url: Generated<string>;
    /** JSON array of image URLs. */
    images: Generated<string>;
    attr_sort: Generated<number>;
    /** A featured product's place among the home's recommendations, 1 first; 0 = none set (after those with one). */
    featured_rank: Generated<number>;
    sort_order: Generated<number>;
  } & Publishing &
  Timestamps;

export type ArticleTable = { id: Generated<number> } & Localized<"title" | "summary" | "content" | "seo_title" | "seo_description"> & {
    main_img_url: Generated<string>;
    hot: Generated<number>;
  } & Publishing &
  Timestamps;

export type CategoryPageTable = { id: Generated<number>; commodity_type_id: number | null; url: string } & Localized<
  | "banner_title"
  | "swiper_name"
  | "swiper_description"
  | "commodity_name"
  | "commodity_description"
  | "advertis_title"
  | "advertis_description"
  | "seo_title"
  | "seo_description"
> & {
    advertis_pc_img: Generated<string>;
    advertis_phone_img: Generated<string>;
    advertis_url: Generated<string>;
    user_url: Generated<string>;
  } & Publishing &
  Timestamps;

export type CategoryPageSlideTable = { id: Generated<number>; landing_page_one_id: number } & Localized<"title"> & {
    swiper_img_url: Generated<string>;
    url: Generated<string>;
    sort_order: Generated<number>;
  } & Timestamps;

export type SubcategoryPageTable = { id: Generated<number>; commodity_type_id: number | null; url: string } & Localized<
  "banner_title" | "banner_description" | "seo_title" | "seo_description"
> & { banner_pc_img: Generated<string>; banner_phone_img: Generated<string> } & Publishing &
  Timestamps;

/** Posters, card adsense, rotation charts and list posters share one shape. */
export type PosterLikeTable = { id: Generated<number> } & Localized<"name" | "description"> & {
    pc_img: Generated<string>;
    phone_img: Generated<string>;
    url: Generated<string>;
    sort_order: Generated<number>;
  } & Timestamps;

export type PosterTable = PosterLikeTable & Publishing & { type: string };

export interface SocialCodeTable extends Timestamps {
  id: Generated<number>;
  platform: string;
  label: string;
  url: string;
  in_header: Generated<number>;
  sort_order: Generated<number>;
}

export interface SiteSettingsTable {
  id: number;
  brand_name: string;
  about_path: string;
  email_primary: string;
  email_secondary: string;
  phone: string;
  company_line: string;
  address: Generated<string>;
  map_query: Generated<string>;
  updated_at: string;
}

export interface EnquiryTable {
  id: Generated<number>;
  form: "contact" | "partner";
  name: string;
  company: string;
  phone: string;
  email: string;
  title: string;
  country: string;
  message: string;
  locale: Generated<string>;
  handled: Generated<number>;
  note: Generated<string>;
  handled_at: string | null;
  created_at: string;
}

export interface NewsletterSignUpTable {
  id: Generated<number>;
  email: string;
  locale: Generated<string>;
  created_at: string;
  /** pending until the mailed link is followed; only confirmed rows are subscribers (migration 0033). */
  status: Generated<string>;
  /** Where the sign-up came from: footer, newsletter-page, api or legacy (before double opt-in). */
  source: Generated<string>;
  consented_at: string | null;
  confirmed_at: string | null;
  confirm_token_hash: string | null;
  /** A pending row is purged after this time (EXPIRING_ROWS); null once confirmed. */
  expires_at: string | null;
  unsubscribe_token: string | null;
}

export interface AdminUserTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  password_hash: string;
  created_at: string;
  last_login_at: string | null;
  /** 'admin' | 'editor' (decision 054). */
  role: Generated<string>;
  disabled_at: Generated<string | null>;
  invited_at: Generated<string | null>;
  /** The hash of the ADMIN_PASSWORD that last set this password (migration 0019): a start resets it only when that setting changes. */
  env_password_hash: Generated<string | null>;
}

export interface AdminPasswordLinkTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** 'invite' | 'reset' */
  purpose: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AdminTokenTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  /** 'enrol': the session may only set up its second factor (migration 0022); null: a full session. */
  scope: Generated<string | null>;
}

/** One TOTP secret per account (decision 074); unconfirmed until a first code checks out. */
export interface AdminSecondFactorTable {
  user_id: number;
  /** Base32 (RFC 4648), as authenticator apps take it. */
  secret: string;
  confirmed_at: string | null;
  /** The last RFC 6238 time step a code was accepted for: no step is accepted twice. */
  last_step: number | null;
  created_at: string;
}

export interface AdminRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  salt: string;
  /** SHA-256 of salt and code, hex. */
  code_hash: string;
  used_at: Generated<string | null>;
  created_at: string;
}

export interface SecuritySettingsTable {
  id: number;
  /** 1: every account signing in with a password must use a second factor. */
  require_second_factor: Generated<number>;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  user_id: number | null;
  actor: Generated<string>;
  action: string;
  resource: Generated<string>;
  record_id: Generated<string>;
  summary: Generated<string>;
  ip: Generated<string>;
  /** The record's name when the entry was written. */
  record_title: Generated<string>;
  /** JSON list of FieldChange (server/services/audit.ts); '' = none. */
  changes: Generated<string>;
}

/** A deleted record kept for 30 days (decision 091). */
export interface TrashTable {
  id: Generated<number>;
  /** The resource's declared name (domain/resources.ts): products, categoryPages… */
  resource: string;
  record_id: number;
  title: Generated<string>;
  user_id: number | null;
  actor: Generated<string>;
  trashed_at: string;
  expires_at: string;
  /** JSON: the rows that went (the record's first) and the references that pointed at it (server/services/trash.ts). */
  snapshot: string;
}

export interface RevisionTable {
  id: Generated<number>;
  resource: string;
  record_id: number;
  version: number;
  user_id: number | null;
  actor: Generated<string>;
  note: Generated<string>;
  /** JSON: the full record as the admin API answers it. */
  data: string;
  created_at: string;
}

export interface PendingDraftTable {
  id: Generated<number>;
  /** The admin API path of the record's kind, e.g. "articles" (PUBLISHABLE_RESOURCES). */
  resource: string;
  record_id: number;
  /** JSON: the unsaved changes, as an update body. */
  changes: string;
  user_id: number | null;
  actor: Generated<string>;
  updated_at: string;
  /** The record's revision the draft was kept on top of (migration 0020); publishing refuses once a newer one exists. */
  base_version: number | null;
}

/** A named release publishing several records together (decision 060). */
export interface CampaignTable {
  id: Generated<number>;
  name: string;
  /** CAMPAIGN_STATUSES: draft, scheduled, published, failed. */
  status: Generated<string>;
  publish_at: string | null;
  /** Posters of the campaign stop showing from then. */
  unpublish_at: string | null;
  published_at: string | null;
  /** Why the last attempt published nothing. */
  failure: Generated<string>;
  /** Who scheduled it: the records' revisions name them. */
  scheduled_by: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A safety notice or recall (migration 0024, decision 077). JSON text: models, serial_ranges, images. */
export type SafetyNoticeTable = { id: Generated<number>; slug: string; status: Generated<string>; remedy: Generated<string> } & Localized<
  "title" | "product" | "hazard" | "action" | "remedy_text" | "contact_note"
> & {
    models: Generated<string>;
    serial_ranges: Generated<string>;
    sold_from: string | null;
    sold_to: string | null;
    produced_from: string | null;
    produced_to: string | null;
    images: Generated<string>;
    contact_phone: Generated<string>;
    contact_email: Generated<string>;
    published_at: string | null;
    closed_at: string | null;
  } & Timestamps;

/** A spare part (decision 084); `part_key` is the normalised part number, unique. */
export type PartTable = { id: Generated<number>; part_number: string; part_key: string } & Localized<"name"> & {
    image: Generated<string>;
    superseded_by: Generated<string>;
    channel: Generated<string>;
    safety_critical: Generated<number>;
  } & Timestamps;

/** A product a part fits, optionally only for serials and/or manufacturing days (inclusive; '' open). */
export interface PartFitTable {
  id: Generated<number>;
  part_id: number;
  commodity_id: number;
  serial_from: Generated<string>;
  serial_to: Generated<string>;
  made_from: Generated<string>;
  made_to: Generated<string>;
}

/** An exploded view of a product: a sanitised SVG, or an image. */
export type PartDiagramTable = { id: Generated<number>; commodity_id: number; position: Generated<number> } & Localized<"title"> & {
    svg: Generated<string>;
    image: Generated<string>;
    width: number;
    height: number;
  } & Timestamps;

/** A numbered point on a diagram; x and y in ten-thousandths of the diagram's width and height. */
export interface DiagramHotspotTable {
  id: Generated<number>;
  diagram_id: number;
  number: number;
  part_id: number;
  x: number;
  y: number;
}

/** One owner mailed about one notice: unique (notice_id, registration_id). */
export interface SafetyNoticeMailingTable {
  id: Generated<number>;
  notice_id: number;
  registration_id: number;
  outbox_id: number | null;
  created_at: string;
}

/** An incident reported by an owner (/safety/report). */
export interface SafetyReportTable extends Timestamps {
  id: Generated<number>;
  reference: string;
  status: Generated<string>;
  urgent: Generated<number>;
  commodity_id: number | null;
  product_name: string;
  product_model: Generated<string>;
  serial: Generated<string>;
  happened_on: string | null;
  description: string;
  injury: string;
  name: string;
  email: string;
  phone: Generated<string>;
  locale: Generated<string>;
  note: Generated<string>;
}

export interface SafetyReportPhotoTable {
  id: Generated<number>;
  report_id: number;
  mime: string;
  bytes: number;
  content: Uint8Array;
}

/** A service or repair request from an owner (/service/request, decision 083). */
export interface ServiceRequestTable extends Timestamps {
  id: Generated<number>;
  reference: string;
  status: Generated<string>;
  kind: string;
  commodity_id: number | null;
  registration_id: number | null;
  product_name: string;
  product_model: Generated<string>;
  serial: Generated<string>;
  purchase_date: string | null;
  warranty: string;
  warranty_until: string | null;
  description: string;
  handover: string;
  dealer_id: number | null;
  dealer_name: Generated<string>;
  pickup_address: Generated<string>;
  name: string;
  email: string;
  phone: Generated<string>;
  country: string;
  locale: Generated<string>;
  assignee_id: number | null;
  touched_at: string;
}

export interface ServiceRequestPhotoTable {
  id: Generated<number>;
  request_id: number;
  mime: string;
  bytes: number;
  content: Uint8Array;
}

export interface ServiceRequestEventTable {
  id: Generated<number>;
  request_id: number;
  kind: string;
  status: string | null;
  body: Generated<string>;
  author_id: number | null;
  author_name: Generated<string>;
  created_at: string;
}

export interface CampaignItemTable {
  id: Generated<number>;
  campaign_id: number;
  /** The admin API path of the record's kind (PUBLISHABLE_RESOURCES). */
  resource: string;
  record_id: number;
  created_at: string;
}

export interface PreviewTable {
  id: Generated<number>;
  token_hash: string;
  /** The admin API path of the record's kind, e.g. "commodities" or "page/ones" (PREVIEW_RESOURCES). */
  resource: string;
  record_id: number;
  /** JSON: the record as its public page reads it, with the unsaved changes applied. */
  data: string;
  user_id: number | null;
  created_at: string;
  expires_at: string;
}

/** A key a client sent with a public POST, and the answer it got (decision 073). */
export interface IdempotencyKeyTable {
  /** Which call: "demands", "file-forms", "warranty-registrations", "form:contact"… */
  scope: string;
  /** SHA-256 (hex) of the key as sent. */
  key_hash: string;
  /** SHA-256 (hex) of the request's body: the same key with another body is refused. */
  fingerprint: string;
  status: number;
  /** JSON: the answer's body. */
  body: string;
  created_at: string;
  expires_at: string;
}

export interface MediaTable {
  id: Generated<number>;
  url: string;
  original_name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  /** JSON array of { width, height, url, format }. */
  variants: Generated<string>;
  /** Alternative texts (migration 0018, decision 065); '' until written. */
  en_alt: Generated<string>;
  fr_alt: Generated<string>;
  nl_alt: Generated<string>;
  /** The point crops keep in view, per cent of the width and height (migration 0039, decision 092); 50/50 = the centre. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  created_at: string;
  updated_at: Generated<string | null>;
}

/** An earlier file of a library image, kept when it was replaced so it can be restored (migration 0039, decision 092). */
export interface MediaVersionTable {
  id: Generated<number>;
  media_id: number;
  url: string;
  original_name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  variants: Generated<string>;
  replaced_at: string;
  /** Who replaced it (the admin's email). */
  replaced_by: Generated<string>;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: number;
}

/** Counters the database advances on writes (triggers), for cached reads to check. */
export interface DataVersionTable {
  name: string;
  version: number;
}

export interface DealerTable extends Timestamps {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  postcode: Generated<string>;
  city: string;
  city_folded: Generated<string>;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  phone: Generated<string>;
  website: Generated<string>;
  email: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  sales: Generated<number>;
  repairs: Generated<number>;
  spare_parts: Generated<number>;
  battery_takeback: Generated<number>;
  /** JSON { mo: ["08:30-18:00"], …, su: [] }. */
  opening_hours: Generated<string>;
  published: Generated<number>;
}

export interface DocumentTable extends Timestamps {
  id: Generated<number>;
  commodity_id: number;
  kind: string;
  locale: string;
  title: string;
  file_key: string;
  original_name: string;
  bytes: number;
  published: Generated<number>;
  /** When the document was first public; from then on it stays in the public archive (decision 081). */
  released_at: string | null;
}

/** Every file a document has had (decision 081); the document's own file columns mirror its current one. */
export interface DocumentVersionTable {
  id: Generated<number>;
  document_id: number;
  number: number;
  label: string;
  /** YYYY-MM-DD */
  published_on: string;
  serial_from: Generated<string>;
  serial_to: Generated<string>;
  made_from: Generated<string>;
  made_to: Generated<string>;
  file_key: string;
  original_name: string;
  bytes: number;
  withdrawn_at: string | null;
  withdrawn_reason: Generated<string>;
  created_at: string;
}

/** An owner's request for a printed manual (Machinery Regulation (EU) 2023/1230 Art. 10(7)). */
export interface PaperCopyRequestTable extends Timestamps {
  id: Generated<number>;
  document_id: number | null;
  commodity_id: number | null;
  document_title: string;
  product_name: string;
  product_model: Generated<string>;
  language: string;
  name: string;
  address: string;
  country: string;
  email: string;
  locale: string;
  /** YYYY-MM-DD */
  due_on: string;
  /** open | sent */
  status: Generated<string>;
  sent_at: string | null;
}

export interface WarrantyRegistrationTable {
  id: Generated<number>;
  reference: string;
  token_hash: string;
  commodity_id: number | null;
  product_name: string;
  product_model: Generated<string>;
  serial: string;
  serial_key: string;
  /** YYYY-MM-DD */
  purchase_date: string;
  warranty_years: number;
  /** YYYY-MM-DD, the last day covered. */
  warranty_until: string;
  where_bought: string;
  country: string;
  name: string;
  email: string;
  locale: Generated<string>;
  has_proof: Generated<number>;
  consent_at: string;
  created_at: string;
}

export interface WarrantyProofTable {
  registration_id: number;
  mime: string;
  file_name: string;
  bytes: number;
  content: Uint8Array;
}

/** A one-time sign-in link to the owner space (decision 075); `email` in lower case. */
export interface OwnerSignInLinkTable {
  token_hash: string;
  email: string;
  locale: Generated<string>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An owner's browser session (decision 075); `email` in lower case. */
export interface OwnerSessionTable {
  token_hash: string;
  email: string;
  expires_at: string;
  created_at: string;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  locale: Generated<string>;
  subject: string;
  text_body: string;
  html_body: string;
  registration_id: number | null;
  demand_id: number | null;
  payload: Generated<string>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  send_after: string;
  claimed_until: string | null;
  last_error: Generated<string>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}
/** A typed product attribute (decision 046). `choices` is a JSON array of { value, en, fr, nl }. */
export type SpecAttributeTable = { id: Generated<number>; key: string } & Localized<"label"> & {
    unit: Generated<string>;
    type: "number" | "range" | "boolean" | "choice" | "text";
    choices: Generated<string>;
    decimals: Generated<number>;
    min_value: number | null;
    max_value: number | null;
    filterable: Generated<number>;
    required: Generated<number>;
    sort_order: Generated<number>;
  } & Timestamps;

export interface SpecAttributeCategoryTable {
  attribute_id: number;
  commodity_type_id: number;
}

/** One product's value of one attribute; which columns hold it depends on the attribute's type. */
export type ProductSpecTable = {
  commodity_id: number;
  attribute_id: number;
  number_value: number | null;
  number_max: number | null;
  choice_value: string | null;
} & Localized<"text">;

/** Every English name a product had before its current one (migration 0026): its old addresses redirect. */
export interface ProductFormerNameTable {
  id: Generated<number>;
  commodity_id: number;
  en_name: string;
  created_at: string;
}

export interface Database {
  commodity_types: CategoryTable;
  commodities: ProductTable;
  commodity_former_names: ProductFormerNameTable;
  articles: ArticleTable;
  landing_page_ones: CategoryPageTable;
  landing_page_one_swipers: CategoryPageSlideTable;
  landing_page_twos: SubcategoryPageTable;
  posters: PosterTable;
  card_adsenses: PosterLikeTable;
  rotation_charts: PosterLikeTable;
  list_posters: PosterLikeTable;
  social_codes: SocialCodeTable;
  site_settings: SiteSettingsTable;
  demands: EnquiryTable;
  file_forms: NewsletterSignUpTable;
  admin_users: AdminUserTable;
  admin_tokens: AdminTokenTable;
  admin_second_factors: AdminSecondFactorTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  security_settings: SecuritySettingsTable;
  media: MediaTable;
  media_versions: MediaVersionTable;
  rate_limits: RateLimitTable;
  data_versions: DataVersionTable;
  dealers: DealerTable;
  documents: DocumentTable;
  document_versions: DocumentVersionTable;
  paper_copy_requests: PaperCopyRequestTable;
  warranty_registrations: WarrantyRegistrationTable;
  warranty_proofs: WarrantyProofTable;
  outbox: OutboxTable;
  owner_sign_in_links: OwnerSignInLinkTable;
  owner_sessions: OwnerSessionTable;
  spec_attributes: SpecAttributeTable;
  spec_attribute_categories: SpecAttributeCategoryTable;
  commodity_specs: ProductSpecTable;
  audit_log: AuditLogTable;
  admin_password_links: AdminPasswordLinkTable;
  revisions: RevisionTable;
  trash: TrashTable;
  previews: PreviewTable;
  pending_drafts: PendingDraftTable;
  campaigns: CampaignTable;
  campaign_items: CampaignItemTable;
  idempotency_keys: IdempotencyKeyTable;
  safety_notices: SafetyNoticeTable;
  safety_notice_mailings: SafetyNoticeMailingTable;
  safety_reports: SafetyReportTable;
  safety_report_photos: SafetyReportPhotoTable;
  parts: PartTable;
  part_fits: PartFitTable;
  part_diagrams: PartDiagramTable;
  diagram_hotspots: DiagramHotspotTable;
  service_requests: ServiceRequestTable;
  service_request_photos: ServiceRequestPhotoTable;
  service_request_events: ServiceRequestEventTable;
}

export type Category = Selectable<CategoryTable>;
export type DocumentVersionRow = Selectable<DocumentVersionTable>;
export type PaperCopyRequest = Selectable<PaperCopyRequestTable>;
export type Product = Selectable<ProductTable>;
export type Article = Selectable<ArticleTable>;
export type CategoryPage = Selectable<CategoryPageTable>;
export type CategoryPageSlide = Selectable<CategoryPageSlideTable>;
export type SubcategoryPage = Selectable<SubcategoryPageTable>;
export type Poster = Selectable<PosterTable>;
export type Campaign = Selectable<CampaignTable>;
export type PosterLike = Selectable<PosterLikeTable>;
export type SocialCode = Selectable<SocialCodeTable>;
export type SiteSettings = Selectable<SiteSettingsTable>;
export type Enquiry = Selectable<EnquiryTable>;
export type NewsletterSignUp = Selectable<NewsletterSignUpTable>;
export type Dealer = Selectable<DealerTable>;
export type SafetyNoticeRow = Selectable<SafetyNoticeTable>;
export type SafetyReportRow = Selectable<SafetyReportTable>;
export type ServiceRequestRow = Selectable<ServiceRequestTable>;
export type DocumentRow = Selectable<DocumentTable>;
export type WarrantyRegistration = Selectable<WarrantyRegistrationTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type SpecAttributeRow = Selectable<SpecAttributeTable>;
export type ProductSpecRow = Selectable<ProductSpecTable>;
