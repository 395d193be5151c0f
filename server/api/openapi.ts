import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { EndpointGroup } from "./endpoint.ts";
import { idempotencyScopeOf } from "./idempotent.ts";
import { errorSchema, validationErrorSchema } from "#domain/schemas.ts";

export type OpenApiDocument = ReturnType<typeof createDocument>;

interface ResponseObject {
  description: string;
  content?: Record<string, { schema: unknown }>;
}

const DESCRIPTION = `The public and admin API of the Fantai site.

Conventions:
- Success: \`{ "data": … }\`. Lists: \`{ "data": [...], "meta": { "pagination": { total, count, per_page, current_page, total_pages } } }\`.
- Errors: \`{ "message": "…" }\`; 422 adds \`errors: { field: ["…"] }\`; 401 is exactly \`{ "message": "Unauthenticated." }\`; 405 for a wrong method on a known path; 429 when rate-limited.
- Admin calls live under /api/ad and need \`Authorization: Bearer <token>\` from POST /api/login.
- Admin writes: create = POST {path} (201); update = POST {path}/{id}/_update, partial (200); delete many = DELETE {path}/_delete?ids=1,2,3; delete one = DELETE {path}/{id}; both answer \`{ data: { deleted: n } }\`.
- Admin lists take page, per_page (at most 100), q (free text), resource filters, sort and order (asc|desc).`;

/** Decision 073: the header of every public POST that writes. */
const idempotencyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta({
      description:
        "Any unique value per attempt (a UUID), 1–255 visible ASCII characters. Sent again with the same body within 24 hours, " +
        "the request is not carried out again: the answer is the first one (same status and body) with `Idempotent-Replayed: true`. " +
        "The same key with another body is a 422.",
    }),
});

/** `/commodities/:id` under prefix `/ad` → `/api/ad/commodities/{id}`. */
function openApiPath(prefix: string, path: string): string {
  return `/api${prefix}${path}`.replace(/:(\w+)/g, "{$1}");
}

function operationOf(group: EndpointGroup, endpoint: EndpointGroup["endpoints"][number]): ZodOpenApiOperationObject {
  const responses: Record<string, ResponseObject> = {};
  for (const [status, doc] of Object.entries(endpoint.responses)) {
    responses[status] = {
      description: doc.description,
      ...(doc.schema ? { content: { [doc.contentType ?? "application/json"]: { schema: doc.schema } } } : {}),
    };
  }
  const standard: [string, string, unknown, boolean][] = [
    ["401", 'Missing, expired or revoked token: exactly { "message": "Unauthenticated." }', errorSchema, group.secured],
    ["404", "No such record", errorSchema, Boolean(endpoint.params)],
    ["422", "Invalid input; errors lists the messages per field", validationErrorSchema, Boolean(endpoint.body || endpoint.query)],
  ];
  if (idempotencyScopeOf(endpoint)) {
    responses["409"] ??= {
      description: "A request with the same Idempotency-Key is still being processed",
      content: { "application/json": { schema: errorSchema } },
    };
    responses["422"] ??= {
      description: "Invalid input, or an Idempotency-Key already used with another body (errors.idempotency_key)",
      content: { "application/json": { schema: validationErrorSchema } },
    };
  }
  for (const [status, description, schema, applies] of standard) {
    if (applies && !responses[status]) responses[status] = { description, content: { "application/json": { schema } } };
  }
  return {
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
    operationId: `${endpoint.method}${openApiPath(group.prefix, endpoint.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    // Public calls say so explicitly: no security requirement at all.
    security: group.secured ? [{ bearerAuth: [] }] : [],
    requestParams: {
      ...(endpoint.params ? { path: endpoint.params } : {}),
      ...(endpoint.query ? { query: endpoint.query } : {}),
      ...(idempotencyScopeOf(endpoint) ? { header: idempotencyHeader } : {}),
    },
    ...(endpoint.body ? { requestBody: { required: true, content: { [endpoint.bodyType ?? "application/json"]: { schema: endpoint.body } } } } : {}),
    responses: responses as unknown as ZodOpenApiOperationObject["responses"],
  };
}

/** OpenAPI 3.1, written from the same endpoint objects that mount the routes. */
export function buildOpenApiDocument(groups: EndpointGroup[]): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const group of groups) {
    for (const endpoint of group.endpoints) {
      const path = openApiPath(group.prefix, endpoint.path);
      paths[path] = { ...paths[path], [endpoint.method]: operationOf(group, endpoint) };
    }
  }
  return createDocument({
    openapi: "3.1.0",
    info: { title: "Fantai site API", version: "1.0.0", description: DESCRIPTION, license: { name: "Proprietary", url: "https://www.fantai.example/" } },
    // Relative: the API is served by the site that serves this document.
    servers: [{ url: "/", description: "This site" }],
    paths,
    components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "Token from POST /api/login" } } },
  });
}
