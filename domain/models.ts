import { z } from "zod";
import { ENQUIRY_FORMS } from "./forms/enquiry.ts";
import { LOCALES } from "./locales.ts";
import { NEWSLETTER_SOURCES, NEWSLETTER_STATUSES } from "./newsletter.ts";
import { RESERVED_PATH_SEGMENTS } from "./paths.ts";
import { PUBLISHABLE_RESOURCES, ROLES, TRASHABLE } from "./resources.ts";
import {
  AUDIT_ACTIONS,
  CAMPAIGN_MAX_ITEMS,
  CAMPAIGN_STATUSES,
  ENQUIRY_SUMMARY_COLUMNS,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  POSTER_TYPES,
  PUBLISH_STATUSES,
} from "./admin-contract.ts";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "./seo.ts";
import { flag, imageUrl, link, localized, recordId, requiredText, richText, slug, sortOrder, text } from "./schemas.ts";

/**
 * Request bodies (inputs) and records (outputs) of every resource. Field names are the
 * database columns, except commodities' `attrSort` and `images` (see presentProduct).
 * Create bodies: required fields as marked; update bodies (`…/_update`) are the same
 * fields, all optional (partial update).
 */

const opt = <S extends z.ZodType>(schema: S) => schema.optional();
const stamps = { created_at: z.string(), updated_at: z.string() };
const localizedStrings = <F extends string>(fields: readonly F[]) => localized(fields, z.string());

/** Drafts and scheduled publishing (decision 059): a publish time in the past means at once. */
export const publishTime = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString())
  .nullable();
const publishingInput = {
  status: opt(z.enum(PUBLISH_STATUSES)).meta({ description: "draft: never shown; published (the default): shown from publish_at on" }),
  publish_at: opt(publishTime).meta({ description: "ISO 8601; null or a past time: shown at once" }),
  unpublish_at: opt(publishTime).meta({ description: "ISO 8601; from then on the record is not shown (decision 092); null: never" }),
};
const publishingFields = { status: z.enum(PUBLISH_STATUSES), publish_at: z.string().nullable(), unpublish_at: z.string().nullable() };

/** The search-result title and description per language of products and articles (decision 092); '' = the name and summary. */
const searchResultInput = {
  ...localized(["seo_title"], opt(text(SEO_TITLE_MAX))),
  ...localized(["seo_description"], opt(text(SEO_DESCRIPTION_MAX))),
};

/* ---------- Commodities ---------- */

export const productInput = z.object({
  ...localized(["name", "summary"], opt(text(255))),
  ...localized(["description"], opt(richText)),
  en_name: requiredText(255),
  model: opt(text(64)),
  main_img_url: opt(imageUrl),
  images: opt(z.array(imageUrl).max(30)),
  attrSort: opt(flag),
  sort_order: opt(sortOrder),
  commodity_type_id: opt(recordId.nullable()),
  ...searchResultInput,
  ...publishingInput,
});

export const product = z
  .object({
    id: z.int(),
    commodity_type_id: z.int().nullable(),
    model: z.string(),
    ...localizedStrings(["name", "summary", "description", "seo_title", "seo_description"]),
    main_img_url: z.string(),
    images: z.array(z.string()),
    attrSort: z.int().meta({ description: "1 = featured" }),
    sort_order: z.int(),
    ...publishingFields,
    ...stamps,
  })
  .meta({ id: "Commodity" });

/** One line of a product's specification table, in the language asked for (decision 046). */
export const specView = z
  .object({
    key: z.string().meta({ description: "The attribute's key, e.g. cutting_width" }),
    label: z.string(),
    value: z
      .union([z.number(), z.tuple([z.number(), z.number()]), z.boolean(), z.string()])
      .meta({ description: "A number, [min, max], true/false, a choice's value or a text" }),
    unit: z.string().meta({ description: "The unit's symbol in the language, or empty" }),
    display: z.string().meta({ description: "The value as shown, numbers formatted for the language: 1.200 m² (nl), 1 200 m² (fr)" }),
  })
  .meta({ id: "Spec" });

export const productWithSpecs = product.extend({ specs: z.array(specView) }).meta({ id: "CommodityWithSpecs" });

export const productBatch = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("setAttrSort"),
    ids: z.array(recordId).min(1).max(500),
    attrSort: z.union([z.literal(0), z.literal(1)], { error: "Give 1 (yes) or 0 (no)." }),
  }),
  z.object({ action: z.literal("move"), ids: z.array(recordId).min(1).max(500), commodity_type_id: recordId.nullable() }),
  z.object({ action: z.literal("delete"), ids: z.array(recordId).min(1).max(500) }),
]);

/* ---------- Commodity types ---------- */

export const categoryInput = z.object({
  ...localized(["name"], opt(text(255))),
  ...localized(["description"], opt(richText)),
  en_name: requiredText(255),
  parent_id: opt(recordId.nullable()).meta({ description: "Omit or null for a top-level category; the level follows the parent" }),
  main_img_url: opt(imageUrl),
  link: opt(link),
  sort_order: opt(sortOrder),
});

const landingRef = z.object({ id: z.int(), url: z.string() }).nullable();

export const categoryNode: z.ZodType = z
  .object({
    id: z.int(),
    parent_id: z.int().nullable(),
    level: z.int().meta({ description: "1, 2 or 3" }),
    ...localizedStrings(["name", "description"]),
    main_img_url: z.string(),
    link: z.string(),
    sort_order: z.int(),
    ...stamps,
    get child() {
      return z.array(categoryNode);
    },
    get twoLevelCommodityTypes() {
      return z.array(categoryNode).optional().meta({ description: "Level 1 only: the same list as `child` (product rules §3's name)" });
    },
    get threeLevelCommodityTypes() {
      return z.array(categoryNode).optional().meta({ description: "Level 2 only: the same list as `child` (product rules §3's name)" });
    },
    landingPageOne: landingRef.optional().meta({ description: "Level 1 only" }),
    landingPageTwo: landingRef.optional().meta({ description: "Level 2 only" }),
  })
  .meta({ id: "CommodityType" });

/* ---------- Articles ---------- */

export const articleInput = z.object({
  ...localized(["title", "summary"], opt(text(255))),
  ...localized(["content"], opt(richText)),
  en_title: requiredText(255),
  main_img_url: opt(imageUrl),
  hot: opt(flag),
  ...searchResultInput,
  ...publishingInput,
  /** The publication date shown on the blog; defaults to the moment of creation. */
  created_at: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value).toISOString())
    .nullish()
    .transform((value) => value ?? undefined),
});

export const article = z
  .object({
    id: z.int(),
    ...localizedStrings(["title", "summary", "content", "seo_title", "seo_description"]),
    main_img_url: z.string(),
    hot: z.int(),
    ...publishingFields,
    ...stamps,
  })
  .meta({ id: "Article" });

/* ---------- Posters, card adsense, rotation charts, list posters ---------- */

const posterLikeFields = {
  ...localized(["name"], opt(text(255))),
  ...localized(["description"], opt(text(5000))),
  pc_img: opt(imageUrl),
  phone_img: opt(imageUrl),
  url: opt(link),
  sort_order: opt(sortOrder),
};

export const posterType = text(32).regex(/^[A-Za-z][A-Za-z0-9_-]*$/, "Use letters, digits, - and _.");
/**
 * Card adsense, rotation charts and list posters are pictures with a name: without either there is
 * nothing to show, yet a record is public the moment it exists. Posters keep their own rule (a type).
 */
export const posterLikeInput = z.object({
  ...posterLikeFields,
  en_name: requiredText(255).meta({ description: "Required in English; French and Dutch fall back to it" }),
  pc_img: imageUrl.refine((value) => value !== "", "Choose an image.").meta({ description: "The desktop image (required)" }),
});
export const posterInput = z.object({
  ...posterLikeFields,
  ...publishingInput,
  // Only the places the site shows: a poster of another type could be neither seen nor found in the admin.
  type: z.enum(POSTER_TYPES).meta({ description: "indexPage (home slides), homePoster, banner, card, list, tag" }),
});

const posterLikeShape = {
  id: z.int(),
  ...localizedStrings(["name", "description"]),
  pc_img: z.string(),
  phone_img: z.string(),
  url: z.string(),
  sort_order: z.int(),
  ...stamps,
};
export const posterLike = z.object(posterLikeShape).meta({ id: "PosterLike" });
export const poster = z.object({ ...posterLikeShape, type: z.string(), ...publishingFields }).meta({ id: "Poster" });

export const homePoster = z
  .object({ ...posterLikeShape, id: z.int().nullable(), type: z.string(), ...localized(["name"], z.string().nullable()) })
  .partial({ created_at: true, updated_at: true, sort_order: true })
  .meta({ id: "HomePoster", description: "The first homePoster poster, or a null-named default linking to /product" });

export const advertising = z
  .object({ banner: z.array(poster), cards: z.array(poster), lists: z.array(poster), tags: z.array(poster), homePoster })
  .meta({ id: "Advertising" });

/* ---------- Landing pages ---------- */

export const categoryPageInput = z.object({
  ...localized(["banner_title", "swiper_name", "commodity_name", "advertis_title", "seo_title"], opt(text(255))),
  ...localized(["swiper_description", "commodity_description", "advertis_description", "seo_description"], opt(text(5000))),
  commodity_type_id: opt(recordId.nullable()).meta({ description: "A level 1 category without a landing page yet" }),
  url: slug,
  advertis_pc_img: opt(imageUrl),
  advertis_phone_img: opt(imageUrl),
  advertis_url: opt(link),
  user_url: opt(link),
  ...publishingInput,
});

export const slide = z
  .object({
    id: z.int(),
    landing_page_one_id: z.int(),
    ...localizedStrings(["title"]),
    swiper_img_url: z.string(),
    url: z.string(),
    sort_order: z.int(),
    ...stamps,
  })
  .meta({ id: "PageOneSwiper" });

const categoryPageShape = {
  id: z.int(),
  commodity_type_id: z.int().nullable(),
  url: z.string(),
  ...localizedStrings([
    "banner_title",
    "swiper_name",
    "swiper_description",
    "commodity_name",
    "commodity_description",
    "advertis_title",
    "advertis_description",
    "seo_title",
    "seo_description",
  ]),
  advertis_pc_img: z.string(),
  advertis_phone_img: z.string(),
  advertis_url: z.string(),
  user_url: z.string(),
  ...publishingFields,
  ...stamps,
};
export const categoryPage = z.object(categoryPageShape).meta({ id: "LandingPageOne" });
export const categoryPageWithSlides = z.object({ ...categoryPageShape, page_one_swipers: z.array(slide) }).meta({ id: "LandingPageOneWithSwipers" });

export const subcategoryPageInput = z.object({
  ...localized(["banner_title", "seo_title"], opt(text(255))),
  ...localized(["banner_description", "seo_description"], opt(text(5000))),
  commodity_type_id: opt(recordId.nullable()).meta({ description: "A level 2 category without a landing page yet" }),
  url: slug,
  banner_pc_img: opt(imageUrl),
  banner_phone_img: opt(imageUrl),
  ...publishingInput,
});

export const subcategoryPage = z
  .object({
    id: z.int(),
    commodity_type_id: z.int().nullable(),
    url: z.string(),
    ...localizedStrings(["banner_title", "banner_description", "seo_title", "seo_description"]),
    banner_pc_img: z.string(),
    banner_phone_img: z.string(),
    ...publishingFields,
    ...stamps,
  })
  .meta({ id: "LandingPageTwo" });

export const slideInput = z.object({
  ...localized(["title"], opt(text(255))),
  landing_page_one_id: recordId,
  swiper_img_url: opt(imageUrl),
  url: opt(link),
  sort_order: opt(sortOrder),
});

/* ---------- Enquiries and sign-ups ---------- */

export const enquiry = z
  .object({
    id: z.int(),
    form: z.enum(ENQUIRY_FORMS),
    name: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string(),
    title: z.string(),
    country: z.string(),
    message: z.string(),
    locale: z.enum(LOCALES),
    handled: z.int(),
    note: z.string(),
    handled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Demand" });

/** An enquiry as the dashboard lists it (editors included): ENQUIRY_SUMMARY_COLUMNS only. */
export const enquirySummary = enquiry
  .pick(Object.fromEntries(ENQUIRY_SUMMARY_COLUMNS.map((column) => [column, true])) as Record<(typeof ENQUIRY_SUMMARY_COLUMNS)[number], true>)
  .meta({ id: "EnquirySummary" });

export const enquiryMarking = z
  .object({ ids: z.array(recordId).min(1).max(500), handled: z.boolean().optional(), note: text(5000).optional() })
  .refine((body) => body.handled !== undefined || body.note !== undefined, { message: "Give handled or note.", path: ["handled"] });

export const newsletterSignUp = z
  .object({
    id: z.int(),
    email: z.string(),
    locale: z.enum(LOCALES),
    created_at: z.string(),
    status: z
      .enum(NEWSLETTER_STATUSES)
      .meta({ description: "pending until the address follows the link mailed to it; only confirmed addresses are subscribers" }),
    source: z.enum(NEWSLETTER_SOURCES),
    consented_at: z.string().nullable().meta({ description: "When the sign-up (the consent) was given" }),
    confirmed_at: z.string().nullable(),
  })
  .meta({ id: "FileForm" });

/* ---------- Social codes and settings ---------- */

export const socialCodeInput = z.object({
  platform: requiredText(32).regex(/^[a-z0-9-]+$/, "Use lower-case letters, digits and hyphens."),
  label: requiredText(64),
  url: requiredText(1024).pipe(link),
  in_header: opt(flag),
  sort_order: opt(sortOrder),
});

export const socialCode = z
  .object({ id: z.int(), platform: z.string(), label: z.string(), url: z.string(), in_header: z.int(), sort_order: z.int(), ...stamps })
  .meta({ id: "SocialCode" });

export const settingsInput = z
  .object({
    brand_name: requiredText(64),
    about_path: slug.max(64).refine((path) => !RESERVED_PATH_SEGMENTS.includes(path), "This path is already used by the site: choose another."),
    email_primary: z.email().max(255),
    email_secondary: z.email().max(255),
    phone: requiredText(64),
    company_line: requiredText(255),
    address: text(255),
    map_query: text(255),
  })
  .partial();

const settingsShape = {
  brand_name: z.string(),
  about_path: z.string(),
  email_primary: z.string(),
  email_secondary: z.string(),
  phone: z.string(),
  company_line: z.string(),
  address: z.string(),
  map_query: z.string(),
};
export const siteSettings = z.object({ id: z.int(), ...settingsShape, updated_at: z.string() }).meta({ id: "SiteSettings" });
export const publicSettings = z.object({ ...settingsShape, socials: z.array(socialCode) }).meta({ id: "PublicSettings" });

/* ---------- Campaigns (decision 060) ---------- */

export const campaignInput = z.object({
  name: requiredText(255),
  publish_at: opt(publishTime).meta({ description: "When every record of the campaign is published (ISO 8601; a past time publishes at scheduling)" }),
  unpublish_at: opt(publishTime).meta({ description: "When the campaign's posters stop showing" }),
  items: opt(z.array(z.object({ resource: z.enum(PUBLISHABLE_RESOURCES), record_id: recordId })).max(CAMPAIGN_MAX_ITEMS)).meta({
    description: "The campaign's records (replacing the list when given); a record named twice counts once",
  }),
});
export const campaign = z
  .object({
    id: z.int(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    publish_at: z.string().nullable(),
    unpublish_at: z.string().nullable(),
    published_at: z.string().nullable(),
    failure: z.string().meta({ description: "Why the last attempt published nothing (failed)" }),
    scheduled_by: z.string(),
    ...stamps,
  })
  .meta({ id: "Campaign" });

/* ---------- Sign-in, uploads, dashboard ---------- */

export const adminUser = z.object({ id: z.int(), email: z.string(), name: z.string(), role: z.enum(["admin", "editor"]) }).meta({ id: "AdminUser" });
export const loginInput = z.object({
  email: z.string().trim().min(1, "Please Input Email").max(254),
  password: z.string().min(1, "Please input the password.").max(200),
  code: z
    .string()
    .max(32)
    .optional()
    .meta({ description: "For an account with two-factor authentication: the authenticator's six digits, or one of its recovery codes" }),
});
export const session = z.object({ token: z.string(), expires_at: z.string(), user: adminUser }).meta({ id: "Session" });
/** The provider's answer as the sign-in button brings it back (RFC 6749 §4.1.2, RFC 7636, RFC 9207). */
export const oidcLoginInput = z.object({
  code: z.string().min(1, "The code is missing.").max(2048),
  code_verifier: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, "The code_verifier must be 43 to 128 letters, digits or - . _ ~ (RFC 7636).")
    .meta({ description: "The PKCE verifier the button kept; its SHA-256 was sent as code_challenge and as nonce" }),
  redirect_uri: z.url().max(2048).meta({ description: "This site's sign-in page, exactly `{origin}/login`" }),
  iss: z.url().max(2048).optional().meta({ description: "The answer's `iss` parameter, when the provider sends one" }),
});

export const upload = z
  .object({
    url: z.string(),
    width: z.int(),
    height: z.int(),
    variants: z.array(z.object({ url: z.string(), width: z.int(), height: z.int() })),
  })
  .meta({ id: "Upload" });

/* ---------- Media library (decision 065) ---------- */

/** The longest alternative text: a sentence or two, as screen readers read it. */
export const ALT_TEXT_MAX = 250;
const focalPercent = z.int().min(0).max(100);
export const mediaAltInput = z
  .object({
    ...localized(["alt"], text(ALT_TEXT_MAX).optional()),
    focal_x: focalPercent.optional().meta({ description: "The point crops keep in view: per cent of the width from the left (decision 092)" }),
    focal_y: focalPercent.optional().meta({ description: "… and per cent of the height from the top; 50/50 is the centre" }),
  })
  .meta({ id: "MediaAltInput" });
export const mediaUsage = z
  .object({
    resource: z.string().meta({ description: "The admin API path of the record, e.g. commodities, page/ones" }),
    label: z.string(),
    record_id: z.int(),
    name: z.string(),
    field: z.string().meta({ description: "The column that refers to the image: main_img_url, images, en_content…" }),
    admin_path: z.string().meta({ description: "The admin screen that edits the record" }),
    published: z.boolean().meta({ description: "Whether the record is published (or scheduled)" }),
    pending: z.boolean().meta({
      description:
        "true: the use is in the record's pending changes (a kept draft, not live yet), which publishing would make live; " +
        "such a use keeps the image from being deleted too",
    }),
  })
  .meta({ id: "MediaUsage" });
export const mediaItem = z
  .object({
    id: z.int(),
    url: z.string(),
    original_name: z.string(),
    mime: z.string().meta({ description: "The type the file was uploaded as; stored files are WebP" }),
    width: z.int(),
    height: z.int(),
    bytes: z.int(),
    variants: upload.shape.variants,
    ...localized(["alt"], z.string()),
    focal_x: focalPercent,
    focal_y: focalPercent,
    ...stamps,
  })
  .meta({ id: "MediaItem" });
export const mediaVersion = z
  .object({
    id: z.int(),
    url: z.string(),
    original_name: z.string(),
    width: z.int(),
    height: z.int(),
    bytes: z.int(),
    variants: upload.shape.variants,
    replaced_at: z.string(),
    replaced_by: z.string().meta({ description: "The email of the admin who replaced it" }),
  })
  .meta({ id: "MediaVersion", description: "An earlier file of the image, kept when it was replaced, restorable" });
export const mediaListItem = mediaItem
  .extend({
    usage_count: z.int().meta({
      description: "In how many places (record and column) the image is used, records' pending changes included: 0 when it may be deleted",
    }),
  })
  .meta({ id: "MediaListItem" });
export const mediaDetail = mediaItem
  .extend({
    usages: z.array(mediaUsage).meta({ description: "The uses in records, then those in records' pending changes (pending: true)" }),
    versions: z.array(mediaVersion).meta({ description: "Its earlier files, the latest replaced first (decision 092)" }),
  })
  .meta({ id: "MediaDetail" });

export const dashboard = z
  .object({
    counts: z.object({ products: z.int(), categories: z.int(), articles: z.int(), new_enquiries: z.int(), subscribers: z.int() }),
    latest_enquiries: z.array(enquirySummary),
    weekly: z.array(z.object({ week: z.string(), starts_on: z.string(), enquiries: z.int(), signups: z.int() })),
    translations: z.object({
      missing: z.object({ commodities: z.int(), commodity_types: z.int(), articles: z.int() }),
      items: z.array(z.object({ resource: z.string(), id: z.int(), en: z.string(), missing: z.array(z.enum(["fr", "nl"])) })),
    }),
  })
  .meta({ id: "Dashboard" });

/** A warranty registration as the admin lists it (decision 042). */
export const registration = z
  .object({
    id: z.int(),
    reference: z.string(),
    commodity_id: z.int().nullable(),
    product_name: z.string(),
    product_model: z.string(),
    serial: z.string(),
    purchase_date: z.string(),
    warranty_years: z.int(),
    warranty_until: z.string(),
    where_bought: z.string(),
    country: z.string(),
    name: z.string(),
    email: z.string(),
    locale: z.enum(LOCALES),
    has_proof: z.int(),
    consent_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "WarrantyRegistration" });

export const mail = z
  .object({
    id: z.int(),
    kind: z.enum(OUTBOX_KINDS),
    recipient: z.string(),
    locale: z.enum(LOCALES),
    subject: z.string(),
    text_body: z.string(),
    html_body: z.string(),
    registration_id: z.int().nullable(),
    demand_id: z.int().nullable(),
    payload: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.int(),
    send_after: z.string(),
    claimed_until: z.string().nullable(),
    last_error: z.string(),
    sent_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "OutboxMail" });

/** A campaign's record and the publishing calendar's entries (decision 060). */
const fallbacks = z
  .object({ fr: z.array(z.string()), nl: z.array(z.string()) })
  .meta({ description: "Fields written in English but blank in French or Dutch" });

export const campaignItem = z
  .object({
    id: z.int(),
    resource: z.enum(PUBLISHABLE_RESOURCES),
    record_id: z.int(),
    title: z.string(),
    status: z.string().nullable(),
    publish_at: z.string().nullable(),
    missing: z.boolean().meta({ description: "Deleted since it was added: the campaign cannot be scheduled while it is listed" }),
    pending_changes: z.boolean().meta({ description: "Has pending changes (decision 059), published with the campaign" }),
    fallbacks,
  })
  .meta({ id: "CampaignItem" });

export const calendarEntry = z
  .object({
    at: z.string(),
    kind: z.enum(["campaign", "record"]),
    resource: z.enum(["campaigns", ...PUBLISHABLE_RESOURCES]),
    id: z.int(),
    title: z.string(),
    state: z.string(),
  })
  .meta({ id: "CalendarEntry" });

export type Enquiry = z.infer<typeof enquiry>;
export type SiteSettings = z.infer<typeof siteSettings>;
export type Registration = z.infer<typeof registration>;
export type OutboxMail = z.infer<typeof mail>;
export type CampaignItem = z.infer<typeof campaignItem>;
export type CalendarEntry = z.infer<typeof calendarEntry>;
export type MediaItem = z.infer<typeof mediaItem>;
export type MediaListItem = z.infer<typeof mediaListItem>;
export type MediaDetail = z.infer<typeof mediaDetail>;

/* ---------- Admin accounts and the audit log ---------- */

/** An admin account's state (decision 054): signed in at least once, invited and not yet, or turned off. */
export const ADMIN_ACCOUNT_STATUSES = ["active", "invited", "disabled"] as const;

export const adminAccount = z
  .object({
    id: z.int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    status: z.enum(ADMIN_ACCOUNT_STATUSES),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    invited_at: z.string().nullable(),
    disabled_at: z.string().nullable(),
    second_factor: z.boolean().meta({ description: "Signs in with a second factor (decision 074)" }),
  })
  .meta({ id: "AdminAccount" });

/** A deleted record waiting in the trash (decision 091). */
export const trashEntry = z
  .object({
    id: z.int(),
    resource: z.enum(TRASHABLE).meta({ description: "The resource's name in domain/resources.ts" }),
    record_id: z.int().meta({ description: "The record's id, which a restore gives back" }),
    title: z.string().meta({ description: "The record's name when it was deleted" }),
    user_id: z.int().nullable(),
    actor: z.string().meta({ description: "Who deleted it" }),
    trashed_at: z.string(),
    expires_at: z.string().meta({ description: "When the schedule purges it for good" }),
  })
  .meta({ id: "TrashEntry" });
export type TrashEntry = z.infer<typeof trashEntry>;

export const auditEntry = z
  .object({
    id: z.int(),
    created_at: z.string(),
    user_id: z.int().nullable(),
    actor: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    resource: z.string(),
    record_id: z.string(),
    summary: z.string(),
    record_title: z.string().meta({ description: "The record's name when the entry was written" }),
    changes: z
      .array(z.object({ field: z.string(), before: z.string().optional(), after: z.string().optional() }))
      .meta({ description: "The fields the action changed; before/after left out for long values" }),
    ip: z.string().optional().describe("The address the call came from: shown to admins only (an IP address is personal data)"),
  })
  .meta({ id: "AuditEntry" });

export const auditFilters = z.object({ users: z.array(z.object({ user_id: z.int(), actor: z.string() })), resources: z.array(z.string()) });

export type AdminAccount = z.infer<typeof adminAccount>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type AuditFilters = z.infer<typeof auditFilters>;
export type Dashboard = z.infer<typeof dashboard>;
export type EnquirySummary = z.infer<typeof enquirySummary>;
