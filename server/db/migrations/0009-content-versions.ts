import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The rendered-page cache (decision 049) serves a stored page only while every data set a public
 * page reads is unchanged. Catalogue tables already advance `catalogue` (migrations 0003, 0008);
 * dealers and documents advance their own (0007); this adds `content`, advanced by triggers on every
 * other table a public page reads: articles, landing pages, posters and their kin, social codes and
 * site settings.
 * Tables no public page reads (enquiries, admin users and tokens, rate limits, warranty
 * registrations, the outbox, media records) advance nothing: their writes are frequent and change no page.
 */
const CONTENT_TABLES = [
  "articles",
  "landing_page_ones",
  "landing_page_one_swipers",
  "landing_page_twos",
  "posters",
  "card_adsenses",
  "rotation_charts",
  "list_posters",
  "social_codes",
  "site_settings",
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto("data_versions").values({ name: "content", version: 0 }).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // bump_data_version(name) was created by migration 0007.
    for (const table of CONTENT_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_bump_content`)} after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_data_version('content')`.execute(db);
    }
    return;
  }
  for (const table of CONTENT_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bump_content`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update data_versions set version = version + 1 where name = 'content'; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of CONTENT_TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_bump_content`)} on ${sql.table(table)}`.execute(db);
  } else {
    for (const table of CONTENT_TABLES) {
      for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.raw(`${table}_${event}_bump_content`)}`.execute(db);
    }
  }
  await db.deleteFrom("data_versions").where("name", "=", "content").execute();
}
