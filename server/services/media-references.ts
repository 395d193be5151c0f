import type { Database } from "#server/db/schema.ts";
import { imageSources } from "#domain/media-alt.ts";

/**
 * Where content refers to uploaded images (decision 065): every column that holds an image URL, a
 * JSON list of them, or rich-text HTML with <img>. The media library's where-used index, its
 * refusal to delete a used image and its rewrite on replace all read this one list, for the records
 * and for their pending drafts' changes alike; a new image column is added here. Pure data and string helpers: the queries are in media-library.ts.
 */
export type ReferenceKind = "url" | "json" | "html";

export interface ReferenceColumn {
  column: string;
  kind: ReferenceKind;
}

export interface ReferencingTable {
  table: keyof Database;
  /** The admin API path and history key ("commodities", "page/ones"). */
  resource: string;
  /** Singular, for messages: 'Product "Mower"'. */
  label: string;
  /** Names the record in the usage list. */
  nameColumn: string;
  /** The admin screen that edits it: /admin/<screen>/<id of linkColumn, or the record's>. */
  screen: string;
  linkColumn?: string;
  /** Has status/publish_at (decision 059): the alt-text rule applies when it is published. */
  publishable: boolean;
  columns: readonly ReferenceColumn[];
}

const html = (field: string): ReferenceColumn[] => (["en", "fr", "nl"] as const).map((locale) => ({ column: `${locale}_${field}`, kind: "html" }));
const posterColumns: ReferenceColumn[] = [
  { column: "pc_img", kind: "url" },
  { column: "phone_img", kind: "url" },
];

export const REFERENCING_TABLES: readonly ReferencingTable[] = [
  {
    table: "commodities",
    resource: "commodities",
    label: "Product",
    nameColumn: "en_name",
    screen: "commodity-administration",
    publishable: true,
    columns: [{ column: "main_img_url", kind: "url" }, { column: "images", kind: "json" }, ...html("description")],
  },
  {
    table: "commodity_types",
    resource: "commodity/types",
    label: "Category",
    nameColumn: "en_name",
    screen: "sort-administration",
    publishable: false,
    columns: [{ column: "main_img_url", kind: "url" }, ...html("description")],
  },
  {
    table: "articles",
    resource: "articles",
    label: "Article",
    nameColumn: "en_title",
    screen: "blog-administration",
    publishable: true,
    columns: [{ column: "main_img_url", kind: "url" }, ...html("content")],
  },
  {
    table: "landing_page_ones",
    resource: "page/ones",
    label: "Landing page",
    nameColumn: "url",
    screen: "landing-page-ones",
    publishable: true,
    columns: [
      { column: "advertis_pc_img", kind: "url" },
      { column: "advertis_phone_img", kind: "url" },
    ],
  },
  {
    table: "landing_page_one_swipers",
    resource: "page/one/swiper",
    label: "Landing page slide",
    nameColumn: "en_title",
    screen: "landing-page-ones",
    linkColumn: "landing_page_one_id",
    publishable: false,
    columns: [{ column: "swiper_img_url", kind: "url" }],
  },
  {
    table: "landing_page_twos",
    resource: "page/twos",
    label: "Landing page",
    nameColumn: "url",
    screen: "landing-page-twos",
    publishable: true,
    columns: [
      { column: "banner_pc_img", kind: "url" },
      { column: "banner_phone_img", kind: "url" },
    ],
  },
  { table: "posters", resource: "posters", label: "Poster", nameColumn: "en_name", screen: "advertisement", publishable: true, columns: posterColumns },
  {
    table: "card_adsenses",
    resource: "card/adsense",
    label: "Card",
    nameColumn: "en_name",
    screen: "card-adsense",
    publishable: false,
    columns: posterColumns,
  },
  {
    table: "rotation_charts",
    resource: "rotation/charts",
    label: "Rotation chart",
    nameColumn: "en_name",
    screen: "charts",
    publishable: false,
    columns: posterColumns,
  },
  {
    table: "list_posters",
    resource: "list/posters",
    label: "List poster",
    nameColumn: "en_name",
    screen: "list-posters",
    publishable: false,
    columns: posterColumns,
  },
];

/** The files of one image: the stored URL and its narrower variants. */
export interface MediaFiles {
  url: string;
  variants: readonly { url: string; width: number }[];
}

/** Every URL of the image, the original first. */
export function urlsOf(files: MediaFiles): string[] {
  return [files.url, ...files.variants.map((variant) => variant.url)];
}

/**
 * What every URL of the image starts with: the stored URL without ".webp"
 * (`…/garden-3f9a…_1000x500`, whose variants are `…_1000x500-w640.webp`). Unique per upload (random key).
 */
export function referenceStem(url: string): string {
  return url.replace(/\.webp$/, "");
}

/** Whether `value` (a URL, JSON or HTML) refers to the image or one of its variants. */
export function refersTo(value: unknown, files: MediaFiles): boolean {
  if (typeof value !== "string" || !value) return false;
  return urlsOf(files).some((url) => value.includes(url));
}

/**
 * `value` with each URL of `before` replaced by the matching file of `after`: a variant by the new
 * variant of the same width, or the new original when it has none; the original by the new original.
 */
export function rewriteReferences(value: string, before: MediaFiles, after: MediaFiles): string {
  let rewritten = value;
  for (const variant of before.variants) {
    const match = after.variants.find((candidate) => candidate.width === variant.width);
    rewritten = rewritten.replaceAll(variant.url, match?.url ?? after.url);
  }
  return rewritten.replaceAll(before.url, after.url);
}

/**
 * A value of a pending draft's changes (an update body: a URL, HTML, or the products' `images` as a list) with every
 * string in it rewritten as `rewriteReferences` does; numbers, booleans and null stay as they are.
 */
export function rewriteReferencesIn(value: unknown, before: MediaFiles, after: MediaFiles): unknown {
  if (typeof value === "string") return rewriteReferences(value, before, after);
  if (Array.isArray(value)) return value.map((item) => rewriteReferencesIn(item, before, after));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteReferencesIn(item, before, after)]));
  }
  return value;
}

/** The image URLs a column's value holds: itself, the strings of a JSON list, or the src of each <img> in HTML. */
export function imageUrlsIn(value: unknown, kind: ReferenceKind): string[] {
  if (typeof value !== "string" || !value) return [];
  if (kind === "url") return [value];
  if (kind === "json") {
    try {
      const parsed = JSON.parse(value) as unknown;
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string" && item !== "") : [];
    } catch {
      return [];
    }
  }
  return imageSources(value);
}
