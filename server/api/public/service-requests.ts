import { z } from "zod";
import { HttpError, requestLocale } from "#server/http/errors.ts";
import { optionalFilesField } from "#server/http/multipart.ts";
import { mailOrigin } from "#server/http/origin.ts";
import { formRateLimit } from "#server/http/rate-limit.ts";
import { SERVICE_PHOTO_MAX_BYTES, SERVICE_PHOTO_MAX_COUNT, serviceRequestProblems, serviceRequestSchema } from "#domain/service-requests.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { created, idempotentWrite } from "../idempotent.ts";
import { dataOf, errorSchema, validationErrorSchema } from "#domain/schemas.ts";
import { honeypot, honeypotTrap, urlencoded } from "./forms.ts";

const recorded = dataOf(
  z.object({
    reference: z.string().meta({ example: "SR-2026-000123" }),
    warranty: z.enum(["in", "out", "unknown"]).meta({ description: "From the owner's registration of that serial, else two years from the purchase date given" }),
    warranty_until: z.string().nullable().meta({ description: "Last day covered (YYYY-MM-DD), when known" }),
  }),
);

/** Service and repair requests (decision 083): the form of /service/request as an API. */
export function publicServiceRequestEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  api.add({
    method: "post",
    path: "/service/requests",
    tag: "Service",
    summary: "Ask for a repair, a missing part or an answer about a tool",
    description:
      "JSON, urlencoded, or multipart/form-data with up to 5 `photos` (JPEG, PNG or WebP, judged by their content, at most 5 MB each; " +
      "re-encoded, metadata dropped). Name the product by `registration` (the owner's own registration reference), `commodity_id` or `product`. " +
      "`handover`: `dealer` with `dealer_id` (a dealer that does repairs, see GET /api/dealers?service=repairs) or `pickup` with `pickup_address`. " +
      "The answer never tells whether a registration, serial or address is known elsewhere. The confirmation mail (in `locale`) is queued in the same transaction; " +
      "the owner follows the request at /my/service/{reference} after signing in with their address.",
    before: [
      formRateLimit(services.rateLimits, config, "service-requests"),
      optionalFilesField("photos", SERVICE_PHOTO_MAX_BYTES, SERVICE_PHOTO_MAX_COUNT),
      urlencoded,
      honeypotTrap,
    ],
    body: serviceRequestSchema.extend(honeypot),
    bodyType: "multipart/form-data",
    responses: {
      201: { description: "Recorded", schema: recorded },
      413: { description: "A photo is larger than 5 MB", schema: errorSchema },
      415: { description: "A photo is not a JPEG, PNG or WebP image; nothing is stored", schema: errorSchema },
      422: { description: "Invalid fields, no product named, no dealer or address for the hand-in, a purchase date in the future", schema: validationErrorSchema },
      429: { description: "Too many requests from this address", schema: errorSchema },
    },
    handle: idempotentWrite(services, "service-requests", async ({ body }, tx, req) => {
      const { website: _honeypot, locale: _locale, ...input } = body;
      const problems = serviceRequestProblems(input);
      if (Object.keys(problems).length)
        throw new HttpError(422, Object.values(problems)[0]!, Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])));
      const photos = Array.isArray(req.files) ? req.files.map((file) => ({ buffer: file.buffer })) : [];
      const result = await tx.serviceRequests.createServiceRequest({ ...input, locale: requestLocale(req) }, photos, { origin: mailOrigin(config) });
      return created({ reference: result.reference, warranty: result.warranty, warranty_until: result.warranty_until });
    }),
  });
}
