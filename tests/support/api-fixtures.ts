import type { Db } from "#server/db/index.ts";

const now = () => new Date().toISOString();

/** Mowers (level 1) › Push mowers (level 2) › Compact (level 3), and Saws (level 1) › Chainsaws (level 2). */
export async function seedCategoryTree(db: Db) {
  const insert = async (values: { parent_id: number | null; level: number; en_name: string; fr_name?: string; nl_name?: string }) =>
    (
      await db
        .insertInto("commodity_types")
        .values({ fr_name: "", nl_name: "", ...values, created_at: now(), updated_at: now() })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const mowers = await insert({ parent_id: null, level: 1, en_name: "Lawn mowers", fr_name: "Tondeuses", nl_name: "Grasmaaiers" });
  const pushMowers = await insert({ parent_id: mowers, level: 2, en_name: "Push mowers", fr_name: "Tondeuses poussées", nl_name: "Duwmaaiers" });
  const compact = await insert({ parent_id: pushMowers, level: 3, en_name: "Compact", fr_name: "Compactes", nl_name: "Compact" });
  const saws = await insert({ parent_id: null, level: 1, en_name: "Saws", fr_name: "Scies", nl_name: "Zagen" });
  const chainsaws = await insert({ parent_id: saws, level: 2, en_name: "Chainsaws", fr_name: "Tronçonneuses", nl_name: "Kettingzagen" });
  return { mowers, pushMowers, compact, saws, chainsaws };
}

export const validEnquiry = {
  name: "Jan Peeters",
  company: "Tuin & Co",
  phone: "+32 470 12 34 56",
  email: "jan@tuinco.example",
  title: "Dealer enquiry",
  country: "BE",
  message: "We would like to sell your mowers.",
  form: "partner",
} as const;
