import { z } from "zod";
import { LOCALES } from "#domain/locales.ts";
import type { ApiDeps } from "../deps.ts";
import { publicDocument } from "#domain/document-models.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { MAX_ID } from "#domain/paths.ts";
import { dataOf } from "#domain/schemas.ts";

/** A product's published documents for one language. */
export function publicDocumentEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  api.add({
    method: "get",
    path: "/documents",
    tag: "Documents",
    summary: "A product's documents in a language, with the English fallback",
    description:
      "Per kind (user manual, safety instructions, declaration of conformity, spare parts list), the published documents in `locale`; " +
      "where that language has none of a kind, the English ones with `fallback: true`. Download each at its `url`.",
    query: z.object({
      commodity_id: z.coerce.number().int().positive().max(MAX_ID).meta({ description: "The product" }),
      locale: z.enum(LOCALES).default("en"),
    }),
    responses: { 200: { description: "The documents, by kind", schema: dataOf(z.array(publicDocument)) } },
    async handle({ query }, res) {
      sendData(res, await services.documents.documentsForProduct(query.commodity_id, query.locale));
    },
  });
}
