import { z } from "zod";
import { parseLatLng } from "#src/lib/geo.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { publicDealer } from "../dealer-models.ts";
import { dataOf, text } from "../schemas.ts";

export const dealerQuery = z.object({
  q: text(100).optional().meta({ description: "A city or postcode (accents and case ignored; the start of a city's word or of a postcode matches)" }),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter ISO country code, such as BE.")
    .transform((code) => code.toUpperCase())
    .optional()
    .meta({ description: "ISO 3166-1 alpha-2 code" }),
  near: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const point = parseLatLng(value);
      if (!point) {
        ctx.addIssue({ code: "custom", message: "Give a position as latitude,longitude, e.g. 50.85,4.35." });
        return z.NEVER;
      }
      return point;
    })
    .optional()
    .meta({ description: "latitude,longitude (WGS 84): sort by distance from there, nearest first, with distance_km", example: "50.85,4.35" }),
});

/** Where to buy: the published dealers. */
export function publicDealerEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  api.add({
    method: "get",
    path: "/dealers",
    tag: "Dealers",
    summary: "Published dealers, searchable by city or postcode, optionally sorted by distance",
    description: "Without `near`, by country (BE, NL, FR, LU first), city and name. Every published dealer is answered (no paging: a few hundred at most).",
    query: dealerQuery,
    responses: { 200: { description: "The matching dealers", schema: dataOf(z.array(publicDealer)) } },
    async handle({ query }, res) {
      res.set("Cache-Control", "no-cache");
      sendData(res, await services.dealers.searchDealers({ q: query.q, country: query.country, near: query.near }));
    },
  });
}
