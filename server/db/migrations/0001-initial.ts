import { PostgresAdapter, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

const LOCALES = ["en", "fr", "nl"] as const;

type Table = CreateTableBuilder<string, any>;

function withId(db: Kysely<any>, table: Table): Table {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPostgres
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/** Adds en_/fr_/nl_ columns for each localised field. */
function localised(table: Table, fields: string[], type: "varchar(255)" | "text" = "varchar(255)"): Table {
  for (const field of fields) {
    for (const locale of LOCALES) table = table.addColumn(`${locale}_${field}`, type, (col) => col.notNull().defaultTo(""));
  }
  return table;
}

function timestamps(table: Table): Table {
  return table
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull());
}

function image(table: Table, name: string): Table {
  return table.addColumn(name, "varchar(1024)", (col) => col.notNull().defaultTo(""));
}

async function createPosterLike(db: Kysely<any>, name: string, extra: (t: Table) => Table = (t) => t) {
  let table = withId(db, db.schema.createTable(name));
  table = extra(table);
  table = localised(table, ["name"]);
  table = localised(table, ["description"], "text");
  table = image(image(table, "pc_img"), "phone_img");
  table = table
    .addColumn("url", "varchar(1024)", (col) => col.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0));
  await timestamps(table).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  let types = withId(db, db.schema.createTable("commodity_types"))
    .addColumn("parent_id", "integer", (col) => col.references("commodity_types.id").onDelete("cascade"))
    .addColumn("level", "integer", (col) => col.notNull());
  types = localised(types, ["name"]);
  types = localised(types, ["description"], "text");
  types = image(types, "main_img_url")
    .addColumn("link", "varchar(1024)", (col) => col.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0));
  await timestamps(types).execute();
  await db.schema.createIndex("commodity_types_parent").on("commodity_types").columns(["parent_id", "sort_order"]).execute();

  let products = withId(db, db.schema.createTable("commodities"))
    .addColumn("commodity_type_id", "integer", (col) => col.references("commodity_types.id").onDelete("set null"))
    .addColumn("model", "varchar(64)", (col) => col.notNull().defaultTo(""));
  products = localised(products, ["name", "name_folded", "summary"]);
  products = localised(products, ["description"], "text");
  products = image(products, "main_img_url")
    .addColumn("images", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("attr_sort", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0));
  await timestamps(products).execute();
  await db.schema.createIndex("commodities_type").on("commodities").columns(["commodity_type_id", "id"]).execute();
  await db.schema.createIndex("commodities_featured").on("commodities").columns(["attr_sort", "id"]).execute();

  let articles = withId(db, db.schema.createTable("articles"));
  articles = localised(articles, ["title", "summary"]);
  articles = localised(articles, ["content"], "text");
  articles = image(articles, "main_img_url").addColumn("hot", "integer", (col) => col.notNull().defaultTo(0));
  await timestamps(articles).execute();
  await db.schema.createIndex("articles_created").on("articles").columns(["created_at", "id"]).execute();

  let pageOne = withId(db, db.schema.createTable("landing_page_ones"))
    .addColumn("commodity_type_id", "integer", (col) => col.references("commodity_types.id").onDelete("set null").unique())
    .addColumn("url", "varchar(255)", (col) => col.notNull());
  pageOne = localised(pageOne, ["banner_title", "swiper_name", "commodity_name", "advertis_title", "seo_title"]);
  pageOne = localised(pageOne, ["swiper_description", "commodity_description", "advertis_description", "seo_description"], "text");
  pageOne = image(image(pageOne, "advertis_pc_img"), "advertis_phone_img")
    .addColumn("advertis_url", "varchar(1024)", (col) => col.notNull().defaultTo(""))
    .addColumn("user_url", "varchar(1024)", (col) => col.notNull().defaultTo(""));
  await timestamps(pageOne).execute();

  let slides = withId(db, db.schema.createTable("landing_page_one_swipers"))
    .addColumn("landing_page_one_id", "integer", (col) => col.notNull().references("landing_page_ones.id").onDelete("cascade"));
  slides = localised(slides, ["title"]);
  slides = image(slides, "swiper_img_url")
    .addColumn("url", "varchar(1024)", (col) => col.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0));
  await timestamps(slides).execute();
  await db.schema.createIndex("swipers_page").on("landing_page_one_swipers").columns(["landing_page_one_id", "sort_order"]).execute();

  let pageTwo = withId(db, db.schema.createTable("landing_page_twos"))
    .addColumn("commodity_type_id", "integer", (col) => col.references("commodity_types.id").onDelete("set null").unique())
    .addColumn("url", "varchar(255)", (col) => col.notNull());
  pageTwo = localised(pageTwo, ["banner_title", "seo_title"]);
  pageTwo = localised(pageTwo, ["banner_description", "seo_description"], "text");
  pageTwo = image(image(pageTwo, "banner_pc_img"), "banner_phone_img");
  await timestamps(pageTwo).execute();

  await createPosterLike(db, "posters", (t) => t.addColumn("type", "varchar(32)", (col) => col.notNull()));
  await db.schema.createIndex("posters_type").on("posters").columns(["type", "sort_order"]).execute();
  await createPosterLike(db, "card_adsenses");
  await createPosterLike(db, "rotation_charts");
  await createPosterLike(db, "list_posters");

  await timestamps(
    withId(db, db.schema.createTable("social_codes"))
      .addColumn("platform", "varchar(32)", (col) => col.notNull())
      .addColumn("label", "varchar(64)", (col) => col.notNull())
      .addColumn("url", "varchar(1024)", (col) => col.notNull())
      .addColumn("in_header", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable("site_settings")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("brand_name", "varchar(64)", (col) => col.notNull())
    .addColumn("about_path", "varchar(64)", (col) => col.notNull())
    .addColumn("email_primary", "varchar(255)", (col) => col.notNull())
    .addColumn("email_secondary", "varchar(255)", (col) => col.notNull())
    .addColumn("phone", "varchar(64)", (col) => col.notNull())
    .addColumn("company_line", "varchar(255)", (col) => col.notNull())
    .addColumn("address", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("map_query", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("demands"))
    .addColumn("form", "varchar(16)", (col) => col.notNull())
    .addColumn("name", "varchar(255)", (col) => col.notNull())
    .addColumn("company", "varchar(255)", (col) => col.notNull())
    .addColumn("phone", "varchar(64)", (col) => col.notNull())
    .addColumn("email", "varchar(255)", (col) => col.notNull())
    .addColumn("title", "varchar(255)", (col) => col.notNull())
    .addColumn("country", "varchar(64)", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("locale", "varchar(2)", (col) => col.notNull().defaultTo("en"))
    .addColumn("handled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("handled_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("demands_created").on("demands").columns(["created_at", "id"]).execute();

  await withId(db, db.schema.createTable("file_forms"))
    .addColumn("email", "varchar(255)", (col) => col.notNull().unique())
    .addColumn("locale", "varchar(2)", (col) => col.notNull().defaultTo("en"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("admin_users"))
    .addColumn("email", "varchar(255)", (col) => col.notNull().unique())
    .addColumn("name", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("password_hash", "varchar(255)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("last_login_at", "varchar(32)")
    .execute();

  await withId(db, db.schema.createTable("admin_tokens"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("last_used_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("media"))
    .addColumn("url", "varchar(1024)", (col) => col.notNull())
    .addColumn("original_name", "varchar(255)", (col) => col.notNull())
    .addColumn("mime", "varchar(64)", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("variants", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("media_url").on("media").column("url").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(255)", (col) => col.primaryKey())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addColumn("reset_at", "bigint", (col) => col.notNull())
    .execute();

}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    "rate_limits", "media", "admin_tokens", "admin_users", "file_forms", "demands", "site_settings", "social_codes",
    "list_posters", "rotation_charts", "card_adsenses", "posters", "landing_page_twos", "landing_page_one_swipers",
    "landing_page_ones", "articles", "commodities", "commodity_types",
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
