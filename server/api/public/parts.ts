import { z } from "zod";
import { LOCALES } from "#domain/locales.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { publicPartHit } from "#domain/part-models.ts";
import { text } from "#domain/schemas.ts";

/** The spare-parts search of /parts (decision 084). */
export function publicPartEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  api.add({
    method: "get",
    path: "/parts",
    tag: "Spare parts",
    summary: "Search spare parts by part number, name or product",
    description:
      "Words match a part's number, its name in any language (stems per language, as the product search) or the model number or name of a product it fits; the `lang` language's matches first. At most 60 parts; `meta.total` counts them all.",
    query: z.object({
      q: text(200).default("").meta({ example: "FT-LM4046 blade" }),
      lang: z.enum(LOCALES).default("en"),
    }),
    responses: { 200: { description: "The parts", schema: z.object({ data: z.array(publicPartHit), meta: z.object({ total: z.int() }) }) } },
    async handle({ query }, res) {
      const { hits, total } = await services.parts.searchParts({ q: query.q, locale: query.lang });
      res.json({ data: hits, meta: { total } });
    },
  });
}
