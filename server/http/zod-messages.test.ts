import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translateMessage } from "./errors.ts";
import { ZOD_ERROR_MAPS } from "./zod-messages.ts";

const messagesOf = (schema: z.ZodType, input: unknown, locale: "en" | "fr" | "nl" = "en") => {
  const result = schema.safeParse(input, { error: ZOD_ERROR_MAPS[locale] });
  if (result.success) throw new Error("expected a refusal");
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("Zod's refusals in plain words (decision 069)", () => {
  const form = z.object({
    name: z.string().trim().min(1).max(5),
    code: z.string().min(3),
    count: z.int().positive().max(10),
    share: z.number().min(0).lt(1),
    kind: z.enum(["manual", "leaflet"]),
    email: z.email(),
    site: z.url(),
    ids: z.array(z.int()).min(1).max(2),
    tags: z.array(z.string()).min(2),
    note: z.string(),
  });

  it("says a missing or empty field is required, and what a wrong type should have been", () => {
    expect(messagesOf(form, { name: "   ", count: "3", share: 0, kind: "manual", email: "a@b.be", site: "https://x.be", ids: [1], tags: ["a", "b"] })).toEqual({
      name: "This field is required.",
      code: "This field is required.",
      count: "Give a number.",
      note: "This field is required.",
    });
    expect(messagesOf(z.object({ n: z.int(), on: z.boolean(), list: z.array(z.int()), text: z.string() }), { n: 1.5, on: "yes", list: "1", text: 4 })).toEqual({
      n: "Give a whole number.",
      on: "Give yes or no.",
      list: "Give a list.",
      text: "Give a text.",
    });
  });

  it("gives the bounds, inclusive or not, of texts, numbers and lists", () => {
    const input = { name: "abcdefg", code: "ab", count: 0, share: 1, kind: "poster", email: "nope", site: "not a url", ids: [1, 2, 3], tags: ["a"], note: "" };
    expect(messagesOf(form, input)).toEqual({
      name: "At most 5 characters.",
      code: "At least 3 characters.",
      count: "Must be more than 0.",
      share: "Must be less than 1.",
      kind: "Choose one of: manual, leaflet.",
      email: "Give a valid email address.",
      site: "Give a valid web address.",
      ids: "At most 2 items.",
      tags: "Choose at least 2.",
    });
    expect(messagesOf(z.object({ n: z.int().min(1).max(9), ids: z.array(z.int()).min(1) }), { n: 10, ids: [] })).toEqual({
      n: "Must be at most 9.",
      ids: "Choose at least one.",
    });
  });

  it("keeps a schema's own message, and Zod's wording in the reader's language for the rarer refusals", () => {
    expect(messagesOf(z.object({ slug: z.string().min(1, "Give the page's address.") }), { slug: "" })).toEqual({ slug: "Give the page's address." });
    expect(messagesOf(z.object({ code: z.string().regex(/^\d+$/) }), { code: "x" })).toEqual({ code: "This value is not in the expected form." });
    const strict = z.strictObject({ a: z.string() });
    expect(messagesOf(strict, { a: "x", b: 1 }, "fr")[""]).toBe(z.locales.fr().localeError({ code: "unrecognized_keys", keys: ["b"], input: {} } as never));
  });

  it("names a tagged union's tags, refuses a value of none of a union's shapes, and a body that is not an object", () => {
    const action = z.discriminatedUnion("action", [z.object({ action: z.literal("publish") }), z.object({ action: z.literal("move"), to: z.int() })]);
    expect(messagesOf(action, { action: "x" })).toEqual({ action: "Choose one of: publish, move." });
    expect(messagesOf(z.object({ value: z.union([z.literal("a"), z.int()]) }), { value: "b" })).toEqual({ value: "This value is not in the expected form." });
    expect(messagesOf(z.object({ a: z.string() }), [1, 2])).toEqual({ "": "The request body must be a JSON object." });
    expect(messagesOf(z.object({ inner: z.object({ a: z.string() }) }), { inner: 3 })).toEqual({ inner: "Give an object." });
  });

  it("writes English sentences the catalogue translates", () => {
    const messages = messagesOf(form, { name: "", code: "ab", count: 0, share: 1, kind: "x", email: "x", site: "x", ids: [], tags: [], note: 1 }, "fr");
    for (const message of Object.values(messages)) expect(translateMessage(message, "fr")).not.toBe(message);
  });
});
