import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { hashToken } from "#server/services/credentials.ts";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { normalizeSerial, warrantyTerms } from "#domain/warranty.ts";
import { serviceReference, serviceWarranty, type ServiceStatus } from "#domain/service-requests.ts";
import type { SeededProduct } from "./products.ts";

/** The demo owner of README: sign in at /my with this address and open the link from the admin's outbox. */
export const DEMO_OWNER_EMAIL = "owner@fantai.example";

/** Three registrations of the demo owner: a mower and a chainsaw in warranty, an older trimmer. */
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

/**
 * The demo owner's service requests, one per stage of the desk's work: a fresh one left untouched long
 * enough to be overdue, one in inspection, one waiting for a part, one repaired, one closed. Each with its history.
 */
const DEMO_SERVICE_REQUESTS: {
  registration: string;
  kind: string;
  daysAgo: number;
  touchedDaysAgo: number;
  path: ServiceStatus[];
  description: string;
  message?: string;
  handover: "dealer" | "pickup";
}[] = [
  {
    registration: "W-DEMQ-SAW5",
    kind: "fault",
    daysAgo: 10,
    touchedDaysAgo: 10,
    path: ["received"],
    handover: "dealer",
    description: "The chain stops after a few seconds of cutting, although the battery is full.",
  },
  {
    registration: "W-DEMQ-MWR3",
    kind: "damage",
    daysAgo: 6,
    touchedDaysAgo: 1,
    path: ["received", "in_inspection"],
    handover: "pickup",
    description: "The grass box clip broke when the mower tipped over on the kerb.",
  },
  {
    registration: "W-DEMQ-MWR3",
    kind: "missing_part",
    daysAgo: 20,
    touchedDaysAgo: 3,
    path: ["received", "in_inspection", "waiting_for_parts"],
    handover: "dealer",
    description: "Part FT-LM-2031 (mulching plug) was missing from the box.",
    message: "The mulching plug is on order; we expect it within a week.",
  },
  {
    registration: "W-DEMQ-TR2M",
    kind: "fault",
    daysAgo: 45,
    touchedDaysAgo: 2,
    path: ["received", "in_inspection", "repaired"],
    handover: "dealer",
    description: "The trimmer head does not feed the line any more.",
  },
  {
    registration: "W-DEMQ-SAW5",
    kind: "question",
    daysAgo: 30,
    touchedDaysAgo: 28,
    path: ["received", "closed"],
    handover: "dealer",
    description: "Which chain oil should I use in winter?",
    message: "Any bio chain oil for temperatures down to -15 °C, such as our FT-OIL1.",
  },
];

export async function insertDemoServiceRequests(trx: Transaction<Database>): Promise<void> {
  const today = todayIn();
  const dealer = await trx.selectFrom("dealers").select(["id", "name"]).where("repairs", "=", 1).where("published", "=", 1).orderBy("id").executeTakeFirst();
  const staff = await trx.selectFrom("admin_users").select(["id", "name", "email"]).orderBy("id").executeTakeFirst();
  for (const demo of DEMO_SERVICE_REQUESTS) {
    const registration = await trx.selectFrom("warranty_registrations").selectAll().where("reference", "=", demo.registration).executeTakeFirst();
    if (!registration) continue;
    const created = `${addDays(today, -demo.daysAgo)}T08:15:00.000Z`;
    const touched = `${addDays(today, -demo.touchedDaysAgo)}T10:00:00.000Z`;
    const warranty = serviceWarranty({ registrationUntil: registration.warranty_until }, today);
    const atDealer = demo.handover === "dealer" && dealer !== undefined;
    const row = await trx
      .insertInto("service_requests")
      .values({
        reference: `demo-${demo.daysAgo}-${demo.kind}`.slice(0, 16),
        status: demo.path.at(-1)!,
        kind: demo.kind,
        commodity_id: registration.commodity_id,
        registration_id: registration.id,
        product_name: registration.product_name,
        product_model: registration.product_model,
        serial: registration.serial,
        purchase_date: registration.purchase_date,
        warranty: warranty.state,
        warranty_until: warranty.until,
        description: demo.description,
        handover: atDealer ? "dealer" : "pickup",
        dealer_id: atDealer ? dealer.id : null,
        dealer_name: atDealer ? dealer.name : "",
        pickup_address: atDealer ? "" : "Kerkstraat 12, 9000 Gent",
        name: registration.name,
        email: registration.email,
        phone: "+32 470 12 34 56",
        country: registration.country,
        locale: registration.locale,
        assignee_id: demo.path.length > 1 ? (staff?.id ?? null) : null,
        touched_at: demo.path.length > 1 ? touched : created,
        created_at: created,
        updated_at: touched,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("service_requests")
      .set({ reference: serviceReference(Number(created.slice(0, 4)), row.id) })
      .where("id", "=", row.id)
      .execute();
    const author = { author_id: staff?.id ?? null, author_name: staff ? staff.name || staff.email : "" };
    await trx
      .insertInto("service_request_events")
      .values(
        [
          ...demo.path.map((status, index) => ({
            request_id: row.id,
            kind: "status",
            status,
            ...(index ? author : { author_id: null, author_name: "" }),
            created_at: index ? touched : created,
          })),
          ...(demo.message ? [{ request_id: row.id, kind: "message", status: null, body: demo.message, ...author, created_at: touched }] : []),
        ].map((event) => ({ body: "", ...event })),
      )
      .execute();
  }
}
