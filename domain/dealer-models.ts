import { z } from "zod";
import { WEEKDAYS } from "./dealers.ts";

/** Dealers in the OpenAPI document. */

const openingHours = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(z.string()).optional()])))
  .meta({ id: "OpeningHours", description: 'Per weekday (mo … su), opening periods as "HH:MM-HH:MM"; a missing day is closed' });

const dealerFields = {
  id: z.int(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string().meta({ description: "ISO 3166-1 alpha-2" }),
  phone: z.string(),
  website: z.string(),
  email: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sales: z.int().meta({ description: "1: sells the tools" }),
  repairs: z.int().meta({ description: "1: repairs them" }),
  spare_parts: z.int().meta({ description: "1: sells spare parts" }),
  battery_takeback: z.int().meta({ description: "1: takes worn batteries back for recycling" }),
  opening_hours: openingHours,
};

export const publicDealer = z
  .object({
    ...dealerFields,
    distance_km: z.number().nullable().optional().meta({ description: "With `near`: kilometres from that point (null without coordinates)" }),
  })
  .meta({ id: "Dealer" });

export const adminDealer = z.object({ ...dealerFields, published: z.int(), created_at: z.string(), updated_at: z.string() }).meta({ id: "AdminDealer" });

export const dealerImportResult = z.object({ created: z.int(), updated: z.int() }).meta({ id: "DealerImportResult" });

const place = z
  .object({
    label: z.string().meta({ description: 'As typed and found: "Gand", "75011 Paris"; for a postcode area, its main town ("Gent")' }),
    country: z.enum(["BE", "NL", "FR", "LU"]),
    postcode: z.string().optional().meta({ description: "When the search was a postcode" }),
    area: z.string().optional().meta({
      description:
        "Set when a Belgian, Dutch or Luxembourg postcode resolved only to its area (\"90xx\", \"L-1xxx\"): the position is the area's main town, not the postcode's own place. Absent when it is a dealer's own postcode (the position is then that dealer's).",
    }),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: "Place", description: "Where a dealer search resolved to (towns: GeoNames, CC BY 4.0)" });

export const dealerSearchMeta = z
  .object({
    place: place.nullable().meta({ description: "Where `q` resolved to; null without `q` or when it names no place" }),
    other_places: z.array(place).meta({ description: "The same name in other countries" }),
    unknown_place: z.boolean().meta({ description: "`q` named no place and matched no dealer" }),
  })
  .meta({ id: "DealerSearchMeta" });
