import { z } from "zod";
import { parseLatLng } from "#domain/geo.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { dealerSearchMeta, publicDealer } from "#domain/dealer-models.ts";
import { DEALER_SERVICES } from "#domain/dealers.ts";
import { text } from "#domain/schemas.ts";

export const dealerQuery = z.object({
  q: text(100)
    .optional()
    .meta({
      description:
        "A town in English, French or Dutch (Ghent, Gand, Gent) or a postcode (BE/NL 4 digits, NL 1012 AB, FR 5 digits, LU L-1234), resolved offline to a place: the nearest dealers come first, with distance_km. Text that names no place matches the start of a dealer's city or postcode.",
      example: "Gand",
    }),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter ISO country code, such as BE.")
    .transform((code) => code.toUpperCase())
    .optional()
    .meta({ description: "ISO 3166-1 alpha-2 code" }),
  service: z.enum(DEALER_SERVICES).optional().meta({ description: "Only dealers that offer this service" }),
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
    summary: "Published dealers, nearest first to a town or postcode, or to a position",
    description:
      "With a `q` that names a place (through the offline gazetteer: GeoNames towns of BE, NL, FR and LU, France's postcodes, and the postcode areas of BE, NL and LU, where `meta.place.area` says the position is only the area's main town): the dealers within 60 km of it, and at least the 3 nearest, nearest first with `distance_km`; `meta.place` says where `q` resolved to and `meta.other_places` the same name in other countries. A `q` that names no place and matches no dealer's city or postcode answers an empty list with `meta.unknown_place: true`. With `near` only: every dealer by distance (with both, `q` decides). Otherwise by country (BE, NL, FR, LU first), city and name. No paging: a few hundred dealers at most.",
    query: dealerQuery,
    responses: {
      200: { description: "The matching dealers", schema: z.object({ data: z.array(publicDealer), meta: dealerSearchMeta }) },
    },
    async handle({ query }, res) {
      res.set("Cache-Control", "no-cache");
      const found = await services.dealers.findDealers({ q: query.q, country: query.country, service: query.service, near: query.near });
      res.json({
        data: found.dealers,
        meta: { place: found.place, other_places: found.otherPlaces, unknown_place: found.unknownPlace },
      });
    },
  });
}
