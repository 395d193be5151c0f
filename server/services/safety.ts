import { randomInt } from "node:crypto";
import type { Db } from "#server/db/index.ts";
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from "#domain/locales.ts";
import { pickLocalized } from "#domain/localized.ts";
import type { SafetyNoticeRow, SafetyReportRow, OutboxStatus } from "#server/db/schema.ts";
import { REPORT_PHOTO_MAX_BYTES, REPORT_PHOTO_MAX_COUNT, type SafetyReportInput } from "#domain/forms/safety-report.ts";
import {
  isDay,
  isSerialShape,
  normalizeCode,
  toolAffected,
  type AffectedAnswer,
  type NoticeRemedy,
  type NoticeScope,
  type NoticeStatus,
  type SerialRange,
} from "#domain/safety.ts";
import { RESOURCES } from "#domain/resources.ts";
import { InvalidInput, RecordNotFound } from "./errors.ts";
import { compose, type ComposedMail } from "./mails.ts";
import { checkOwnerPhotos, type OwnerPhoto } from "./owner-photos.ts";
import { enqueueMails } from "./outbox.ts";
import { longDate, ownerTexts } from "./owner-texts.ts";
import { inTransaction, type RecordType } from "./records.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";
import { isVisible } from "./visibility.ts";
import { unhandled } from "#domain/unhandled.ts";

/**
 * Safety notices and recalls (decision 077): the notices themselves (admin CRUD, public pages,
 * the banner), the "Is my tool affected?" answer, the recall mailing to registered owners through the outbox
 * (exactly one mail per notice and registration, whatever runs it and however often), and incident reports.
 */

export interface SafetyNotice extends Omit<SafetyNoticeRow, "models" | "serial_ranges" | "images" | "status" | "remedy"> {
  status: NoticeStatus;
  remedy: NoticeRemedy;
  models: string[];
  serial_ranges: SerialRange[];
  images: string[];
}

function parseList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function presentNotice(row: SafetyNoticeRow): SafetyNotice {
  return {
    ...row,
    status: row.status as NoticeStatus,
    remedy: row.remedy as NoticeRemedy,
    models: parseList<string>(row.models),
    serial_ranges: parseList<SerialRange>(row.serial_ranges),
    images: parseList<string>(row.images),
  };
}

const scopeOf = (notice: SafetyNotice): NoticeScope => ({
  models: notice.models,
  serial_ranges: notice.serial_ranges,
  sold_from: notice.sold_from,
  sold_to: notice.sold_to,
});

/** Validated input to columns: lists as JSON, serial ends upper case as printed, the status's days stamped. */
function noticeColumns(input: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...input };
  if (Array.isArray(input.models)) values.models = JSON.stringify([...new Set((input.models as string[]).map((model) => model.trim().toUpperCase()))]);
  if (Array.isArray(input.serial_ranges)) {
    values.serial_ranges = JSON.stringify(
      (input.serial_ranges as SerialRange[]).map(({ from, to }) => ({ from: from.trim().toUpperCase(), to: to.trim().toUpperCase() })),
    );
  }
  if (Array.isArray(input.images)) values.images = JSON.stringify(input.images);
  const now = new Date().toISOString();
  if (input.status === "active" && input.published_at === undefined) values.published_at_if_empty = now.slice(0, 10);
  if (input.status === "closed") values.closed_at_if_empty = now;
  return values;
}

function rangeProblem(from: unknown, to: unknown): boolean {
  return typeof from === "string" && typeof to === "string" && from > to;
}

export const safetyNoticeRecords: RecordType<SafetyNotice> = {
  label: "Safety notice",
  table: "safety_notices",
  searchColumns: ["slug", "en_title", "fr_title", "nl_title", "models"],
  sortColumns: RESOURCES.safetyNotices.sortColumns,
  defaultSort: "updated_at",
  defaultOrder: "desc",
  updatedAt: true,
  toColumns: noticeColumns,
  uniqueSlot: { columns: ["safety_notices.slug"], refused: () => new InvalidInput("slug", "Another notice has this address.") },
  async check(db, values, id) {
    if (typeof values.slug === "string") {
      let query = db.selectFrom("safety_notices").select("id").where("slug", "=", values.slug);
      if (id !== undefined) query = query.where("id", "!=", id);
      if (await query.executeTakeFirst()) throw new InvalidInput("slug", "Another notice has this address.");
    }
    let current: Partial<SafetyNoticeRow> = {};
    if (id !== undefined) current = (await db.selectFrom("safety_notices").selectAll().where("id", "=", id).executeTakeFirst()) ?? {};
    const merged = { ...current, ...values };
    if (rangeProblem(merged.sold_from, merged.sold_to)) throw new InvalidInput("sold_to", "The sale period ends before it starts.");
    if (rangeProblem(merged.produced_from, merged.produced_to)) throw new InvalidInput("produced_to", "The production period ends before it starts.");
    // Stamps that depend on the stored row: the first publication day, the day it closed.
    if ("published_at_if_empty" in values) {
      if (!merged.published_at) values.published_at = values.published_at_if_empty;
      delete values.published_at_if_empty;
    }
    if ("closed_at_if_empty" in values) {
      if (!merged.closed_at) values.closed_at = values.closed_at_if_empty;
      delete values.closed_at_if_empty;
    }
  },
  present: presentNotice,
};

/* ---------- Public reads ---------- */

export interface NoticeSummary {
  id: number;
  slug: string;
  status: NoticeStatus;
  title: string;
  product: string;
  models: string[];
  published_at: string | null;
  closed_at: string | null;
  image: string | null;
}

function summaryOf(notice: SafetyNotice, locale: Locale): NoticeSummary {
  return {
    id: notice.id,
    slug: notice.slug,
    status: notice.status,
    title: pickLocalized(notice, "title", locale),
    product: pickLocalized(notice, "product", locale),
    models: notice.models,
    published_at: notice.published_at,
    closed_at: notice.closed_at,
    image: notice.images[0] ?? null,
  };
}

async function publishedNotices(db: Db, statuses: readonly NoticeStatus[] = ["active", "closed"]): Promise<SafetyNotice[]> {
  const rows = await db
    .selectFrom("safety_notices")
    .selectAll()
    .where("status", "in", [...statuses])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(presentNotice);
}

/** /safety: current notices first, then past ones, newest first. */
export async function listPublicNotices(db: Db, locale: Locale): Promise<{ current: NoticeSummary[]; past: NoticeSummary[] }> {
  const notices = await publishedNotices(db);
  return {
    current: notices.filter((n) => n.status === "active").map((n) => summaryOf(n, locale)),
    past: notices.filter((n) => n.status === "closed").map((n) => summaryOf(n, locale)),
  };
}

/** The banner on every public page: the newest active notice and how many are active. */
export async function activeNoticeBanner(db: Db, locale: Locale): Promise<{ slug: string; title: string; count: number } | null> {
  const rows = await db
    .selectFrom("safety_notices")
    .select(["id", "slug", "en_title", "fr_title", "nl_title"])
    .where("status", "=", "active")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const first = rows[0];
  if (!first) return null;
  return { slug: first.slug, title: pickLocalized(first, "title", locale), count: rows.length };
}

export interface PublicNotice {
  id: number;
  slug: string;
  status: NoticeStatus;
  remedy: NoticeRemedy;
  title: string;
  product: string;
  hazard: string;
  action: string;
  remedyText: string;
  contactNote: string;
  models: string[];
  serial_ranges: SerialRange[];
  sold_from: string | null;
  sold_to: string | null;
  produced_from: string | null;
  produced_to: string | null;
  images: string[];
  contact_phone: string;
  contact_email: string;
  published_at: string | null;
  closed_at: string | null;
  updated_at: string;
}

/** One published notice (active or closed) in `locale`, English where a text is missing; undefined for drafts and unknown slugs. */
export async function getPublicNotice(db: Db, slug: string, locale: Locale): Promise<PublicNotice | undefined> {
  const row = await db.selectFrom("safety_notices").selectAll().where("slug", "=", slug).where("status", "in", ["active", "closed"]).executeTakeFirst();
  if (!row) return undefined;
  const notice = presentNotice(row);
  const text = (field: string) => pickLocalized(notice, field, locale);
  return {
    id: notice.id,
    slug: notice.slug,
    status: notice.status,
    remedy: notice.remedy,
    title: text("title"),
    product: text("product"),
    hazard: text("hazard"),
    action: text("action"),
    remedyText: text("remedy_text"),
    contactNote: text("contact_note"),
    models: notice.models,
    serial_ranges: notice.serial_ranges,
    sold_from: notice.sold_from,
    sold_to: notice.sold_to,
    produced_from: notice.produced_from,
    produced_to: notice.produced_to,
    images: notice.images,
    contact_phone: notice.contact_phone,
    contact_email: notice.contact_email,
    published_at: notice.published_at,
    closed_at: notice.closed_at,
    updated_at: notice.updated_at,
  };
}

/** Slugs of published notices, for the sitemap. */
export async function listNoticeSlugs(db: Db): Promise<{ slug: string; updated_at: string }[]> {
  return db.selectFrom("safety_notices").select(["slug", "updated_at"]).where("status", "in", ["active", "closed"]).orderBy("id").execute();
}

/* ---------- Is my tool affected? ---------- */

export interface ToolCheck {
  model: string;
  serial: string;
  purchaseDate?: string;
  /** Only this notice (the form on a notice's page); otherwise every active notice. */
  slug?: string;
}

export interface ToolCheckAnswer {
  answer: AffectedAnswer;
  /** The notices that affect the tool (answer "affected"), or ask for its purchase day ("need_date"). */
  notices: { slug: string; title: string }[];
}

/**
 * Answers "Is my tool affected?" from the notices alone: registrations are never read, so the answer tells
 * nothing about who registered what. Input that is no model of ours or no serial is "not_recognised".
 */
export async function checkTool(db: Db, check: ToolCheck, locale: Locale): Promise<ToolCheckAnswer> {
  const model = check.model.trim().slice(0, 64);
  const serial = check.serial.trim().slice(0, 64);
  const purchaseDate = check.purchaseDate?.trim() ? check.purchaseDate.trim() : undefined;
  if (!model || !isSerialShape(serial) || (purchaseDate !== undefined && !isDay(purchaseDate))) return { answer: "not_recognised", notices: [] };
  const notices = (await publishedNotices(db, check.slug ? ["active", "closed"] : ["active"])).filter((n) => !check.slug || n.slug === check.slug);
  const known = new Set((await db.selectFrom("commodities").select("model").execute()).map((row) => normalizeCode(row.model)));
  for (const notice of notices) for (const m of notice.models) known.add(normalizeCode(m));
  if (!known.has(normalizeCode(model))) return { answer: "not_recognised", notices: [] };
  const results = notices.map((notice) => ({ notice, answer: toolAffected(scopeOf(notice), { model, serial, purchaseDate }) }));
  const pick = (answer: AffectedAnswer) =>
    results.filter((r) => r.answer === answer).map((r) => ({ slug: r.notice.slug, title: pickLocalized(r.notice, "title", locale) }));
  const affected = pick("affected");
  if (affected.length) return { answer: "affected", notices: affected };
  const needDate = pick("need_date");
  if (needDate.length) return { answer: "need_date", notices: needDate };
  return { answer: "not_affected", notices: [] };
}

/* ---------- Registrations and notices ---------- */

export interface RegistrationForMatching {
  id: number;
  product_model: string;
  serial: string;
  purchase_date: string;
}

export interface AffectingNotice {
  id: number;
  slug: string;
  title: string;
  remedy: NoticeRemedy;
}

/**
 * The active notices that affect each registration (the owner space and the admin's registrations list call
 * this): a map from registration id to its notices, in `locale`; registrations no notice affects are absent.
 */
export async function noticesAffectingRegistrations(
  db: Db,
  registrations: readonly RegistrationForMatching[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<number, AffectingNotice[]>> {
  const result = new Map<number, AffectingNotice[]>();
  if (!registrations.length) return result;
  const notices = await publishedNotices(db, ["active"]);
  for (const registration of registrations) {
    for (const notice of notices) {
      const tool = { model: registration.product_model, serial: registration.serial, purchaseDate: registration.purchase_date };
      if (toolAffected(scopeOf(notice), tool) !== "affected") continue;
      const list = result.get(registration.id) ?? [];
      list.push({ id: notice.id, slug: notice.slug, title: pickLocalized(notice, "title", locale), remedy: notice.remedy });
      result.set(registration.id, list);
    }
  }
  return result;
}

/** The admin's registrations list: for the given ids, the active notices affecting each (id → titles). */
export async function registrationFlags(db: Db, ids: readonly number[]): Promise<Record<string, AffectingNotice[]>> {
  if (!ids.length) return {};
  const rows = await db
    .selectFrom("warranty_registrations")
    .select(["id", "product_model", "serial", "purchase_date"])
    .where("id", "in", [...ids])
    .execute();
  return Object.fromEntries(await noticesAffectingRegistrations(db, rows));
}

/* ---------- The recall mailing ---------- */

interface Candidate {
  id: number;
  reference: string;
  product_name: string;
  product_model: string;
  serial: string;
  purchase_date: string;
  name: string;
  email: string;
  locale: string;
}

/** The registrations a notice affects that have no mail about it yet. */
async function unmailedCandidates(db: Db, notice: SafetyNotice): Promise<Candidate[]> {
  if (!notice.models.length) return [];
  const wanted = new Set(notice.models.map(normalizeCode));
  const rows = await db
    .selectFrom("warranty_registrations as r")
    .select(["r.id", "r.reference", "r.product_name", "r.product_model", "r.serial", "r.purchase_date", "r.name", "r.email", "r.locale"])
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("safety_notice_mailings as m").select("m.id").whereRef("m.registration_id", "=", "r.id").where("m.notice_id", "=", notice.id)),
      ),
    )
    .orderBy("r.id")
    .execute();
  const scope = scopeOf(notice);
  return rows.filter(
    (row) =>
      wanted.has(normalizeCode(row.product_model)) &&
      toolAffected(scope, { model: row.product_model, serial: row.serial, purchaseDate: row.purchase_date }) === "affected",
  );
}

async function brandName(db: Db): Promise<string> {
  const row = await db.selectFrom("site_settings").select("brand_name").where("id", "=", 1).executeTakeFirst();
  return row?.brand_name || DEFAULT_SETTINGS.brand_name;
}

/** The recall mail to one owner, in their language (texts: locales/<lang>/owners.json, mail.safety.*). */
function recallMail(
  notice: SafetyNotice,
  owner: Pick<Candidate, "name" | "product_name" | "serial" | "reference" | "locale">,
  { brand, origin }: { brand: string; origin: string },
): ComposedMail {
  const locale = ((LOCALES as readonly string[]).includes(owner.locale) ? owner.locale : DEFAULT_LOCALE) as Locale;
  const t = ownerTexts(locale);
  const text = (field: string) => pickLocalized(notice, field, locale);
  const vars = { brand, name: owner.name, product: owner.product_name, serial: owner.serial, reference: owner.reference, title: text("title") };
  const contacts = [notice.contact_phone, notice.contact_email].filter(Boolean).join(" · ");
  return compose(t("mail.safety.subject", vars), [
    { kind: "p", text: t("mail.greeting", vars) },
    { kind: "p", text: t("mail.safety.intro", vars) },
    { kind: "fields", rows: [[t("mail.safety.hazard"), text("hazard")]] },
    { kind: "p", text: `${t("mail.safety.action")}: ${text("action")}` },
    { kind: "p", text: `${t(`mail.safety.remedy.${notice.remedy}`)}: ${text("remedy_text")}` },
    ...(contacts ? [{ kind: "p" as const, text: `${t("mail.safety.contacts")}: ${contacts}` }] : []),
    { kind: "link", label: t("mail.safety.link"), url: `${origin}${localizePath(`/safety/${notice.slug}`, locale)}` },
    { kind: "p", text: t("mail.safety.why", vars) },
    { kind: "p", text: t("mail.signature", vars) },
  ]);
}

export interface RecallRun {
  /** Mails this run put in the outbox. */
  enqueued: number;
}

/**
 * Puts one mail per affected registration of an active notice in the outbox, in batches of `batchSize`, each
 * batch one transaction: the outbox rows, then their (notice, registration) rows with ON CONFLICT DO NOTHING.
 * A registration another run (another instance, an earlier crashed run) has already claimed loses its fresh
 * outbox row in the same transaction, so whatever runs this, however often, every owner gets one mail.
 * New registrations of an active notice are mailed by the next run (the publishing clock runs it).
 */
export async function enqueueRecallMailing(
  db: Db,
  noticeId: number,
  { origin, batchSize = 500, now = new Date() }: { origin: string; batchSize?: number; now?: Date },
): Promise<RecallRun> {
  const row = await db.selectFrom("safety_notices").selectAll().where("id", "=", noticeId).executeTakeFirst();
  if (!row) throw new RecordNotFound("Safety notice");
  const notice = presentNotice(row);
  if (notice.status !== "active") return { enqueued: 0 };
  const candidates = await unmailedCandidates(db, notice);
  const brand = await brandName(db);
  const stamp = now.toISOString();
  let enqueued = 0;
  for (let start = 0; start < candidates.length; start += batchSize) {
    const batch = candidates.slice(start, start + batchSize);
    enqueued += await inTransaction(db, async (trx) => {
      const mails = await trx
        .insertInto("outbox")
        .values(
          batch.map((owner) => {
            const mail = recallMail(notice, owner, { brand, origin });
            return {
              kind: "safety_notice",
              recipient: owner.email,
              locale: owner.locale,
              subject: mail.subject.replace(/[\r\n]+/g, " ").slice(0, 255),
              text_body: mail.text,
              html_body: mail.html,
              registration_id: owner.id,
              demand_id: null,
              payload: JSON.stringify({ notice: notice.id }),
              send_after: stamp,
              created_at: stamp,
              updated_at: stamp,
            };
          }),
        )
        .returning(["id", "registration_id"])
        .execute();
      const claimed = await trx
        .insertInto("safety_notice_mailings")
        .values(mails.map((mail) => ({ notice_id: notice.id, registration_id: mail.registration_id!, outbox_id: mail.id, created_at: stamp })))
        .onConflict((oc) => oc.columns(["notice_id", "registration_id"]).doNothing())
        .returning("outbox_id")
        .execute();
      const kept = new Set(claimed.map((c) => c.outbox_id));
      const lost = mails.filter((mail) => !kept.has(mail.id)).map((mail) => mail.id);
      for (let i = 0; i < lost.length; i += 500)
        await trx
          .deleteFrom("outbox")
          .where("id", "in", lost.slice(i, i + 500))
          .execute();
      return kept.size;
    });
  }
  return { enqueued };
}

/** Every active notice's mailing (the publishing clock's round): new registrations and interrupted runs are caught up. */
export async function enqueueActiveRecalls(db: Db, origin: string, now = new Date()): Promise<number> {
  const active = await db.selectFrom("safety_notices").select("id").where("status", "=", "active").execute();
  let total = 0;
  for (const { id } of active) total += (await enqueueRecallMailing(db, id, { origin, now })).enqueued;
  return total;
}

export interface RecallProgress {
  affected: number;
  queued: number;
  to_send: number;
  sent: number;
  failed: number;
  not_yet_queued: number;
}

/** The admin's view of a notice's mailing: to send / sent / failed, out of the registrations it affects. */
export async function recallProgress(db: Db, noticeId: number): Promise<RecallProgress> {
  const row = await db.selectFrom("safety_notices").selectAll().where("id", "=", noticeId).executeTakeFirst();
  if (!row) throw new RecordNotFound("Safety notice");
  const notice = presentNotice(row);
  const counts = await db
    .selectFrom("safety_notice_mailings as m")
    .leftJoin("outbox as o", "o.id", "m.outbox_id")
    .select(["o.status", db.fn.countAll<number>().as("count")])
    .where("m.notice_id", "=", noticeId)
    .groupBy("o.status")
    .execute();
  const progress: RecallProgress = { affected: 0, queued: 0, to_send: 0, sent: 0, failed: 0, not_yet_queued: 0 };
  for (const { status, count } of counts) {
    const n = Number(count);
    progress.queued += n;
    const state = status as OutboxStatus;
    switch (state) {
      case "sent":
        progress.sent += n;
        break;
      case "failed":
        progress.failed += n;
        break;
      case "pending":
      case "sending":
        progress.to_send += n;
        break;
      default:
        unhandled(state);
    }
  }
  progress.not_yet_queued = (await unmailedCandidates(db, notice)).length;
  progress.affected = progress.queued + progress.not_yet_queued;
  return progress;
}

/* ---------- Incident reports (/safety/report) ---------- */

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

function newReportReference(now: Date): string {
  const chars = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]);
  return `SI-${now.getUTCFullYear()}-${chars.join("")}`;
}

export type ReportPhoto = OwnerPhoto;

/** Report photos: JPEG, PNG or WebP, 5 MB and the pixel bound each, at most five; 415 before anything is stored. */
function checkReportPhotos(photos: readonly ReportPhoto[]) {
  return checkOwnerPhotos(photos, {
    maxCount: REPORT_PHOTO_MAX_COUNT,
    maxBytes: REPORT_PHOTO_MAX_BYTES,
    messages: { count: "safety.report.errors.photoCount", size: "safety.report.errors.photoSize", type: "safety.report.errors.photoType" },
  });
}

/** To the service address: an incident report, marked urgent, with a link to it in the admin. */
function reportMail(report: SafetyReportRow, photos: number, adminUrl: string): ComposedMail {
  const t = ownerTexts(DEFAULT_LOCALE);
  const injury = t(`mail.safetyReport.injury.${report.injury}`);
  return compose(t("mail.safetyReport.subject", { reference: report.reference, product: report.product_name, injury }), [
    { kind: "p", text: t("mail.safetyReport.intro") },
    {
      kind: "fields",
      rows: [
        [t("mail.safetyReport.reference"), report.reference],
        [t("mail.safetyReport.product"), [report.product_name, report.product_model].filter(Boolean).join(" · ")],
        [t("mail.safetyReport.serial"), report.serial || "—"],
        [t("mail.safetyReport.date"), report.happened_on ? longDate(report.happened_on, DEFAULT_LOCALE) : "—"],
        [t("mail.safetyReport.hurt"), injury],
        [t("mail.safetyReport.name"), report.name],
        [t("mail.safetyReport.email"), report.email],
        [t("mail.safetyReport.phone"), report.phone || "—"],
        [t("mail.safetyReport.language"), report.locale.toUpperCase()],
        [t("mail.safetyReport.photos"), String(photos)],
      ],
    },
    { kind: "quote", text: report.description },
    { kind: "link", label: t("mail.safetyReport.open"), url: adminUrl },
  ]);
}

/**
 * Records an incident report with its photos and, in the same transaction, the urgent mail to the service
 * address (site settings' second address, else the first). Photos are checked before the transaction: a file
 * that is no image answers 415 with nothing stored.
 */
export async function createSafetyReport(
  db: Db,
  input: SafetyReportInput & { locale: Locale },
  photos: readonly ReportPhoto[],
  { origin, now = new Date() }: { origin: string; now?: Date },
): Promise<{ id: number; reference: string }> {
  const checked = await checkReportPhotos(photos);
  return inTransaction(db, async (trx) => {
    let productName = input.product;
    let productModel = "";
    if (input.commodity_id !== null) {
      const product = await trx
        .selectFrom("commodities")
        .select(["id", "en_name", "fr_name", "nl_name", "model"])
        .where("id", "=", input.commodity_id)
        .where(isVisible("commodities", now))
        .executeTakeFirst();
      if (!product) throw new InvalidInput("commodity_id", "safety.report.errors.product");
      productName = pickLocalized(product, "name", input.locale);
      productModel = product.model;
    }
    if (!productName) throw new InvalidInput("commodity_id", "safety.report.errors.product");
    const stamp = now.toISOString();
    const report = await trx
      .insertInto("safety_reports")
      .values({
        reference: newReportReference(now),
        commodity_id: input.commodity_id,
        product_name: productName,
        product_model: productModel,
        serial: input.serial,
        happened_on: input.happened_on || null,
        description: input.description,
        injury: input.injury,
        name: input.name,
        email: input.email,
        phone: input.phone,
        locale: input.locale,
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (checked.length) {
      await trx
        .insertInto("safety_report_photos")
        .values(checked.map((photo) => ({ report_id: report.id, mime: photo.mime, bytes: photo.content.length, content: photo.content })))
        .execute();
    }
    const settings = await trx.selectFrom("site_settings").select(["email_primary", "email_secondary"]).where("id", "=", 1).executeTakeFirst();
    const recipient = settings?.email_secondary?.trim() || settings?.email_primary?.trim() || DEFAULT_SETTINGS.email_secondary;
    const mail = reportMail(report, checked.length, `${origin}/admin/safety-reports?open=${report.id}`);
    await enqueueMails(trx, [{ kind: "safety_report", recipient, locale: DEFAULT_LOCALE, ...mail }], now);
    return { id: report.id, reference: report.reference };
  });
}

export type SafetyReport = SafetyReportRow & { photos?: { id: number; mime: string; bytes: number }[] };

export const safetyReportRecords: RecordType<SafetyReport> = {
  label: "Safety report",
  table: "safety_reports",
  searchColumns: ["reference", "product_name", "serial", "email", "name", "description"],
  sortColumns: RESOURCES.safetyReports.sortColumns,
  defaultSort: "created_at",
  defaultOrder: "desc",
  updatedAt: true,
  present: (row: SafetyReportRow) => row,
};

/** One report with its photos' ids (the admin's detail). */
export async function getSafetyReport(db: Db, id: number): Promise<SafetyReport> {
  const report = await db.selectFrom("safety_reports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!report) throw new RecordNotFound("Safety report");
  const photos = await db.selectFrom("safety_report_photos").select(["id", "mime", "bytes"]).where("report_id", "=", id).orderBy("id").execute();
  return { ...report, photos };
}

export async function reportPhoto(db: Db, reportId: number, photoId: number): Promise<{ mime: string; content: Uint8Array } | undefined> {
  return db.selectFrom("safety_report_photos").select(["mime", "content"]).where("report_id", "=", reportId).where("id", "=", photoId).executeTakeFirst();
}

/** Whether any of the notices was ever published (active or closed): those are kept on record. */
export async function publishedAmong(db: Db, ids: readonly number[]): Promise<boolean> {
  if (!ids.length) return false;
  const row = await db
    .selectFrom("safety_notices")
    .select("id")
    .where("id", "in", [...ids])
    .where("published_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The models the check's field suggests: every published product's and every published notice's, once each. */
export async function checkModels(db: Db): Promise<string[]> {
  const products = await db.selectFrom("commodities").select("model").where(isVisible("commodities")).where("model", "!=", "").execute();
  const notices = await publishedNotices(db);
  const seen = new Map<string, string>();
  for (const model of [...notices.flatMap((n) => n.models), ...products.map((p) => p.model)])
    if (!seen.has(normalizeCode(model))) seen.set(normalizeCode(model), model);
  return [...seen.values()].sort();
}
