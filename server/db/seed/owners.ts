import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { hashToken } from "#server/services/credentials.ts";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { normalizeSerial, warrantyTerms } from "#domain/warranty.ts";
import type { SeededProduct } from "./products.ts";

/** The demo owner of README: sign in at /my with this address and open the link from the admin's outbox. */
export const DEMO_OWNER_EMAIL = "owner@fantai.example";

/** Three registrations of the demo owner (issue 35): a mower and a chainsaw in warranty, an older trimmer. */
const DEMO_REGISTRATIONS = [
  {
    model: "FT-LM4042",
    reference: "W-DEMQ-MWR3",
    serial: "FT42-2410-08817",
    boughtDaysAgo: 120,
    registeredAfterDays: 6,
    whereBought: "Tuincentrum De Linde, Gent",
  },
  { model: "FT-CS4035", reference: "W-DEMQ-SAW5", serial: "FT35-2502-11342", boughtDaysAgo: 40, registeredAfterDays: 2, whereBought: "Brico Plan-it, Liège" },
  { model: "FT-GT4030", reference: "W-DEMQ-TR2M", serial: "FT30-2207-00561", boughtDaysAgo: 900, registeredAfterDays: 45, whereBought: "Online" },
] as const;

export async function insertDemoOwner(trx: Transaction<Database>, products: Map<string, SeededProduct>): Promise<void> {
  const today = todayIn();
  for (const demo of DEMO_REGISTRATIONS) {
    const product = products.get(demo.model);
    if (!product) continue;
    const purchaseDate = addDays(today, -demo.boughtDaysAgo);
    const registeredOn = addDays(purchaseDate, demo.registeredAfterDays);
    const terms = warrantyTerms(purchaseDate, registeredOn);
    const stamp = `${registeredOn}T09:30:00.000Z`;
    await trx
      .insertInto("warranty_registrations")
      .values({
        reference: demo.reference,
        // The demo's certificate links were never mailed: a random key nobody holds (the owner space serves the PDF).
        token_hash: hashToken(randomBytes(16).toString("base64url")),
        commodity_id: product.id,
        product_name: product.name,
        product_model: demo.model,
        serial: demo.serial,
        serial_key: normalizeSerial(demo.serial),
        purchase_date: purchaseDate,
        warranty_years: terms.years,
        warranty_until: terms.until,
        where_bought: demo.whereBought,
        country: "BE",
        name: "Alex Janssens",
        email: DEMO_OWNER_EMAIL,
        locale: "en",
        has_proof: 0,
        consent_at: stamp,
        created_at: stamp,
      })
      .execute();
  }
}
