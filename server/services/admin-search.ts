import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "#server/db/index.ts";
import { foldText } from "#domain/fold.ts";
import type { Locale } from "#domain/locales.ts";
import type { Role } from "#domain/resources.ts";
import { likeContains } from "./like.ts";
import { untyped } from "./records.ts";

/**
 * The admin's finder (Ctrl+K, decision 093): one query over the records an admin looks for by name, each kind a
 * group of at most FINDER_GROUP_SIZE matches. A record matches when every word of the query is in one of its
 * columns: names and titles in all three languages, model and part numbers, dealers' towns and postcodes,
 * enquirers' emails. Columns kept folded (lower case, no accents) are compared with the folded word, the others
 * with the word in lower case. Drafts are found too: the admin edits them.
 */

export const FINDER_GROUPS = ["products", "categories", "articles", "categoryPages", "subcategoryPages", "dealers", "parts", "enquiries"] as const;
export type FinderGroup = (typeof FINDER_GROUPS)[number];

export const FINDER_GROUP_SIZE = 6;
/** Shorter queries would match nearly everything. */
export const FINDER_MIN_LENGTH = 2;
const MAX_WORDS = 6;

export interface FinderHit {
  id: number;
  /** The record's name per language, as stored (the admin picks the reader's, with the usual fallback). */
  title: Record<Locale, string>;
  /** A second line: model, part number, town, company. */
  detail: string;
  /** "draft" or "published" where the record has a publishing state. */
  status?: string;
}

export interface FinderResult {
  group: FinderGroup;
  hits: FinderHit[];
}

interface GroupSource {
  table: string;
  /** Columns holding folded copies, compared with the folded word. */
  folded?: readonly string[];
  /** Columns compared with the word in lower case. */
  plain: readonly string[];
  select: readonly string[];
  order: string;
  hit(row: Record<string, unknown>): FinderHit;
  /** Only admins may see this group (customers' personal data). */
  adminOnly?: boolean;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const localized = (row: Record<string, unknown>, field: string): Record<Locale, string> => ({
  en: str(row[`en_${field}`]),
  fr: str(row[`fr_${field}`]),
  nl: str(row[`nl_${field}`]),
});
const same = (text: string): Record<Locale, string> => ({ en: text, fr: text, nl: text });
const inAll = (field: string) => [`en_${field}`, `fr_${field}`, `nl_${field}`] as const;

const SOURCES: Record<FinderGroup, GroupSource> = {
  products: {
    table: "commodities",
    folded: inAll("name_folded"),
    plain: ["model"],
    select: ["id", ...inAll("name"), "model", "status"],
    order: "en_name",
    hit: (row) => ({ id: Number(row.id), title: localized(row, "name"), detail: str(row.model), status: str(row.status) }),
  },
  categories: {
    table: "commodity_types",
    plain: inAll("name"),
    select: ["id", ...inAll("name"), "level"],
    order: "en_name",
    hit: (row) => ({ id: Number(row.id), title: localized(row, "name"), detail: String(row.level) }),
  },
  articles: {
    table: "articles",
    plain: inAll("title"),
    select: ["id", ...inAll("title"), "status"],
    order: "en_title",
    hit: (row) => ({ id: Number(row.id), title: localized(row, "title"), detail: "", status: str(row.status) }),
  },
  categoryPages: {
    table: "landing_page_ones",
    plain: [...inAll("banner_title"), ...inAll("seo_title"), "url"],
    select: ["id", ...inAll("banner_title"), "url", "status"],
    order: "url",
    hit: (row) => ({ id: Number(row.id), title: localized(row, "banner_title"), detail: str(row.url), status: str(row.status) }),
  },
  subcategoryPages: {
    table: "landing_page_twos",
    plain: [...inAll("banner_title"), ...inAll("seo_title"), "url"],
    select: ["id", ...inAll("banner_title"), "url", "status"],
    order: "url",
    hit: (row) => ({ id: Number(row.id), title: localized(row, "banner_title"), detail: str(row.url), status: str(row.status) }),
  },
  dealers: {
    table: "dealers",
    folded: ["city_folded"],
    plain: ["name", "postcode"],
    select: ["id", "name", "postcode", "city", "country"],
    order: "name",
    hit: (row) => ({ id: Number(row.id), title: same(str(row.name)), detail: [str(row.postcode), str(row.city), str(row.country)].filter(Boolean).join(" ") }),
  },
  parts: {
    table: "parts",
    plain: ["part_number", ...inAll("name")],
    select: ["id", "part_number", ...inAll("name")],
    order: "part_number",
    hit: (row) => ({ id: Number(row.id), title: localized(row, "name"), detail: str(row.part_number) }),
  },
  enquiries: {
    table: "demands",
    plain: ["email", "name", "company"],
    select: ["id", "email", "name", "company", "created_at"],
    order: "created_at",
    adminOnly: true,
    hit: (row) => ({
      id: Number(row.id),
      title: same(str(row.name) || str(row.email)),
      detail: [str(row.email), str(row.company)].filter(Boolean).join(" · "),
    }),
  },
};

/** The groups a role may search: enquiries name customers, so they are admins' only. */
function finderGroupsFor(role: Role): FinderGroup[] {
  return FINDER_GROUPS.filter((group) => role === "admin" || !SOURCES[group].adminOnly);
}

/** The query's words, at most MAX_WORDS (the first ones); empty when it is too short to search. */
function queryWords(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed.length < FINDER_MIN_LENGTH) return [];
  return trimmed.split(/\s+/u).slice(0, MAX_WORDS);
}

const contains = (column: string, term: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${likeContains(term)} escape '\\'`;

/** Every word in some column of the source. */
function matchesAll(source: GroupSource, words: readonly string[]): Expression<SqlBool> {
  const perWord = words.map((word) => {
    const plain = word.toLowerCase();
    const folded = foldText(word);
    const tests = [...(source.folded ?? []).map((column) => contains(column, folded)), ...source.plain.map((column) => contains(column, plain))];
    return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
  });
  return sql<SqlBool>`(${sql.join(perWord, sql` and `)})`;
}

/** The groups `role` may see (of `only`, when given) that have a match for `query`, in FINDER_GROUPS order. */
export async function findInAdmin(db: Db, query: string, role: Role, only?: readonly FinderGroup[]): Promise<FinderResult[]> {
  const words = queryWords(query);
  if (!words.length) return [];
  const results = await Promise.all(
    finderGroupsFor(role)
      .filter((group) => !only || only.includes(group))
      .map(async (group): Promise<FinderResult> => {
        const source = SOURCES[group];
        const rows = await untyped(db)
          .selectFrom(source.table)
          .select(source.select as string[])
          .where(matchesAll(source, words))
          .orderBy(source.order, source.order === "created_at" ? "desc" : "asc")
          .orderBy("id", "desc")
          .limit(FINDER_GROUP_SIZE)
          .execute();
        return { group, hits: rows.map((row) => source.hit(row as Record<string, unknown>)) };
      }),
  );
  return results.filter((result) => result.hits.length);
}
