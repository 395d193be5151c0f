import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/index.ts";
import type { NewsletterSignUp } from "#server/db/schema.ts";
import { localizePath, type Locale } from "#domain/locales.ts";
import { NEWSLETTER_PENDING_DAYS, type NewsletterSource } from "#domain/newsletter.ts";
import type { RecordType } from "./records.ts";
import { hashToken, normaliseEmail } from "./credentials.ts";
import { newsletterConfirmationMail } from "./mails.ts";
import { enqueueMails } from "./outbox.ts";
import { inTransaction } from "./records.ts";
import { brandName } from "./settings.ts";
import { RESOURCES } from "#domain/resources.ts";

/**
 * The newsletter with double opt-in (decision 086). A sign-up is pending until the address follows
 * the link mailed to it; only confirmed addresses are subscribers. Every answer is the same whether an address was
 * known or not, so no form tells who is subscribed.
 */

/** Tokens of links: 256 bits, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString("base64url");

/** A pending address is mailed again at most this often, however many times it is typed in. */
const RESEND_AFTER_MS = 15 * 60_000;

export interface SignUp {
  email: string;
  /** The page's language: the confirmation mail and its pages are in it. */
  locale: Locale;
  source: NewsletterSource;
  /** The site's origin for the links in the mail (mailOrigin: never the request's Host). */
  origin: string;
}

/**
 * Records a sign-up and mails its confirmation link. A confirmed address changes nothing; a pending one gets a new
 * link (the old one stops working) unless it was mailed a moment ago.
 */
export async function subscribe(db: Db, signUp: SignUp, now = new Date()): Promise<void> {
  const email = normaliseEmail(signUp.email);
  await inTransaction(db, async (trx) => {
    const known = await trx.selectFrom("file_forms").selectAll().where("email", "=", email).executeTakeFirst();
    if (known?.status === "confirmed") return;
    if (known?.consented_at && now.getTime() - new Date(known.consented_at).getTime() < RESEND_AFTER_MS) return;
    const token = newToken();
    const pending = {
      locale: signUp.locale,
      status: "pending",
      source: signUp.source,
      consented_at: now.toISOString(),
      confirm_token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + NEWSLETTER_PENDING_DAYS * 86_400_000).toISOString(),
    };
    const unsubscribe = known?.unsubscribe_token ?? newToken();
    if (known) await trx.updateTable("file_forms").set(pending).where("id", "=", known.id).execute();
    else {
      const inserted = await trx
        .insertInto("file_forms")
        .values({ email, created_at: now.toISOString(), unsubscribe_token: unsubscribe, ...pending })
        .onConflict((oc) => oc.column("email").doNothing())
        .executeTakeFirst();
      // The same address signed up at the same moment elsewhere: that sign-up mails its own link.
      if (!Number(inserted.numInsertedOrUpdatedRows)) return;
    }
    const mail = newsletterConfirmationMail({
      locale: signUp.locale,
      brand: await brandName(trx),
      confirmUrl: newsletterLink(signUp.origin, signUp.locale, "confirm", token),
      unsubscribeUrl: newsletterLink(signUp.origin, signUp.locale, "unsubscribe", unsubscribe),
      days: NEWSLETTER_PENDING_DAYS,
    });
    await enqueueMails(trx, [{ kind: "newsletter_confirmation", recipient: email, locale: signUp.locale, ...mail }], now);
  });
}

/** The address of a newsletter link's page in the visitor's language. */
function newsletterLink(origin: string, locale: Locale, action: "confirm" | "unsubscribe", token: string): string {
  return `${origin}${localizePath(`/newsletter/${action}`, locale)}?token=${token}`;
}

export type ConfirmLinkState = { state: "pending"; email: string } | { state: "already" } | { state: "unknown" };

/** What a confirmation link is: awaiting its click (for which address), already followed, or unknown (expired, replaced, forgotten). */
export async function confirmLinkState(db: Db, token: string, now = new Date()): Promise<ConfirmLinkState> {
  const row = await pendingSignUp(db, token, now);
  return row.state === "pending" ? { state: "pending", email: row.email } : row;
}

async function pendingSignUp(db: Db, token: string, now: Date): Promise<{ state: "pending"; email: string; id: number } | { state: "already" | "unknown" }> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const row = await db
    .selectFrom("file_forms")
    .select(["id", "email", "status", "expires_at"])
    .where("confirm_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  if (row.status === "confirmed") return { state: "already" };
  if (row.expires_at !== null && row.expires_at <= now.toISOString()) return { state: "unknown" };
  return { state: "pending", email: row.email, id: row.id };
}

export type ConfirmResult = "confirmed" | "already" | "unknown";

/** Follows a confirmation link: the address becomes a subscriber. A link followed twice says so; an expired or unknown one is `unknown`. */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<ConfirmResult> {
  const row = await pendingSignUp(db, token, now);
  if (row.state !== "pending") return row.state;
  const updated = await db
    .updateTable("file_forms")
    .set({ status: "confirmed", confirmed_at: now.toISOString(), expires_at: null })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? "confirmed" : "already";
}

/** Forgets the address of an unsubscribe link. Unknown and spent links do nothing: the page answers the same. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db.deleteFrom("file_forms").where("unsubscribe_token", "=", token).execute();
}

/** Forgets an address typed on the /newsletter/unsubscribe page; the page answers the same whether it was known or not. */
export async function unsubscribeAddress(db: Db, email: string): Promise<void> {
  await db.deleteFrom("file_forms").where("email", "=", normaliseEmail(email)).execute();
}

/** What the admin sees of a sign-up: never its tokens. */
export type SubscriptionView = Omit<NewsletterSignUp, "confirm_token_hash" | "unsubscribe_token" | "expires_at">;

export const newsletterSignUpRecords: RecordType<SubscriptionView> = {
  label: "Subscription",
  table: "file_forms",
  searchColumns: ["email"],
  sortColumns: RESOURCES.newsletterSignUps.sortColumns,
  defaultSort: "created_at",
  defaultOrder: "desc",
  updatedAt: false,
  present: (row: NewsletterSignUp) => {
    const { confirm_token_hash: _hash, unsubscribe_token: _token, expires_at: _expires, ...view } = row;
    return view;
  },
};
