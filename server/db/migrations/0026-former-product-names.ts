import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Renamed products keep their links: a product's address is built from its English name,
 * so every English name it had is kept here and its old address answers 301 to the current one. A trigger
 * keeps the table, so a rename by any path (admin save, batch, scheduled draft, import) is recorded.
 * The table changes only together with `commodities`, whose own triggers already advance the catalogue's
 * content version (migration 0003): the render cache sees the rename through those.
 * Names already kept in the history (revisions of "commodities") are copied in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("commodity_former_names")
    .addColumn("id", isPostgres ? "serial" : "integer", (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("commodity_id", "integer", (col) => col.notNull().references("commodities.id").onDelete("cascade"))
    .addColumn("en_name", "varchar(255)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("commodity_former_names_commodity").on("commodity_former_names").columns(["commodity_id", "en_name"]).unique().execute();

  if (isPostgres) {
    await sql`create function keep_former_product_name() returns trigger language plpgsql as $$
      begin
        insert into commodity_former_names (commodity_id, en_name, created_at)
          values (old.id, old.en_name, to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          on conflict (commodity_id, en_name) do nothing;
        return null;
      end $$`.execute(db);
    await sql`create trigger commodities_keep_former_name after update of en_name on commodities
      for each row when (old.en_name is distinct from new.en_name and old.en_name <> '')
      execute function keep_former_product_name()`.execute(db);
  } else {
    await sql`create trigger commodities_keep_former_name after update of en_name on commodities
      for each row when old.en_name is not new.en_name and old.en_name <> ''
      begin
        insert or ignore into commodity_former_names (commodity_id, en_name, created_at)
          values (old.id, old.en_name, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
      end`.execute(db);
  }

  // Earlier names from the history, oldest first.
  const products = new Map<number, string>(
    (await db.selectFrom("commodities").select(["id", "en_name"]).execute()).map((row: { id: number; en_name: string }) => [Number(row.id), row.en_name]),
  );
  const revisions = await db
    .selectFrom("revisions")
    .select(["record_id", "data", "created_at"])
    .where("resource", "=", "commodities")
    .orderBy("record_id")
    .orderBy("version")
    .execute();
  const seen = new Set<string>();
  for (const revision of revisions as { record_id: number; data: string; created_at: string }[]) {
    const id = Number(revision.record_id);
    let name: unknown;
    try {
      name = (JSON.parse(revision.data) as { en_name?: unknown }).en_name;
    } catch {
      continue;
    }
    const current = products.get(id);
    if (current === undefined || typeof name !== "string" || !name || name === current || seen.has(`${id}\n${name}`)) continue;
    seen.add(`${id}\n${name}`);
    await db.insertInto("commodity_former_names").values({ commodity_id: id, en_name: name.slice(0, 255), created_at: revision.created_at }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists commodities_keep_former_name on commodities`.execute(db);
    await sql`drop function if exists keep_former_product_name()`.execute(db);
  } else {
    await sql`drop trigger if exists commodities_keep_former_name`.execute(db);
  }
  await db.schema.dropTable("commodity_former_names").execute();
}
