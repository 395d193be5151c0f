import { z } from "zod";
import { PART_CHANNELS } from "./parts.ts";
import { localized, recordId, text } from "./schemas.ts";

/** Spare parts, exploded views and hotspots in the OpenAPI document (decision 084). */

const partFields = {
  id: z.int(),
  part_number: z.string(),
  ...localized(["name"], z.string()),
  image: z.string(),
  superseded_by: z.string().meta({ description: "The part number that replaces this one, or ''" }),
  channel: z.enum(PART_CHANNELS).meta({ description: "dealers: sold by dealers that sell spare parts; service: by the service department only" }),
  safety_critical: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const adminPart = z.object(partFields).meta({ id: "AdminPart" });

const hotspot = z.object({
  number: z.int(),
  part_id: z.int(),
  part_number: z.string(),
  x: z.int().meta({ description: "Ten-thousandths of the drawing's width from its left edge" }),
  y: z.int().meta({ description: "Ten-thousandths of the drawing's height from its top edge" }),
});

export const adminDiagram = z
  .object({
    id: z.int(),
    commodity_id: z.int(),
    model: z.string(),
    position: z.int(),
    ...localized(["title"], z.string()),
    svg: z.string().optional().meta({ description: "The sanitised drawing ('' for an image diagram)" }),
    image: z.string(),
    width: z.int(),
    height: z.int(),
    hotspots: z.array(hotspot),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminDiagram" });

const title = text(200);
export const diagramInput = z.object({
  commodity_id: z.coerce.number().pipe(recordId),
  en_title: title.min(1, "This field is required."),
  fr_title: title.default(""),
  nl_title: title.default(""),
  position: z.coerce.number().int().min(0).max(1000).default(0),
});
export const diagramChanges = diagramInput.omit({ commodity_id: true }).partial();

/** Without `hotspots` nothing changes (a partial body, as every update's): the diagram is answered as it is. */
export const hotspotsInput = z.object({
  hotspots: z
    .array(
      z.object({
        number: z.int().min(1, "Numbers start at 1.").max(999, "At most 999."),
        part_number: text(40).min(1, "Choose the part."),
        x: z.int().min(0).max(10_000),
        y: z.int().min(0).max(10_000),
      }),
    )
    .max(500, "At most 500 hotspots on one diagram.")
    .optional(),
});

export const publicPartHit = z
  .object({
    id: z.int(),
    part_number: z.string(),
    name: z.string(),
    image: z.string(),
    channel: z.enum(PART_CHANNELS),
    safety_critical: z.boolean(),
    superseded_by: z.string(),
    products: z.array(z.object({ id: z.int(), name: z.string(), model: z.string(), href: z.string() })),
  })
  .meta({ id: "PartSearchHit" });

export const importResult = z.object({ created: z.int(), updated: z.int() });
