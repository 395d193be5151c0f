import express, { type RequestHandler } from "express";
import { z } from "zod";
import { fieldsOnly } from "#server/http/multipart.ts";
import { formRateLimit } from "#server/http/rate-limit.ts";
import { requestLocale } from "#server/http/errors.ts";
import { mailOrigin } from "#server/http/origin.ts";
import { enquirySchema, newsletterSchema } from "#domain/forms/enquiry.ts";
import { paperCopySchema } from "#domain/forms/paper-copy.ts";
import { LOCALES } from "#domain/locales.ts";
import { FORM_SOURCES } from "#domain/newsletter.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { created, idempotentWrite } from "../idempotent.ts";
import { dataOf, errorSchema } from "#domain/schemas.ts";

/** The same answer whether the form was stored, was a repeat sign-up, or tripped the honeypot. */
const ACCEPTED = { ok: true } as const;
const accepted = dataOf(z.object({ ok: z.literal(true) }));

export const honeypot = {
  website: z.string().max(1000).optional().meta({ description: "Honeypot: leave empty. Filled in, the form is accepted and discarded." }),
  locale: z.enum(LOCALES).optional().meta({ description: "Language of the visitor (default: Accept-Language, then en); also the language of error messages" }),
};

/** Bots fill every field; people never see this one. A filled-in honeypot gets the usual answer, and nothing is stored. */
export const honeypotTrap: RequestHandler = (req, res, next) => {
  const website = (req.body as { website?: unknown } | undefined)?.website;
  const tripped = typeof website === "string" ? website.trim() !== "" : website !== undefined && website !== null;
  if (tripped) sendData(res, ACCEPTED, 201);
  else next();
};

export const urlencoded: RequestHandler = express.urlencoded({ extended: false, limit: "50kb", parameterLimit: 50 });

export function publicFormEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  api.add({
    method: "post",
    path: "/demands",
    tag: "Forms",
    summary: "Send an enquiry (contact or partner form)",
    description: "Validated with the website's own enquiry schema; 422 messages follow `locale` or Accept-Language (en, fr, nl).",
    before: [formRateLimit(services.rateLimits, config, "demands"), urlencoded, honeypotTrap],
    body: enquirySchema.extend(honeypot),
    responses: {
      201: { description: "Received", schema: accepted },
      429: { description: "Too many enquiries from this address", schema: errorSchema },
    },
    handle: idempotentWrite(services, "demands", async ({ body }, tx, req) => {
      const { website: _honeypot, locale: _locale, ...enquiry } = body;
      await tx.enquiries.createEnquiry({ ...enquiry, locale: requestLocale(req) }, { origin: mailOrigin(config) });
      return created(ACCEPTED);
    }),
  });
  api.add({
    method: "post",
    path: "/file/forms",
    tag: "Forms",
    summary: "Sign up for the newsletter",
    description:
      "form-data with field `email` (JSON and urlencoded are accepted too). Double opt-in: the address gets a mail (in `locale`) with the link that " +
      "confirms the sign-up; only confirmed addresses are subscribers, and an unconfirmed sign-up is forgotten after 7 days. A repeated address is " +
      "not stored twice, and the answer is the same.",
    before: [formRateLimit(services.rateLimits, config, "file-forms"), fieldsOnly(), urlencoded, honeypotTrap],
    body: newsletterSchema.extend(honeypot).extend({
      source: z.enum(FORM_SOURCES).optional().meta({ description: "The site's own forms say which they are; other callers are recorded as `api`" }),
    }),
    bodyType: "multipart/form-data",
    responses: {
      201: { description: "Signed up (or already signed up)", schema: accepted },
      429: { description: "Too many sign-ups from this address", schema: errorSchema },
    },
    handle: idempotentWrite(services, "file-forms", async ({ body }, tx, req) => {
      await tx.subscriptions.subscribe({ email: body.email, locale: requestLocale(req), source: body.source ?? "api", origin: mailOrigin(config) });
      return created(ACCEPTED);
    }),
  });
  api.add({
    method: "post",
    path: "/paper-copies",
    tag: "Forms",
    summary: "Ask for a printed copy of a document (free, posted within 30 days)",
    description:
      "Machinery Regulation (EU) 2023/1230 Art. 10(7). `document_id` is a published document (GET /api/documents), `language` the printed " +
      "copy's. A confirmation mail goes to `email` in `locale`. 422 messages follow `locale` or Accept-Language.",
    before: [formRateLimit(services.rateLimits, config, "paper-copies"), urlencoded, honeypotTrap],
    body: paperCopySchema.extend(honeypot),
    responses: {
      201: { description: "Received", schema: accepted },
      429: { description: "Too many requests from this address", schema: errorSchema },
    },
    handle: idempotentWrite(services, "paper-copies", async ({ body }, tx, req) => {
      const { website: _honeypot, locale: _locale, ...input } = body;
      await tx.paperCopies.createPaperCopyRequest(input, { locale: requestLocale(req) });
      return created(ACCEPTED);
    }),
  });
}
