/**
 * What editors call a record's fields (decision 093): the label texts live once, in the admin texts
 * (locales/{en,fr,nl}/admin.json, `resources.<texts>.fields.<field>`), and every screen or message that names a field
 * (the conflict dialog, the history, the audit log, the media's where-used list, the bulk edit's report) finds its
 * label from the resource's declared name and the column by the rule below. Nothing shows a column's name
 * (en_summary, main_img_url) to an editor.
 */
import { RESOURCE_NAMES, RESOURCES, type ResourceName } from "./resources.ts";
import { LOCALES, type Locale } from "./locales.ts";

/** Each declared resource's key in the admin texts (`resources.<key>`); null for the few with no screen of fields. */
export const RESOURCE_TEXTS = {
  products: "commodities",
  categories: "commodityTypes",
  specificationAttributes: "specAttributes",
  articles: "articles",
  posters: "posters",
  cardAdverts: "cardAdsense",
  rotationCharts: "rotationCharts",
  listPosters: "listPosters",
  categoryPages: "landingPageOnes",
  categoryPageSlides: "swipers",
  subcategoryPages: "landingPageTwos",
  socialCodes: "socialCodes",
  siteSettings: "settings",
  media: "media",
  campaigns: "campaigns",
  dealers: "dealers",
  documents: "documents",
  parts: "parts",
  partDiagrams: "partDiagrams",
  safetyNotices: "safetyNotices",
  safetyReports: "safetyReports",
  registrationFlags: null,
  serviceRequests: "serviceRequests",
  enquiries: "demands",
  newsletterSignUps: "fileForms",
  warrantyRegistrations: "registrations",
  mails: "outbox",
  paperCopies: "paperCopies",
  trash: null,
  auditLog: "auditLog",
  adminAccounts: "users",
  signInSecurity: null,
} as const satisfies Record<ResourceName, string | null>;

/** Columns whose field goes by another name in the forms and the API (the product's attr_sort is "attrSort"). */
const FIELD_OF_COLUMN: Readonly<Record<string, string>> = { attr_sort: "attrSort" };

/** Fields every record may carry, labelled in the admin texts' `fields.common`. */
export const COMMON_FIELDS = ["id", "created_at", "updated_at", "status", "publish_at", "unpublish_at"] as const;

export interface FieldLabelKey {
  /** The admin texts' keys to try, first found first. */
  keys: string[];
  /** The language a localized column holds (en_summary → "en"), shown after its label: "Summary (EN)". */
  language?: Locale;
}

/** Where the label of `column` of `resource` is found. */
export function fieldLabelKey(resource: ResourceName, column: string): FieldLabelKey {
  const texts = RESOURCE_TEXTS[resource];
  const localized = /^(en|fr|nl)_(.+)$/.exec(column);
  const language = localized && (LOCALES as readonly string[]).includes(localized[1]!) ? (localized[1] as Locale) : undefined;
  const bare = language ? localized![2]! : column;
  const field = FIELD_OF_COLUMN[bare] ?? bare;
  const keys = [...(texts ? [`resources.${texts}.fields.${field}`] : []), `fields.common.${field}`];
  return language ? { keys, language } : { keys };
}

/** The declared resource whose admin API path is `api` ("page/ones"), as the audit log and the history name it. */
export function resourceOfApi(api: string): ResourceName | undefined {
  return RESOURCE_NAMES.find((name) => RESOURCES[name].api === api);
}

/** The declared resource whose admin screen is /admin/<screen>. */
export function resourceOfScreen(screen: string): ResourceName | undefined {
  return RESOURCE_NAMES.find((name) => (RESOURCES[name] as { screen?: string }).screen === screen);
}

/**
 * A column's label from a lookup of the admin texts (i18next's `t` with `exists` in the admin, the JSON files on the
 * server): "Summary (EN)", "Category"; undefined when the texts have none.
 */
export function labelOf(lookup: (key: string) => string | undefined, resource: ResourceName, column: string): string | undefined {
  const { keys, language } = fieldLabelKey(resource, column);
  const label = keys.map(lookup).find((text) => typeof text === "string" && text !== "");
  if (label === undefined) return undefined;
  return language ? `${label} (${language.toUpperCase()})` : label;
}
