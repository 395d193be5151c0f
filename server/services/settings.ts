import type { Db } from "#server/db/index.ts";
import type { SiteSettings, SocialCode } from "#server/db/schema.ts";
import { inTransaction, type RecordType } from "./records.ts";
import { RESOURCES } from "#domain/resources.ts";
import { versionedCache } from "./versioned-cache.ts";

export const DEFAULT_SETTINGS: Omit<SiteSettings, "id" | "updated_at"> = {
  brand_name: "Fantai",
  about_path: "fantai",
  email_primary: "sales@fantai.example",
  email_secondary: "service@fantai.example",
  phone: "+32 2 555 01 40",
  company_line: "Fantai Power Tools Europe BV",
  address: "Industrieweg 40, 2800 Mechelen, Belgium",
  map_query: "Mechelen, Belgium",
};

export interface PublicSettings extends Omit<SiteSettings, "id" | "updated_at"> {
  socials: SocialCode[];
}

/** Every page's header and footer read them: kept per "content" version (both tables advance it). */
const cachedSettings = versionedCache<PublicSettings>("content", { weigh: () => 1, maxWeight: 1 });

/** Settings and social links shown in the header, footer and contact page. */
export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  return cachedSettings(db, "public", async () => {
    const [settings, socials] = await Promise.all([
      db.selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirst(),
      db.selectFrom("social_codes").selectAll().orderBy("sort_order").orderBy("id").execute(),
    ]);
    const { id, updated_at, ...values } = settings ?? { id: 1, updated_at: "", ...DEFAULT_SETTINGS };
    return { ...values, socials };
  });
}

/** Readiness: the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  await db.selectFrom("site_settings").select("id").limit(1).execute();
  return true;
}

const DEFAULT_SOCIALS = [
  { platform: "facebook", label: "Facebook", url: "https://www.facebook.com/fantaitools", in_header: 1 },
  { platform: "instagram", label: "Instagram", url: "https://www.instagram.com/fantaitools", in_header: 1 },
  { platform: "youtube", label: "YouTube", url: "https://www.youtube.com/@fantaitools", in_header: 1 },
  { platform: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/fantaitools", in_header: 0 },
];

/** The single settings row and the default social links exist after start-up. */
export async function ensureSiteSettings(db: Db): Promise<void> {
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom("site_settings").select("id").where("id", "=", 1).executeTakeFirst();
    if (row) return;
    await trx
      .insertInto("site_settings")
      .values({ id: 1, ...DEFAULT_SETTINGS, updated_at: now })
      .execute();
    const socials = DEFAULT_SOCIALS.map((social, index) => ({ ...social, sort_order: index, created_at: now, updated_at: now }));
    await trx.insertInto("social_codes").values(socials).execute();
  });
}

export const socialCodeRecords: RecordType<SocialCode> = {
  label: "Social code",
  table: "social_codes",
  searchColumns: ["platform", "label", "url"],
  sortColumns: RESOURCES.socialCodes.sortColumns,
  defaultSort: "sort_order",
  defaultOrder: "asc",
  updatedAt: true,
  present: (row: SocialCode) => row,
};

export type EditableSettings = Omit<SiteSettings, "id" | "updated_at">;

/** The settings row as the admin edits it. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  await ensureSiteSettings(db);
  return db.selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

/** Partial update of the single settings row. */
export async function updateSiteSettings(db: Db, changes: Partial<EditableSettings>): Promise<SiteSettings> {
  await ensureSiteSettings(db);
  await db
    .updateTable("site_settings")
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
  return getSiteSettings(db);
}

/** The brand name mails are signed with. */
export async function brandName(db: Db): Promise<string> {
  const row = await db.selectFrom("site_settings").select("brand_name").where("id", "=", 1).executeTakeFirst();
  return row?.brand_name || DEFAULT_SETTINGS.brand_name;
}
