import { z } from "zod";
import { PART_CHANNELS, PART_NUMBER_SHAPE, parseFits, type FitInput } from "#domain/parts.ts";

/** What an admin writes for one part (API body and each CSV row), decision 084. */

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

const partNumber = text(40).regex(PART_NUMBER_SHAPE, "Use 2 to 40 letters and digits (spaces, dots, dashes and slashes between them).");

const fit = z.object({
  model: text(64).min(1, "Give the product's model number."),
  serial_from: text(64).default(""),
  serial_to: text(64).default(""),
  made_from: z.union([z.literal(""), z.iso.date("Write days as YYYY-MM-DD.")]).default(""),
  made_to: z.union([z.literal(""), z.iso.date("Write days as YYYY-MM-DD.")]).default(""),
});

/** The fits as a list, or as the text form ("FT-LM4046 sn:A..B", one a line); either way checked by parseFits. */
const fits = z
  .union([z.array(fit).max(200, "At most 200 products."), z.string().max(20_000)])
  .transform((value, ctx): FitInput[] => {
    const parsed = parseFits(typeof value === "string" ? value : formatList(value));
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }
    return parsed.fits;
  })
  .meta({
    description:
      'The products the part fits: [{model, serial_from, serial_to, made_from, made_to}] or text, one a line: "FT-LM4046", "FT-LM4046 sn:FT46240000..FT46249999", "FT-LM4046 made:2025-01-01.."',
  });

function formatList(list: readonly z.infer<typeof fit>[]): string {
  return list
    .map((one) => {
      const serial = one.serial_from || one.serial_to ? ` sn:${one.serial_from}..${one.serial_to}` : "";
      const made = one.made_from || one.made_to ? ` made:${one.made_from}..${one.made_to}` : "";
      return `${one.model.replace(/\s+/g, "")}${serial}${made}`;
    })
    .join("\n");
}

/** Fields left out keep their value on an update and take the column's default on a create. */
export const partInput = z.object({
  part_number: partNumber,
  en_name: text(200).min(1, "This field is required."),
  fr_name: text(200).optional(),
  nl_name: text(200).optional(),
  image: text(500)
    .refine((value) => value === "" || (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\//.test(value), "Use an uploaded image's address.")
    .optional(),
  superseded_by: z.union([z.literal(""), partNumber]).optional(),
  channel: z.enum(PART_CHANNELS, { error: `Choose ${PART_CHANNELS.join(" or ")}.` }).optional(),
  safety_critical: z.boolean().optional(),
  fits: fits.optional(),
});

export const partChanges = partInput.partial();

/** A parts CSV of a large catalogue: 10,000 rows fit in 4 MB. */
export const PART_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
