import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Campaigns (decision 060): a named release that publishes several records
 * together at a set time, all or nothing. `status` is 'draft', 'scheduled', 'published' or
 * 'failed' (with the reason in `failure`). No public page reads these tables: publishing a
 * campaign writes the records themselves, whose triggers renew the caches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (name: string) => [name, isPostgres ? "serial" : "integer", (col: any) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement())] as const;
  await db.schema
    .createTable("campaigns")
    .addColumn(...id("id"))
    .addColumn("name", "varchar(255)", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("draft"))
    .addColumn("publish_at", "varchar(32)")
    .addColumn("unpublish_at", "varchar(32)")
    .addColumn("published_at", "varchar(32)")
    .addColumn("failure", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("scheduled_by", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("campaigns_status_publish_at").on("campaigns").columns(["status", "publish_at"]).execute();
  await db.schema
    .createTable("campaign_items")
    .addColumn(...id("id"))
    .addColumn("campaign_id", "integer", (col) => col.notNull().references("campaigns.id").onDelete("cascade"))
    .addColumn("resource", "varchar(64)", (col) => col.notNull())
    .addColumn("record_id", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("campaign_items_record").on("campaign_items").columns(["campaign_id", "resource", "record_id"]).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("campaign_items").execute();
  await db.schema.dropTable("campaigns").execute();
}
