import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { WarrantyRegistration } from "#server/db/schema.ts";
import { OWNER_SESSION_DAYS, SIGN_IN_LINK_MINUTES, type OwnerContactInput } from "#domain/forms/owner.ts";
import type { OfferedDocument } from "#domain/documents.ts";
import { isLocale, localizePath, type Locale } from "#domain/locales.ts";
import { displayImage, displayName } from "#domain/localized.ts";
import { todayIn } from "#domain/calendar-days.ts";
import { hashToken, normaliseEmail } from "./credentials.ts";
import { documentsForProduct } from "./documents.ts";
import { ownerSignInMail } from "./mails.ts";
import { enqueueMails } from "./outbox.ts";
import { inTransaction } from "./records.ts";
import { hasServiceRequests, ownerServiceRequests, type OwnedServiceRequest } from "./service-requests.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";

/**
 * The owner space (decision 075). An owner is the e-mail address of their warranty registrations:
 * they sign in with a one-time link mailed to it, and their session is a cookie whose token is kept here
 * as a digest only. Addresses are compared in lower case.
 */

/** Tokens of links and sessions: 256 bits, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newToken = () => randomBytes(32).toString("base64url");

/** Registrations of `email` (already normalised), case-insensitively as typed in the form. */
function ownedBy(email: string) {
  return sql<boolean>`lower(email) = ${email}`;
}

/** An owner is an address with registrations or service requests (decision 083: a request can come before a registration). */
async function hasRegistrations(db: Db, email: string): Promise<boolean> {
  if (await db.selectFrom("warranty_registrations").select("id").where(ownedBy(email)).limit(1).executeTakeFirst()) return true;
  return hasServiceRequests(db, email);
}

export interface SignInLinkRequest {
  email: string;
  /** The language of the page the owner asked from: the mail and the link's page are in it. */
  locale: Locale;
  /** The site's origin for the link in the mail (mailOrigin: never the request's Host). */
  origin: string;
}

/**
 * Mails a one-time sign-in link when `email` has registrations; does nothing otherwise. Callers answer the
 * same either way, so the form tells no one whether an address is registered. A new link replaces every
 * unused one of the address; links past their time are swept on the way.
 */
export async function requestSignInLink(db: Db, request: SignInLinkRequest, now = new Date()): Promise<void> {
  const email = normaliseEmail(request.email);
  if (!(await hasRegistrations(db, email))) return;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom("owner_sign_in_links")
      .where((eb) =>
        eb.or([eb.and([eb("email", "=", email), eb("used_at", "is", null)]), eb("expires_at", "<", new Date(now.getTime() - 86_400_000).toISOString())]),
      )
      .execute();
    await trx
      .insertInto("owner_sign_in_links")
      .values({
        token_hash: hashToken(token),
        email,
        locale: request.locale,
        expires_at: expiresAt.toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    const brand = await brandName(trx);
    const url = `${request.origin}${localizePath("/my/sign-in", request.locale)}?token=${token}`;
    await enqueueMails(
      trx,
      [
        {
          kind: "owner_sign_in_link",
          recipient: email,
          locale: request.locale,
          ...ownerSignInMail({ locale: request.locale, brand, url, minutes: SIGN_IN_LINK_MINUTES }),
        },
      ],
      now,
    );
  });
}

async function brandName(db: Db): Promise<string> {
  const row = await db.selectFrom("site_settings").select("brand_name").where("id", "=", 1).executeTakeFirst();
  return row?.brand_name || DEFAULT_SETTINGS.brand_name;
}

export type SignInLinkState = { valid: true; email: string } | { valid: false };

async function liveLink(db: Db, token: string, now: Date) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db.selectFrom("owner_sign_in_links").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString()) return undefined;
  return row;
}

/** Whether a sign-in link still works (unused, in time, not replaced by a newer one), and for which address. */
export async function signInLinkState(db: Db, token: string, now = new Date()): Promise<SignInLinkState> {
  const row = await liveLink(db, token, now);
  return row ? { valid: true, email: row.email } : { valid: false };
}

export interface OwnerSession {
  /** The cookie's value; only its digest is stored. */
  token: string;
  email: string;
  expiresAt: Date;
}

/**
 * Spends a sign-in link, once: the first caller gets a new session, any other (a second click, a second
 * tab, a mail scanner after the owner) gets undefined. An address whose space was deleted meanwhile gets none.
 */
export async function signInWithLink(db: Db, token: string, now = new Date()): Promise<OwnerSession | undefined> {
  if (!(await liveLink(db, token, now))) return undefined;
  return inTransaction(db, async (trx) => {
    const link = await liveLink(trx, token, now);
    if (!link) return undefined;
    const spent = await trx
      .updateTable("owner_sign_in_links")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", link.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1 || !(await hasRegistrations(trx, link.email))) return undefined;
    await trx.deleteFrom("owner_sessions").where("expires_at", "<", now.toISOString()).execute();
    const session = newToken();
    const expiresAt = new Date(now.getTime() + OWNER_SESSION_DAYS * 86_400_000);
    await trx
      .insertInto("owner_sessions")
      .values({ token_hash: hashToken(session), email: link.email, expires_at: expiresAt.toISOString(), created_at: now.toISOString() })
      .execute();
    return { token: session, email: link.email, expiresAt };
  });
}

/** The owner a session cookie belongs to, while the session lasts. */
export async function findOwner(db: Db, sessionToken: string, now = new Date()): Promise<{ email: string } | undefined> {
  if (!TOKEN_PATTERN.test(sessionToken)) return undefined;
  const row = await db.selectFrom("owner_sessions").select(["email", "expires_at"]).where("token_hash", "=", hashToken(sessionToken)).executeTakeFirst();
  return row && row.expires_at > now.toISOString() ? { email: row.email } : undefined;
}

/** Ends one session (this browser). */
export async function signOut(db: Db, sessionToken: string): Promise<void> {
  if (!TOKEN_PATTERN.test(sessionToken)) return;
  await db.deleteFrom("owner_sessions").where("token_hash", "=", hashToken(sessionToken)).execute();
}

/** "Sign out everywhere": every session of the address ends, and so do its unused links. */
export async function signOutEverywhere(db: Db, email: string): Promise<number> {
  const owner = normaliseEmail(email);
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("owner_sign_in_links").where("email", "=", owner).where("used_at", "is", null).execute();
    const ended = await trx.deleteFrom("owner_sessions").where("email", "=", owner).executeTakeFirst();
    return Number(ended.numDeletedRows);
  });
}

export interface OwnedRegistration {
  reference: string;
  commodity_id: number | null;
  /** The product's current name in the page's language (as registered when the product is gone). */
  product_name: string;
  product_model: string;
  image: string;
  serial: string;
  purchase_date: string;
  warranty_years: number;
  warranty_until: string;
  /** Still covered today. */
  covered: boolean;
  created_at: string;
}

export interface OwnedModelDocuments {
  commodity_id: number;
  product_name: string;
  product_model: string;
  documents: OfferedDocument[];
}

export interface OwnerContact {
  email: string;
  name: string;
  country: string;
  locale: Locale;
}

export interface OwnerSpace {
  contact: OwnerContact;
  registrations: OwnedRegistration[];
  /** Manuals and documents of the owner's models, in `locale` (English where a kind has none in it). */
  documents: OwnedModelDocuments[];
  /** Their service and repair requests, newest first. */
  serviceRequests: OwnedServiceRequest[];
}

/** The contact details of an owner who has service requests but no registration yet: their latest request's. */
async function contactFromRequests(db: Db, email: string): Promise<OwnerContact | undefined> {
  const latest = await db
    .selectFrom("service_requests")
    .select(["name", "country", "locale"])
    .where(ownedBy(email))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return latest && { email, name: latest.name, country: latest.country, locale: isLocale(latest.locale) ? latest.locale : "en" };
}

async function registrationsOf(db: Db, email: string): Promise<WarrantyRegistration[]> {
  return db.selectFrom("warranty_registrations").selectAll().where(ownedBy(email)).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** What /my shows: the owner's registrations with their product's picture, their models' documents, their contact details. */
export async function ownerSpace(db: Db, email: string, locale: Locale, now = new Date()): Promise<OwnerSpace | undefined> {
  const owner = normaliseEmail(email);
  const rows = await db
    .selectFrom("warranty_registrations as r")
    .leftJoin("commodities as c", "c.id", "r.commodity_id")
    .select([
      "r.reference",
      "r.commodity_id",
      "r.product_name",
      "r.product_model",
      "r.serial",
      "r.purchase_date",
      "r.warranty_years",
      "r.warranty_until",
      "r.name",
      "r.country",
      "r.locale",
      "r.created_at",
      "c.en_name",
      "c.fr_name",
      "c.nl_name",
      "c.main_img_url",
    ])
    .where(sql<boolean>`lower(r.email) = ${owner}`)
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .execute();
  const serviceRequests = await ownerServiceRequests(db, owner);
  const latest = rows[0];
  if (!latest) {
    const contact = await contactFromRequests(db, owner);
    return contact && { contact, registrations: [], documents: [], serviceRequests };
  }
  const today = todayIn(now);
  const registrations = rows.map((row) => ({
    reference: row.reference,
    commodity_id: row.commodity_id,
    product_name: row.en_name !== null ? displayName({ en_name: row.en_name, fr_name: row.fr_name, nl_name: row.nl_name }, locale) : row.product_name,
    product_model: row.product_model,
    image: displayImage({ main_img_url: row.main_img_url }),
    serial: row.serial,
    purchase_date: row.purchase_date,
    warranty_years: row.warranty_years,
    warranty_until: row.warranty_until,
    covered: row.warranty_until >= today,
    created_at: row.created_at,
  }));
  const models = new Map<number, OwnedRegistration>();
  for (const registration of registrations)
    if (registration.commodity_id !== null && !models.has(registration.commodity_id)) models.set(registration.commodity_id, registration);
  const documents = (
    await Promise.all(
      [...models.values()].map(async (registration) => ({
        commodity_id: registration.commodity_id!,
        product_name: registration.product_name,
        product_model: registration.product_model,
        documents: await documentsForProduct(db, registration.commodity_id!, locale),
      })),
    )
  ).filter((model) => model.documents.length > 0);
  return {
    contact: { email: owner, name: latest.name, country: latest.country, locale: isLocale(latest.locale) ? latest.locale : "en" },
    registrations,
    documents,
    serviceRequests,
  };
}

/** One of the owner's registrations, for its certificate; undefined when the reference is not theirs. */
export async function ownedRegistration(db: Db, email: string, reference: string): Promise<WarrantyRegistration | undefined> {
  return db
    .selectFrom("warranty_registrations")
    .selectAll()
    .where(ownedBy(normaliseEmail(email)))
    .where("reference", "=", reference.trim().toUpperCase())
    .executeTakeFirst();
}

/** Corrects the name, country and mail language on every registration of the owner (their certificates follow). */
export async function updateOwnerContact(db: Db, email: string, input: OwnerContactInput): Promise<number> {
  const result = await db
    .updateTable("warranty_registrations")
    .set({ name: input.name, country: input.country, locale: input.locale })
    .where(ownedBy(normaliseEmail(email)))
    .executeTakeFirst();
  // Mails about their requests follow the language they chose.
  await db
    .updateTable("service_requests")
    .set({ name: input.name, country: input.country, locale: input.locale })
    .where(ownedBy(normaliseEmail(email)))
    .execute();
  return Number(result.numUpdatedRows);
}

/** GDPR Art. 20: everything kept about the owner, as data (no token digests: they are ours, not theirs). */
export async function exportOwnerData(db: Db, email: string, now = new Date()) {
  const owner = normaliseEmail(email);
  const registrations = await registrationsOf(db, owner);
  const ids = registrations.map((registration) => registration.id);
  const proofs = ids.length ? await db.selectFrom("warranty_proofs").selectAll().where("registration_id", "in", ids).execute() : [];
  const mails = await db
    .selectFrom("outbox")
    .select(["id", "kind", "subject", "locale", "status", "created_at", "sent_at", "send_after"])
    .where((eb) => eb.or([sql<boolean>`lower(recipient) = ${owner}`, ...(ids.length ? [eb("registration_id", "in", ids)] : [])]))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const serviceRequests = await db.selectFrom("service_requests").selectAll().where(ownedBy(owner)).orderBy("created_at").orderBy("id").execute();
  const requestIds = serviceRequests.map((request) => request.id);
  const requestEvents = requestIds.length
    ? await db
        .selectFrom("service_request_events")
        .select(["request_id", "kind", "status", "body", "created_at"])
        .where("request_id", "in", requestIds)
        .where("kind", "in", ["status", "message"])
        .orderBy("created_at")
        .execute()
    : [];
  const requestPhotos = requestIds.length
    ? await db.selectFrom("service_request_photos").select(["request_id", "mime", "content"]).where("request_id", "in", requestIds).orderBy("id").execute()
    : [];
  const sessions = await db.selectFrom("owner_sessions").select(["created_at", "expires_at"]).where("email", "=", owner).orderBy("created_at").execute();
  const links = await db
    .selectFrom("owner_sign_in_links")
    .select(["created_at", "expires_at", "used_at", "locale"])
    .where("email", "=", owner)
    .orderBy("created_at")
    .execute();
  return {
    exported_at: now.toISOString(),
    email: owner,
    warranty_registrations: registrations.map(({ token_hash: _secret, serial_key: _key, id, ...registration }) => {
      const proof = proofs.find((candidate) => candidate.registration_id === id);
      return {
        ...registration,
        has_proof: Boolean(registration.has_proof),
        proof_of_purchase: proof
          ? { file_name: proof.file_name, mime: proof.mime, bytes: Number(proof.bytes), content_base64: Buffer.from(proof.content).toString("base64") }
          : null,
      };
    }),
    service_requests: serviceRequests.map(({ id, assignee_id: _staff, touched_at: _touched, ...request }) => ({
      ...request,
      history: requestEvents.filter((event) => event.request_id === id).map(({ request_id: _id, ...event }) => event),
      photos: requestPhotos
        .filter((photo) => photo.request_id === id)
        .map((photo) => ({ mime: photo.mime, content_base64: Buffer.from(photo.content).toString("base64") })),
    })),
    mails: mails.map(({ id: _id, ...mail }) => mail),
    sessions,
    sign_in_links: links,
  };
}

export type OwnerDataExport = Awaited<ReturnType<typeof exportOwnerData>>;

/**
 * GDPR Art. 17: deletes the owner's space with everything in it: registrations (their proofs and queued
 * mails go with them; their certificates stop verifying), every other mail to the address, sessions and links.
 */
export async function deleteOwnerSpace(db: Db, email: string): Promise<{ registrations: number }> {
  const owner = normaliseEmail(email);
  return inTransaction(db, async (trx) => {
    const deleted = await trx.deleteFrom("warranty_registrations").where(ownedBy(owner)).executeTakeFirst();
    // Service requests go with their photos and history (cascade).
    await trx.deleteFrom("service_requests").where(ownedBy(owner)).execute();
    await trx
      .deleteFrom("outbox")
      .where(sql<boolean>`lower(recipient) = ${owner}`)
      .where("demand_id", "is", null)
      .execute();
    await trx.deleteFrom("owner_sessions").where("email", "=", owner).execute();
    await trx.deleteFrom("owner_sign_in_links").where("email", "=", owner).execute();
    return { registrations: Number(deleted.numDeletedRows) };
  });
}
