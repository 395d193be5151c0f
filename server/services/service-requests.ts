import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { ServiceRequestRow } from "#server/db/schema.ts";
import { addDays, dayStartsAt, todayIn, workingDaysBetween } from "#domain/calendar-days.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#domain/locales.ts";
import { pickLocalized } from "#domain/localized.ts";
import {
  canMove,
  isOverdue,
  OVERDUE_WORKING_DAYS,
  SERVICE_PHOTO_MAX_BYTES,
  SERVICE_PHOTO_MAX_COUNT,
  SERVICE_SORT_COLUMNS,
  SETTLED_STATUSES,
  serviceReference,
  serviceWarranty,
  trackingPath,
  type ServiceEvent,
  type ServiceRequestInput,
  type ServiceRequestRecord,
  type ServiceStatus,
} from "#domain/service-requests.ts";
import { normalizeSerial } from "#domain/warranty.ts";
import { normaliseEmail } from "./credentials.ts";
import { Conflict, InvalidInput, RecordNotFound } from "./errors.ts";
import { compose, type Block, type ComposedMail } from "./mails.ts";
import { enqueueMails } from "./outbox.ts";
import { checkOwnerPhotos, type OwnerPhoto } from "./owner-photos.ts";
import { longDate, ownerTexts } from "./owner-texts.ts";
import { paginate, type Page, type PageRequest } from "./pagination.ts";
import { inTransaction } from "./records.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";
import { isVisible } from "./visibility.ts";

/**
 * Service and repair requests (decision 083): an owner's request with its photos and the
 * warranty status it had when it came in; the owner's list and tracking page; the desk's inbox, statuses,
 * assignment, notes and messages. Every status change and message is mailed to the owner in their language,
 * through the outbox, in the same transaction.
 */

export interface NewServiceRequest extends ServiceRequestInput {
  /** The language of the page it was sent from: the owner's mails are in it. */
  locale: Locale;
}

async function brandName(db: Db): Promise<string> {
  const row = await db.selectFrom("site_settings").select("brand_name").where("id", "=", 1).executeTakeFirst();
  return row?.brand_name || DEFAULT_SETTINGS.brand_name;
}

const mailLocale = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** The product the owner named: their registration (theirs only), a product of the catalogue, or words. */
async function resolveProduct(db: Db, input: NewServiceRequest, email: string, now: Date) {
  if (input.registration) {
    const registration = await db
      .selectFrom("warranty_registrations")
      .select(["id", "commodity_id", "product_name", "product_model", "serial", "purchase_date", "warranty_until"])
      .where(sql<boolean>`lower(email) = ${email}`)
      .where("reference", "=", input.registration.toUpperCase())
      .executeTakeFirst();
    // Someone else's reference is as good as none: nothing tells whether it exists.
    if (registration) return { ...registration, registration_id: registration.id };
  }
  let name = input.product;
  let model = "";
  if (input.commodity_id !== null) {
    const product = await db
      .selectFrom("commodities")
      .select(["en_name", "fr_name", "nl_name", "model"])
      .where("id", "=", input.commodity_id)
      .where(isVisible("commodities", now))
      .executeTakeFirst();
    if (!product) throw new InvalidInput("commodity_id", "service.request.errors.product");
    name = pickLocalized(product, "name", input.locale);
    model = product.model;
  }
  if (!name) throw new InvalidInput("commodity_id", "service.request.errors.product");
  // A tool the owner registered with this serial: its registration decides the warranty.
  const serialKey = normalizeSerial(input.serial);
  const registered = serialKey
    ? await db
        .selectFrom("warranty_registrations")
        .select(["id", "warranty_until", "purchase_date"])
        .where(sql<boolean>`lower(email) = ${email}`)
        .where("serial_key", "=", serialKey)
        .orderBy("id", "desc")
        .executeTakeFirst()
    : undefined;
  return {
    registration_id: registered?.id ?? null,
    commodity_id: input.commodity_id,
    product_name: name,
    product_model: model,
    serial: input.serial,
    purchase_date: input.purchase_date || registered?.purchase_date || null,
    warranty_until: registered?.warranty_until ?? null,
  };
}

/** A dealer that does repairs, published; else the field's error. */
async function repairDealer(db: Db, id: number): Promise<string> {
  const dealer = await db.selectFrom("dealers").select("name").where("id", "=", id).where("published", "=", 1).where("repairs", "=", 1).executeTakeFirst();
  if (!dealer) throw new InvalidInput("dealer_id", "service.request.errors.dealer");
  return dealer.name;
}

/**
 * Records a request with its photos and, in the same transaction, its first event and the owner's confirmation mail.
 * Photos are checked before the transaction: a file that is no image answers 415 with nothing stored.
 */
export async function createServiceRequest(
  db: Db,
  input: NewServiceRequest,
  photos: readonly OwnerPhoto[],
  { origin, now = new Date() }: { origin: string; now?: Date },
): Promise<{ id: number; reference: string; warranty: string; warranty_until: string | null }> {
  const checked = await checkOwnerPhotos(photos, {
    maxCount: SERVICE_PHOTO_MAX_COUNT,
    maxBytes: SERVICE_PHOTO_MAX_BYTES,
    messages: { count: "service.request.errors.photoCount", size: "service.request.errors.photoSize", type: "service.request.errors.photoType" },
  });
  const today = todayIn(now);
  if (input.purchase_date && input.purchase_date > today) throw new InvalidInput("purchase_date", "service.request.errors.dateFuture");
  const email = normaliseEmail(input.email);
  return inTransaction(db, async (trx) => {
    const product = await resolveProduct(trx, input, email, now);
    const dealerName = input.handover === "dealer" && input.dealer_id !== null ? await repairDealer(trx, input.dealer_id) : "";
    const warranty = serviceWarranty({ registrationUntil: product.warranty_until, purchaseDate: product.purchase_date }, today);
    const stamp = now.toISOString();
    const inserted = await trx
      .insertInto("service_requests")
      .values({
        // Replaced below by SR-{year}-{id}: the id is only known once inserted.
        reference: `tmp-${randomBytes(6).toString("hex")}`,
        kind: input.kind,
        commodity_id: product.commodity_id,
        registration_id: product.registration_id,
        product_name: product.product_name,
        product_model: product.product_model,
        serial: product.serial,
        purchase_date: product.purchase_date,
        warranty: warranty.state,
        warranty_until: warranty.until,
        description: input.description,
        handover: input.handover,
        dealer_id: input.handover === "dealer" ? input.dealer_id : null,
        dealer_name: dealerName,
        pickup_address: input.handover === "pickup" ? input.pickup_address : "",
        name: input.name,
        email: input.email,
        phone: input.phone,
        country: input.country,
        locale: input.locale,
        touched_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const reference = serviceReference(now.getUTCFullYear(), inserted.id);
    const request = await trx.updateTable("service_requests").set({ reference }).where("id", "=", inserted.id).returningAll().executeTakeFirstOrThrow();
    if (checked.length)
      await trx
        .insertInto("service_request_photos")
        .values(checked.map((photo) => ({ request_id: request.id, mime: photo.mime, bytes: photo.content.length, content: photo.content })))
        .execute();
    await trx.insertInto("service_request_events").values({ request_id: request.id, kind: "status", status: "received", created_at: stamp }).execute();
    const brand = await brandName(trx);
    await enqueueMails(
      trx,
      [{ kind: "service_request", recipient: request.email, locale: mailLocale(request.locale), ...ownerMail(request, { brand, origin }, "received") }],
      now,
    );
    return { id: request.id, reference, warranty: warranty.state, warranty_until: warranty.until };
  });
}

/* ---------- Mails to the owner ---------- */

type OwnerMailCause = "received" | { status: ServiceStatus } | { message: string };

/** To the owner, in their language: the request was received, its status changed, or the desk wrote to them. */
function ownerMail(request: ServiceRequestRow, { brand, origin }: { brand: string; origin: string }, cause: OwnerMailCause): ComposedMail {
  const locale = mailLocale(request.locale);
  const t = ownerTexts(locale);
  const vars = { brand, name: request.name, reference: request.reference, product: request.product_name };
  const status = cause === "received" ? "received" : "status" in cause ? cause.status : request.status;
  const statusText = t(`mail.service.status.${status}`);
  const subject =
    cause === "received"
      ? t("mail.service.receivedSubject", vars)
      : "status" in cause
        ? t("mail.service.statusSubject", { ...vars, status: statusText })
        : t("mail.service.messageSubject", vars);
  const warranty =
    request.warranty === "in"
      ? t("mail.service.warrantyIn", { until: longDate(request.warranty_until!, locale) })
      : request.warranty === "out"
        ? t("mail.service.warrantyOut", { until: longDate(request.warranty_until!, locale) })
        : t("mail.service.warrantyUnknown");
  const blocks: Block[] = [{ kind: "p", text: t("mail.greeting", vars) }];
  if (cause === "received") {
    blocks.push(
      { kind: "p", text: t("mail.service.receivedIntro", vars) },
      {
        kind: "fields",
        rows: [
          [t("mail.service.reference"), request.reference],
          [t("mail.service.product"), [request.product_name, request.product_model].filter(Boolean).join(" · ")],
          [t("mail.service.serial"), request.serial || "—"],
          [t("mail.service.kind"), t(`mail.service.kinds.${request.kind}`)],
          [t("mail.service.warranty"), warranty],
          [t("mail.service.handover"), request.handover === "dealer" ? t("mail.service.atDealer", { dealer: request.dealer_name }) : t("mail.service.pickup")],
        ],
      },
    );
  } else if ("status" in cause) {
    blocks.push(
      { kind: "p", text: t("mail.service.statusIntro", { ...vars, status: statusText }) },
      { kind: "p", text: t(`mail.service.statusText.${cause.status}`) },
    );
  } else {
    blocks.push({ kind: "p", text: t("mail.service.messageIntro", vars) }, { kind: "quote", text: cause.message });
  }
  blocks.push(
    { kind: "link", label: t("mail.service.follow"), url: `${origin}${trackingPath(request.reference, locale)}` },
    { kind: "p", text: t("mail.signature", vars) },
  );
  return compose(subject, blocks);
}

/* ---------- The owner's side ---------- */

export interface OwnedServiceRequest {
  reference: string;
  status: ServiceStatus;
  kind: string;
  product_name: string;
  product_model: string;
  serial: string;
  created_at: string;
  updated_at: string;
}

const ownedBy = (email: string) => sql<boolean>`lower(email) = ${normaliseEmail(email)}`;

/** The owner's requests, newest first (/my). */
export async function ownerServiceRequests(db: Db, email: string): Promise<OwnedServiceRequest[]> {
  const rows = await db
    .selectFrom("service_requests")
    .select(["reference", "status", "kind", "product_name", "product_model", "serial", "created_at", "updated_at"])
    .where(ownedBy(email))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, status: row.status as ServiceStatus }));
}

export interface TrackedServiceRequest extends OwnedServiceRequest {
  description: string;
  warranty: string;
  warranty_until: string | null;
  handover: string;
  dealer_name: string;
  pickup_address: string;
  photos: number;
  /** What the owner sees of the history: statuses and the desk's messages (internal notes and assignments stay inside). */
  events: { kind: "status" | "message"; status: string | null; body: string; created_at: string }[];
}

/** One of the owner's requests for its tracking page; undefined when the reference is unknown or someone else's (alike). */
export async function ownerServiceRequest(db: Db, email: string, reference: string): Promise<TrackedServiceRequest | undefined> {
  const row = await db.selectFrom("service_requests").selectAll().where(ownedBy(email)).where("reference", "=", reference).executeTakeFirst();
  if (!row) return undefined;
  const photos = await db.selectFrom("service_request_photos").select(db.fn.countAll<number>().as("count")).where("request_id", "=", row.id).executeTakeFirst();
  const events = await db
    .selectFrom("service_request_events")
    .select(["kind", "status", "body", "created_at"])
    .where("request_id", "=", row.id)
    .where("kind", "in", ["status", "message"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return {
    reference: row.reference,
    status: row.status as ServiceStatus,
    kind: row.kind,
    product_name: row.product_name,
    product_model: row.product_model,
    serial: row.serial,
    created_at: row.created_at,
    updated_at: row.updated_at,
    description: row.description,
    warranty: row.warranty,
    warranty_until: row.warranty_until,
    handover: row.handover,
    dealer_name: row.dealer_name,
    pickup_address: row.pickup_address,
    photos: Number(photos?.count ?? 0),
    events: events.map((event) => ({ ...event, kind: event.kind as "status" | "message" })),
  };
}

/* ---------- The desk's side ---------- */

export interface ServiceListRequest extends PageRequest {
  q?: string;
  status?: string;
  kind?: string;
  commodity_id?: number;
  country?: string;
  age?: "overdue" | "week" | "month" | "older";
  sort?: string;
  order?: "asc" | "desc";
}

/** The last day a request may have been touched and be overdue today: OVERDUE_WORKING_DAYS working days back. */
function lastOverdueDay(today: string): string {
  let day = today;
  while (workingDaysBetween(day, today) < OVERDUE_WORKING_DAYS) day = addDays(day, -1);
  return day;
}

function inboxQuery(db: Db, filters: Omit<ServiceListRequest, "page" | "perPage">, now: Date) {
  let query = db
    .selectFrom("service_requests as s")
    .leftJoin("admin_users as u", "u.id", "s.assignee_id")
    .leftJoin("warranty_registrations as r", "r.id", "s.registration_id")
    .selectAll("s")
    .select(["u.name as assignee_name", "u.email as assignee_email", "r.reference as registration_reference"]);
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const serial = normalizeSerial(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(s.reference)`, "=", q),
        eb(sql`lower(s.email)`, "=", q),
        eb(sql`upper(s.serial)`, "=", q.toUpperCase()),
        ...(serial ? [eb(sql`replace(replace(upper(s.serial), '-', ''), ' ', '')`, "=", serial)] : []),
      ]),
    );
  }
  if (filters.status) query = query.where("s.status", "=", filters.status);
  if (filters.kind) query = query.where("s.kind", "=", filters.kind);
  if (filters.commodity_id) query = query.where("s.commodity_id", "=", filters.commodity_id);
  if (filters.country) query = query.where("s.country", "=", filters.country);
  const today = todayIn(now);
  if (filters.age === "overdue")
    query = query.where("s.status", "not in", [...SETTLED_STATUSES]).where("s.touched_at", "<", dayStartsAt(addDays(lastOverdueDay(today), 1)));
  if (filters.age === "week") query = query.where("s.created_at", ">=", dayStartsAt(addDays(today, -6)));
  if (filters.age === "month")
    query = query.where("s.created_at", "<", dayStartsAt(addDays(today, -6))).where("s.created_at", ">=", dayStartsAt(addDays(today, -29)));
  if (filters.age === "older") query = query.where("s.created_at", "<", dayStartsAt(addDays(today, -29)));
  return query;
}

type InboxRow = ServiceRequestRow & { assignee_name: string | null; assignee_email: string | null; registration_reference: string | null };

function presentRequest(row: InboxRow, today: string): ServiceRequestRecord {
  const touchedOn = todayIn(new Date(row.touched_at));
  return {
    ...row,
    status: row.status as ServiceRequestRecord["status"],
    kind: row.kind as ServiceRequestRecord["kind"],
    warranty: row.warranty as ServiceRequestRecord["warranty"],
    handover: row.handover as ServiceRequestRecord["handover"],
    locale: mailLocale(row.locale),
    assignee_name: row.assignee_name || row.assignee_email,
    registration_reference: row.registration_reference,
    age_working_days: workingDaysBetween(touchedOn, today),
    overdue: isOverdue({ status: row.status, touched_on: touchedOn }, today),
  };
}

/** The service inbox: filtered, searched by exact reference, serial or email, newest first by default. */
export async function listServiceRequests(db: Db, request: ServiceListRequest, now = new Date()): Promise<Page<ServiceRequestRecord>> {
  const sort = (SERVICE_SORT_COLUMNS as readonly string[]).includes(request.sort ?? "") ? request.sort! : "created_at";
  const query = inboxQuery(db, request, now)
    .orderBy(sql.ref(`s.${sort}`), request.order ?? "desc")
    .orderBy("s.id", request.order ?? "desc");
  const today = todayIn(now);
  return paginate(query, request, (row) => presentRequest(row as InboxRow, today));
}

/** Every matching request (capped), for the CSV export. */
export async function exportServiceRequests(db: Db, filters: Omit<ServiceListRequest, "page" | "perPage">, now = new Date()): Promise<ServiceRequestRecord[]> {
  const rows = await inboxQuery(db, filters, now).orderBy("s.created_at", "desc").orderBy("s.id", "desc").limit(50_000).execute();
  const today = todayIn(now);
  return rows.map((row) => presentRequest(row as InboxRow, today));
}

/** One request with its photos' ids and its whole history (the desk's detail). */
export async function getServiceRequest(db: Db, id: number, now = new Date()): Promise<ServiceRequestRecord> {
  const row = await inboxQuery(db, {}, now).where("s.id", "=", id).executeTakeFirst();
  if (!row) throw new RecordNotFound("Service request");
  const photos = await db.selectFrom("service_request_photos").select(["id", "mime", "bytes"]).where("request_id", "=", id).orderBy("id").execute();
  const events = await db
    .selectFrom("service_request_events")
    .select(["id", "kind", "status", "body", "author_name", "created_at"])
    .where("request_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return { ...presentRequest(row as InboxRow, todayIn(now)), photos, events: events as ServiceEvent[] };
}

export async function serviceRequestPhoto(db: Db, requestId: number, photoId: number): Promise<{ mime: string; content: Uint8Array } | undefined> {
  return db.selectFrom("service_request_photos").select(["mime", "content"]).where("request_id", "=", requestId).where("id", "=", photoId).executeTakeFirst();
}

export interface ServiceChange {
  status?: ServiceStatus;
  assignee_id?: number | null;
  note?: string;
  message?: string;
}

/**
 * One change from the desk, all in one transaction: a status (only forward, or back from waiting for parts to
 * inspection; 409 otherwise) and a message are mailed to the owner in their language; an assignment and a note are
 * internal. Any change touches the request, which resets its overdue clock.
 */
export async function changeServiceRequest(
  db: Db,
  id: number,
  change: ServiceChange,
  { actor, origin, now = new Date() }: { actor: { id: number; name: string }; origin: string; now?: Date },
): Promise<ServiceRequestRecord> {
  await inTransaction(db, async (trx) => {
    const request = await trx.selectFrom("service_requests").selectAll().where("id", "=", id).executeTakeFirst();
    if (!request) throw new RecordNotFound("Service request");
    // An empty change changes nothing, and does not count as touching the request.
    if (Object.values(change).every((value) => value === undefined || value === "")) return;
    const stamp = now.toISOString();
    const event = (kind: string, values: { status?: string; body?: string }) =>
      trx
        .insertInto("service_request_events")
        .values({
          request_id: id,
          kind,
          status: values.status ?? null,
          body: values.body ?? "",
          author_id: actor.id,
          author_name: actor.name,
          created_at: stamp,
        })
        .execute();
    const mails = [];
    const brand = await brandName(trx);
    let current = request;
    if (change.status !== undefined && change.status !== request.status) {
      if (!canMove(request.status as ServiceStatus, change.status))
        throw new Conflict(`A request that is ${request.status.replaceAll("_", " ")} cannot become ${change.status.replaceAll("_", " ")}.`);
      current = { ...current, status: change.status };
      await event("status", { status: change.status });
      mails.push(ownerMail(current, { brand, origin }, { status: change.status }));
    }
    if (change.assignee_id !== undefined && change.assignee_id !== request.assignee_id) {
      let assignee = "";
      if (change.assignee_id !== null) {
        const user = await trx.selectFrom("admin_users").select(["name", "email"]).where("id", "=", change.assignee_id).executeTakeFirst();
        if (!user) throw new InvalidInput("assignee_id", "No staff member has this id.");
        assignee = user.name || user.email;
      }
      current = { ...current, assignee_id: change.assignee_id };
      await event("assign", { body: assignee });
    }
    if (change.note) await event("note", { body: change.note });
    if (change.message) {
      await event("message", { body: change.message });
      mails.push(ownerMail(current, { brand, origin }, { message: change.message }));
    }
    await trx
      .updateTable("service_requests")
      .set({ status: current.status, assignee_id: current.assignee_id, touched_at: stamp, updated_at: stamp })
      .where("id", "=", id)
      .execute();
    await enqueueMails(
      trx,
      mails.map((mail) => ({ kind: "service_request", recipient: request.email, locale: mailLocale(request.locale), ...mail })),
      now,
    );
  });
  return getServiceRequest(db, id, now);
}

/** Staff members a request can be assigned to. */
export async function serviceStaff(db: Db): Promise<{ id: number; name: string }[]> {
  const users = await db
    .selectFrom("admin_users")
    .select(["id", "name", "email"])
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .orderBy("name")
    .orderBy("email")
    .execute();
  return users.map((user) => ({ id: user.id, name: user.name || user.email }));
}

/** Whether an address has service requests (an owner without registrations may still follow their requests). */
export async function hasServiceRequests(db: Db, email: string): Promise<boolean> {
  return Boolean(await db.selectFrom("service_requests").select("id").where(ownedBy(email)).limit(1).executeTakeFirst());
}
