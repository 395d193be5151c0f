import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Indexes for the API's hot paths (docs/benchmarks.md):
 * - the product list filtered by category and searched by name reads only the index
 *   (category, folded name, sort position; the id rides along as the row id / heap pointer);
 * - the unfiltered product list walks sort_order, id;
 * - dashboard and admin filters on enquiries, sign-ups and tokens; rate-limit clean-up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const locale of ["en", "fr", "nl"]) {
    await db.schema
      .createIndex(`commodities_type_${locale}_name`)
      .on("commodities")
      .columns(["commodity_type_id", `${locale}_name_folded`, "sort_order", "id"])
      .execute();
  }
  await db.schema.createIndex("commodities_sort").on("commodities").columns(["sort_order", "id"]).execute();
  await db.schema.createIndex("demands_handled").on("demands").columns(["handled", "created_at"]).execute();
  await db.schema.createIndex("file_forms_created").on("file_forms").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("admin_tokens_user").on("admin_tokens").column("user_id").execute();
  await db.schema.createIndex("rate_limits_reset").on("rate_limits").column("reset_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const indexes = [
    "commodities_type_en_name", "commodities_type_fr_name", "commodities_type_nl_name", "commodities_sort",
    "demands_handled", "file_forms_created", "admin_tokens_user", "rate_limits_reset",
  ];
  for (const index of indexes) await db.schema.dropIndex(index).ifExists().execute();
}
