import { randomBytes, randomInt } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "#server/db/index.ts";
import type { WarrantyRegistration } from "#server/db/schema.ts";
import { PROOF_TYPES, purchaseDateProblem, type WarrantyInput } from "#domain/forms/warranty.ts";
import { localizePath, type Locale } from "#domain/locales.ts";
import { displayImage, displayName } from "#domain/localized.ts";
import { todayIn } from "#domain/calendar-days.ts";
import { normalReference, normalizeSerial, remindsOf, warrantyTerms } from "#domain/warranty.ts";
import { certificatePath, renderCertificate } from "./certificate.ts";
import { hashToken } from "./credentials.ts";
import { InvalidInput, isUniqueViolation, UnsupportedMedia } from "./errors.ts";
import { confirmationMail, reminderMail } from "./mails.ts";
import { enqueueMails } from "./outbox.ts";
import { ownerTexts } from "./owner-texts.ts";
import { inSavepoint, type RecordType } from "./records.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";
import { isVisible } from "./visibility.ts";
import { RESOURCES } from "#domain/resources.ts";

export interface RegistrationProduct {
  id: number;
  name: string;
  model: string;
  image: string;
  /** YYYY-MM-DD: a purchase before this day is refused. */
  since: string;
}

/** Every product an owner can register, named in `locale`, for the picker. */
export async function listRegistrationProducts(db: Db, locale: Locale): Promise<RegistrationProduct[]> {
  const rows = await db
    .selectFrom("commodities")
    .select(["id", "en_name", "fr_name", "nl_name", "model", "main_img_url", "created_at"])
    .where(isVisible("commodities"))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: displayName(row, locale), model: row.model, image: displayImage(row), since: row.created_at.slice(0, 10) }));
}

export interface UploadedProof {
  buffer: Buffer;
  originalName: string;
}

export interface RegistrationRequest extends WarrantyInput {
  locale: Locale;
  /** The site's origin, for the links written into the mails. */
  origin: string;
}

export interface RegistrationResult {
  id: number;
  reference: string;
  warranty_until: string;
  warranty_years: number;
  bonus: boolean;
  /** The secret of the certificate link; only its digest is stored. */
  token: string;
}

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** "W-7K3M-9QXD": no 0/O or 1/I to misread over the phone. */
function newReference(): string {
  const chars = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]);
  return `W-${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

function verifyPath(reference: string, locale: Locale): string {
  return `${localizePath("/register/verify", locale)}?ref=${encodeURIComponent(reference)}`;
}

/** Checks an uploaded proof of purchase by its bytes: JPEG, PNG or PDF, else 415 before anything is written. */
async function checkProof(proof: UploadedProof): Promise<{ mime: string; buffer: Buffer; fileName: string }> {
  const detected = await fileTypeFromBuffer(proof.buffer);
  if (!detected || !(PROOF_TYPES as readonly string[]).includes(detected.mime)) {
    throw new UnsupportedMedia("The proof of purchase must be a JPEG or PNG picture or a PDF file.");
  }
  const base =
    proof.originalName
      .replace(/[^\w.\- ]+/g, "_")
      .replace(/\.[^.]*$/, "")
      .slice(0, 100) || "proof-of-purchase";
  return { mime: detected.mime, buffer: proof.buffer, fileName: `${base}.${detected.ext}` };
}

async function brandName(db: Db): Promise<string> {
  const row = await db.selectFrom("site_settings").select("brand_name").where("id", "=", 1).executeTakeFirst();
  return row?.brand_name || DEFAULT_SETTINGS.brand_name;
}

/**
 * Records a registration: the product must exist, the purchase date must be neither in the future nor
 * before the product existed, and the serial must not be registered for that product yet. The
 * registration, its proof of purchase, the confirmation mail and the reminder are written in one
 * transaction: all or nothing.
 */
export async function registerWarranty(db: Db, input: RegistrationRequest, proof?: UploadedProof, now = new Date()): Promise<RegistrationResult> {
  const checkedProof = proof ? await checkProof(proof) : undefined;
  const today = todayIn(now);
  const serialKey = normalizeSerial(input.serial);
  const serial = input.serial.trim().toUpperCase().replace(/\s+/g, " ");
  const token = randomBytes(16).toString("base64url");

  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    try {
      // A savepoint inside a caller's transaction (an idempotent request's, decision 073), so a refused insert leaves it usable.
      return await inSavepoint(db, async (trx) => {
        const product = await trx
          .selectFrom("commodities")
          .select(["id", "en_name", "fr_name", "nl_name", "model", "created_at"])
          .where("id", "=", input.commodity_id)
          // Only what the form offers (listRegistrationProducts): a draft's name must not reach a certificate.
          .where(isVisible("commodities", now))
          .executeTakeFirst();
        if (!product) throw new InvalidInput("commodity_id", "warranty.errors.product");
        const dateProblem = purchaseDateProblem(input.purchase_date, today, product.created_at.slice(0, 10));
        if (dateProblem) throw new InvalidInput("purchase_date", dateProblem);
        const taken = await trx
          .selectFrom("warranty_registrations")
          .select("id")
          .where("commodity_id", "=", product.id)
          .where("serial_key", "=", serialKey)
          .executeTakeFirst();
        if (taken) throw new InvalidInput("serial", "warranty.errors.duplicate");

        const terms = warrantyTerms(input.purchase_date, today);
        const stamp = now.toISOString();
        const registration = await trx
          .insertInto("warranty_registrations")
          .values({
            reference,
            token_hash: hashToken(token),
            commodity_id: product.id,
            product_name: displayName(product, input.locale),
            product_model: product.model,
            serial,
            serial_key: serialKey,
            purchase_date: input.purchase_date,
            warranty_years: terms.years,
            warranty_until: terms.until,
            where_bought: input.where_bought,
            country: input.country,
            name: input.name,
            email: input.email,
            locale: input.locale,
            has_proof: checkedProof ? 1 : 0,
            consent_at: stamp,
            created_at: stamp,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (checkedProof) {
          await trx
            .insertInto("warranty_proofs")
            .values({
              registration_id: registration.id,
              mime: checkedProof.mime,
              file_name: checkedProof.fileName,
              bytes: checkedProof.buffer.length,
              content: checkedProof.buffer,
            })
            .execute();
        }
        const links = {
          brand: await brandName(trx),
          certificateUrl: `${input.origin}${certificatePath(token)}`,
          contactUrl: `${input.origin}${localizePath("/contact", input.locale)}`,
        };
        // The reminder goes at 09:00 Brussels time (08:00 UTC is close enough all year) on its day, if that is still ahead.
        const remindAt = new Date(`${terms.remindOn}T08:00:00.000Z`);
        await enqueueMails(
          trx,
          [
            {
              kind: "registration_confirmation",
              recipient: registration.email,
              locale: input.locale,
              registrationId: registration.id,
              payload: { attachCertificate: true, origin: input.origin },
              ...confirmationMail(registration, links),
            },
            ...(remindsOf(terms.until, today)
              ? [
                  {
                    kind: "warranty_reminder" as const,
                    recipient: registration.email,
                    locale: input.locale,
                    registrationId: registration.id,
                    sendAfter: remindAt,
                    payload: { origin: input.origin },
                    ...reminderMail(registration, links),
                  },
                ]
              : []),
          ],
          now,
        );
        return { id: registration.id, reference, warranty_until: terms.until, warranty_years: terms.years, bonus: terms.bonus, token };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two owners posting the same serial at once: the index decides, and the loser hears it is taken.
      const taken = await db
        .selectFrom("warranty_registrations")
        .select("id")
        .where("commodity_id", "=", input.commodity_id)
        .where("serial_key", "=", serialKey)
        .executeTakeFirst();
      if (taken) throw new InvalidInput("serial", "warranty.errors.duplicate");
      if (attempt >= 3) throw error;
      // Otherwise the reference collided: draw another.
    }
  }
}

/** The registration a certificate link points to, if the token is one we issued. */
export async function findByToken(db: Db, token: string): Promise<WarrantyRegistration | undefined> {
  if (!/^[\w-]{22}$/.test(token)) return undefined;
  return db.selectFrom("warranty_registrations").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
}

export interface CertificateFile {
  pdf: Uint8Array;
  fileName: string;
}

/** The certificate PDF of a registration, in its owner's language. */
export async function certificateOf(db: Db, registration: WarrantyRegistration, origin: string): Promise<CertificateFile> {
  const locale = registration.locale as Locale;
  const pdf = await renderCertificate({
    brand: await brandName(db),
    reference: registration.reference,
    ownerName: registration.name,
    productName: registration.product_name,
    productModel: registration.product_model,
    serial: registration.serial,
    purchaseDate: registration.purchase_date,
    whereBought: registration.where_bought,
    warrantyYears: registration.warranty_years,
    warrantyUntil: registration.warranty_until,
    // The day in the warranty's calendar (Brussels), as the terms were worked out: not the UTC date of created_at.
    issuedOn: todayIn(new Date(registration.created_at)),
    verifyUrl: `${origin}${verifyPath(registration.reference, locale)}`,
    locale,
  });
  return { pdf, fileName: `${ownerTexts(locale)("certificate.fileName")}-${registration.reference}.pdf` };
}

/** The certificate behind a link, or undefined for a token we never issued (or a deleted registration). */
export async function certificateByToken(db: Db, token: string, origin: string): Promise<CertificateFile | undefined> {
  const registration = await findByToken(db, token);
  return registration && certificateOf(db, registration, origin);
}

/** What the success page shows: no more than the owner just typed, plus the result. */
export async function registrationSummary(db: Db, token: string, now = new Date()) {
  const registration = await findByToken(db, token);
  if (!registration) return undefined;
  const { reference, product_name, product_model, serial, purchase_date, warranty_years, warranty_until, email } = registration;
  return {
    reference,
    product_name,
    product_model,
    serial,
    purchase_date,
    warranty_years,
    warranty_until,
    email,
    certificate_path: certificatePath(token),
    /** A reminder was queued (its day was still ahead when the owner registered). */
    reminds: remindsOf(warranty_until, todayIn(new Date(registration.created_at))),
    /** Registered after the warranty had ended (or viewed after it ended): recorded, but not covered. */
    ended: warranty_until < todayIn(now),
  };
}

export interface VerifiedCertificate {
  reference: string;
  product_name: string;
  product_model: string;
  purchase_date: string;
  warranty_years: number;
  warranty_until: string;
  /** Still covered today. */
  valid: boolean;
  /** With a serial to check: whether it is the registered one (case, spaces and dashes aside). The serial itself is never returned. */
  serial_matches?: boolean;
}

/**
 * For a dealer or service centre: the certificate's product and dates, never who owns it. With `serial` (typed from the
 * machine), also whether it is the serial the certificate was registered for.
 */
export async function verifyCertificate(
  db: Db,
  reference: string,
  locale: Locale,
  now = new Date(),
  serial?: string,
): Promise<VerifiedCertificate | undefined> {
  const clean = normalReference(reference);
  if (!clean) return undefined;
  const row = await db
    .selectFrom("warranty_registrations as r")
    .leftJoin("commodities as c", "c.id", "r.commodity_id")
    .select([
      "r.reference",
      "r.product_name",
      "r.product_model",
      "r.purchase_date",
      "r.warranty_years",
      "r.warranty_until",
      "r.serial_key",
      "c.en_name",
      "c.fr_name",
      "c.nl_name",
    ])
    .where("r.reference", "=", clean)
    .executeTakeFirst();
  if (!row) return undefined;
  const current = row.en_name !== null ? displayName({ en_name: row.en_name, fr_name: row.fr_name, nl_name: row.nl_name }, locale) : row.product_name;
  return {
    reference: row.reference,
    product_name: current,
    product_model: row.product_model,
    purchase_date: row.purchase_date,
    warranty_years: row.warranty_years,
    warranty_until: row.warranty_until,
    valid: row.warranty_until >= todayIn(now),
    ...(serial !== undefined && normalizeSerial(serial) ? { serial_matches: normalizeSerial(serial) === row.serial_key } : {}),
  };
}

/** The proof of purchase of a registration (admins only). */
export async function proofOf(db: Db, registrationId: number) {
  const row = await db.selectFrom("warranty_proofs").selectAll().where("registration_id", "=", registrationId).executeTakeFirst();
  return row && { ...row, content: Buffer.from(row.content) };
}

/** Admin list and CSV: personal data, for signed-in admins only (the admin API). */
export const registrationRecords: RecordType<Omit<WarrantyRegistration, "token_hash" | "serial_key">> = {
  label: "Registration",
  table: "warranty_registrations",
  searchColumns: ["serial", "serial_key", "email", "reference", "name"],
  sortColumns: RESOURCES.warrantyRegistrations.sortColumns,
  defaultSort: "created_at",
  defaultOrder: "desc",
  updatedAt: false,
  present: ({ token_hash: _secret, serial_key: _key, ...row }: WarrantyRegistration) => row,
};

export async function findByReference(db: Db, reference: string): Promise<WarrantyRegistration | undefined> {
  return db.selectFrom("warranty_registrations").selectAll().where("reference", "=", reference).executeTakeFirst();
}
