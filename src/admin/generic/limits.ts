import type { z } from "zod";
import type { FieldDef } from "../resources/types.ts";

/** The string schema under optional(), nullable(), default() and pipe() wrappers. */
function innerString(schema: z.ZodType | undefined): { maxLength: number | null } | null {
  let current = schema as { def?: { type: string; innerType?: z.ZodType; in?: z.ZodType } } | undefined;
  while (current?.def) {
    const { type, innerType } = current.def;
    if (type === "string") return current as unknown as { maxLength: number | null };
    current = (type === "pipe" ? current.def.in : innerType) as typeof current;
  }
  return null;
}

/**
 * A form's fields with the longest text each takes, read from the server's zod input schema
 * (server/api/models.ts): the admin states no length of its own. A field may keep a shorter
 * `max` on purpose (the SEO title and description lengths search engines show); a longer one
 * than the server takes is a programming error.
 */
export function withServerLimits(input: z.ZodObject, fields: FieldDef[]): FieldDef[] {
  return fields.map((field) => {
    const string = innerString(input.shape[field.localized ? `en_${field.name}` : field.name] as z.ZodType | undefined);
    const serverMax = string?.maxLength ?? undefined;
    if (serverMax === undefined) return field;
    if (field.max !== undefined && field.max > serverMax) throw new Error(`${field.name}: max ${field.max} is over the server's ${serverMax}`);
    return { ...field, max: field.max ?? serverMax };
  });
}
