import { z } from "zod";
import { HttpError, requestLocale } from "#server/http/errors.ts";
import { optionalFileField } from "#server/http/multipart.ts";
import { mailOrigin, siteOrigin } from "#server/http/origin.ts";
import { formRateLimit } from "#server/http/rate-limit.ts";
import { certificatePath } from "#server/services/certificate.ts";
import { PROOF_MAX_BYTES, warrantySchema } from "#domain/forms/warranty.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { created, idempotentWrite } from "../idempotent.ts";
import { dataOf, errorSchema, validationErrorSchema } from "#domain/schemas.ts";
import { honeypot, honeypotTrap, urlencoded } from "./forms.ts";

const registered = dataOf(
  z.object({
    id: z.int(),
    reference: z.string().meta({ example: "W-7K3M-9QXD" }),
    warranty_until: z.string().meta({ description: "Last day covered (YYYY-MM-DD)" }),
    warranty_years: z.int().meta({ description: "3 when registered within 30 days of purchase, else 2" }),
    certificate_url: z.url().meta({ description: "The certificate PDF; its 128-bit token is the only key to it, so keep it private" }),
  }),
);

/** Warranty registration (decision 042): register a product, download its certificate. */
export function publicWarrantyEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  api.add({
    method: "post",
    path: "/warranty/registrations",
    tag: "Warranty",
    summary: "Register a product for its warranty",
    description:
      "JSON, urlencoded, or multipart/form-data with an optional `proof` file (proof of purchase: JPEG, PNG or PDF, judged by its content, at most 5 MB). " +
      "Registered within 30 days of purchase: 3 years, else 2. A serial already registered for the product is refused (422 on `serial`). " +
      "422 messages follow `locale` or Accept-Language. The confirmation mail (with the certificate) and the reminder are queued in the same transaction.",
    before: [formRateLimit(services.rateLimits, config, "warranty-registrations"), optionalFileField("proof", PROOF_MAX_BYTES), urlencoded, honeypotTrap],
    body: warrantySchema.extend(honeypot),
    bodyType: "multipart/form-data",
    responses: {
      201: { description: "Registered", schema: registered },
      413: { description: "The proof of purchase is larger than 5 MB", schema: errorSchema },
      415: { description: "The proof of purchase is not a JPEG, PNG or PDF file; nothing is stored", schema: errorSchema },
      422: { description: "Invalid fields, a purchase date in the future or before the product existed, or a serial already registered", schema: validationErrorSchema },
      429: { description: "Too many registrations from this address", schema: errorSchema },
    },
    handle: idempotentWrite(services, "warranty-registrations", async ({ body }, tx, req) => {
      const { website: _honeypot, locale: _locale, ...input } = body;
      const file = req.file;
      const proof = file ? { buffer: file.buffer, originalName: file.originalname } : undefined;
      const result = await tx.warranty.registerWarranty({ ...input, locale: requestLocale(req), origin: mailOrigin(config) }, proof);
      return created({
        id: result.id,
        reference: result.reference,
        warranty_until: result.warranty_until,
        warranty_years: result.warranty_years,
        certificate_url: `${siteOrigin(config, req)}${certificatePath(result.token)}`,
      });
    }),
  });
  api.add({
    method: "get",
    path: "/warranty/certificates/:token",
    tag: "Warranty",
    summary: "Download a warranty certificate (PDF)",
    description: "In the owner's language. The token comes from the registration's certificate_url; an unknown token is a 404.",
    params: z.object({ token: z.string().regex(/^[\w-]{22}$/) }),
    responses: {
      200: { description: "The certificate", contentType: "application/pdf", schema: z.string().meta({ format: "binary" }) },
      404: { description: "No certificate has this token", schema: errorSchema },
    },
    async handle({ params }, res, req) {
      const certificate = await services.warranty.certificateByToken(params.token, siteOrigin(config, req));
      if (!certificate) throw new HttpError(404, "Certificate not found.");
      res
        .status(200)
        .type("application/pdf")
        .set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" })
        .attachment(certificate.fileName)
        .send(Buffer.from(certificate.pdf));
    },
  });
}
