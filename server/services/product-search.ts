import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";
import type { Db } from "#server/db/index.ts";
import { LOCALES, type Locale } from "#domain/locales.ts";
import { inTransaction } from "./records.ts";
import { isPrefixTerm, queryTerms, searchDocument, type SearchDocument } from "./search-terms.ts";

/**
 * The product search index (decision 038, migration 0004): written here whenever a product is
 * created or changed, read by the product list. search-terms.ts makes the terms; this file only
 * stores them and asks for them, in FTS5 on SQLite and in tsvector columns on PostgreSQL.
 */

/** Raise when search-terms.ts changes what it indexes: the next start re-indexes every product. */
export const SEARCH_INDEX_VERSION = 1;

const BATCH = 200;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function untyped(db: Db): Kysely<any> {
  return db as unknown as Kysely<any>;
}

/** (Re)writes the index entries of these products from their rows; ids without a row are skipped. */
export async function indexProducts(db: Db, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const chunk = ids.slice(start, start + BATCH);
    const rows = await db
      .selectFrom("commodities")
      .select(["id", "model", "en_name", "fr_name", "nl_name", "en_summary", "fr_summary", "nl_summary", "en_description", "fr_description", "nl_description"])
      .where("id", "in", chunk)
      .execute();
    const documents = rows.map((row) => ({
      id: row.id,
      doc: searchDocument({
        model: row.model,
        names: { en: row.en_name, fr: row.fr_name, nl: row.nl_name },
        texts: { en: `${row.en_summary} ${row.en_description}`, fr: `${row.fr_summary} ${row.fr_description}`, nl: `${row.nl_summary} ${row.nl_description}` },
      }),
    }));
    if (isPostgres(db)) await writePostgres(db, documents);
    else await writeSqlite(db, chunk, documents);
  }
}

/**
 * SQLite: one FTS5 column of tagged terms. `n{lang}` + term: the model or that language's name;
 * `a{lang}` + term: model, name or other text in that language. Every lookup is then a plain
 * term or prefix query, which FTS5 answers far faster than column filters.
 */
const TAG = {
  name: (locale: Locale) => `n${locale}`,
  any: (locale: Locale) => `a${locale}`,
};

function sqliteTerms(doc: SearchDocument): string {
  const tagged: string[] = [];
  for (const l of LOCALES) {
    for (const term of [...doc.model, ...doc.name[l]]) tagged.push(`${TAG.name(l)}${term}`, `${TAG.any(l)}${term}`);
    for (const term of doc.text[l]) tagged.push(`${TAG.any(l)}${term}`);
  }
  return [...new Set(tagged)].join(" ");
}

async function writeSqlite(db: Db, ids: readonly number[], documents: { id: number; doc: SearchDocument }[]): Promise<void> {
  await untyped(db).deleteFrom("commodity_search").where("rowid", "in", ids).execute();
  if (!documents.length) return;
  const values = documents.map(({ id, doc }) => ({ rowid: id, terms: sqliteTerms(doc), version: SEARCH_INDEX_VERSION }));
  await untyped(db).insertInto("commodity_search").values(values).execute();
}

/** A tsvector literal: model terms weighted A, name terms B, other text C (positions only carry the weights). */
function tsvectorText(doc: SearchDocument, locale: Locale): string {
  let position = 0;
  const lexeme = (term: string, weight: string) => `'${term.replace(/\\/g, "\\\\").replace(/'/g, "''")}':${Math.min(++position, 16383)}${weight}`;
  return [
    ...doc.model.map((term) => lexeme(term, "A")),
    ...doc.name[locale].map((term) => lexeme(term, "B")),
    ...doc.text[locale].map((term) => lexeme(term, "C")),
  ].join(" ");
}

async function writePostgres(db: Db, documents: { id: number; doc: SearchDocument }[]): Promise<void> {
  if (!documents.length) return;
  const values = documents.map(({ id, doc }) => ({
    commodity_id: id,
    version: SEARCH_INDEX_VERSION,
    ...Object.fromEntries(LOCALES.map((l) => [`${l}_doc`, sql`cast(${tsvectorText(doc, l)} as tsvector)`])),
  }));
  await untyped(db)
    .insertInto("commodity_search")
    .values(values)
    .onConflict((oc) =>
      oc.column("commodity_id").doUpdateSet((eb) => ({
        version: eb.ref("excluded.version"),
        ...Object.fromEntries(LOCALES.map((l) => [`${l}_doc`, eb.ref(`excluded.${l}_doc`)])),
      })),
    )
    .execute();
}

/**
 * Indexes the products that have no entry, or one written by an older SEARCH_INDEX_VERSION:
 * at start-up, for rows that existed before migration 0004 or before a change of the terms.
 * Advances the catalogue version (decision 013) so no cached list page misses them.
 */
export async function ensureSearchIndex(db: Db): Promise<number> {
  const stale = isPostgres(db)
    ? sql<{ id: number }>`select c.id from commodities c left join commodity_search s on s.commodity_id = c.id
        where s.commodity_id is null or s.version <> ${SEARCH_INDEX_VERSION}`
    : sql<{ id: number }>`select c.id from commodities c
        where not exists (select 1 from commodity_search s where s.rowid = c.id and s.version = ${SEARCH_INDEX_VERSION})`;
  const ids = (await stale.execute(db)).rows.map((row) => Number(row.id));
  if (!ids.length) return 0;
  await inTransaction(db, async (trx) => {
    await indexProducts(trx, ids);
    await sql`update data_versions set version = version + 1 where name = 'catalogue'`.execute(trx);
  });
  return ids.length;
}

export interface ProductSearch {
  /** Subquery of the matching product ids, for `where commodities.id in (…)`. */
  ids: RawBuilder<number>;
  /**
   * 0 model number or name in the page's language, 1 model number or name in another language,
   * 2 summary or description only: order by it first, lower is better.
   */
  rank: RawBuilder<number>;
}

/**
 * The products whose terms match `term` in any language, every language with its own stems,
 * so "chainsaw" typed on a French page finds the chainsaws; the page's language ranks first.
 */
export function searchProducts(db: Db, { locale, term }: { locale: Locale; term: string }): ProductSearch {
  const queries = Object.fromEntries(LOCALES.map((l) => [l, queryTerms(term, l)])) as Record<Locale, string[][]>;
  if (!queries[locale].length) return { ids: sql<number>`(select cast(null as integer) where 1 = 0)`, rank: sql<number>`cast(0 as integer)` };
  const others = LOCALES.filter((l) => l !== locale);
  return isPostgres(db) ? postgresSearch(queries, locale, others) : sqliteSearch(queries, locale, others);
}

/** FTS5: `("nfrtondeux"* AND "nfrgazon"*) OR ("nfrtondeusegazon"*)`, terms quoted (they hold only letters and digits). */
function sqliteSearch(queries: Record<Locale, string[][]>, locale: Locale, others: Locale[]): ProductSearch {
  const match = (tag: (locale: Locale) => string, locales: readonly Locale[]) =>
    locales.flatMap((l) => queries[l].map((terms) => `(${terms.map((t) => `"${tag(l)}${t}"${isPrefixTerm(t) ? "*" : ""}`).join(" AND ")})`)).join(" OR ");
  const matching = (expression: string) => sql<number>`(select rowid from commodity_search where commodity_search match ${expression})`;
  return {
    ids: matching(match(TAG.any, LOCALES)),
    rank: sql<number>`case
      when commodities.id in ${matching(match(TAG.name, [locale]))} then 0
      when commodities.id in ${matching(match(TAG.name, others))} then 1
      else 2 end`,
  };
}

/** tsquery text: `('a':*AB & 'b':AB) | 'ab':*AB`, matched against each language's weighted tsvector. */
function postgresSearch(queries: Record<Locale, string[][]>, locale: Locale, others: Locale[]): ProductSearch {
  const tsquery = (l: Locale, weights: string) =>
    queries[l]
      .map((terms) => {
        const parts = terms.map((t) => {
          const flags = `${isPrefixTerm(t) ? "*" : ""}${weights}`;
          return `'${t}'${flags ? `:${flags}` : ""}`;
        });
        return `(${parts.join(" & ")})`;
      })
      .join(" | ");
  const matching = (locales: readonly Locale[], weights: string) =>
    sql<number>`(select commodity_id from commodity_search where ${sql.join(
      locales.map((l) => sql`${sql.ref(`${l}_doc`)} @@ cast(${tsquery(l, weights)} as tsquery)`),
      sql` or `,
    )})`;
  return {
    ids: matching(LOCALES, ""),
    rank: sql<number>`case
      when commodities.id in ${matching([locale], "AB")} then 0
      when commodities.id in ${matching(others, "AB")} then 1
      else 2 end`,
  };
}
