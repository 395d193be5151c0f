import { describe, expect, it } from "vitest";
import enPublic from "../../locales/en/public.json" with { type: "json" };
import frPublic from "../../locales/fr/public.json" with { type: "json" };
import nlPublic from "../../locales/nl/public.json" with { type: "json" };
import type { Messages } from "../i18n.ts";
import { createTranslate } from "../translate.ts";
import { firstErrors } from "./enquiry.ts";
import { WARRANTY_FIELD_MESSAGES, WARRANTY_FIELDS, warrantySchema } from "./warranty.ts";

/** Values that break each rule somewhere: empty, blank, short, garbage, malformed dates, far too long. */
const BAD = ["", "   ", "A", "x1", "0", "-3", "1.5", "call me", "2026-02-30", "31/12/2025", "ZZ", "no", "🙂", "a".repeat(151), "AB12".repeat(11)];
const VALID = {
  commodity_id: "3",
  serial: "FT40-2026-000123",
  purchase_date: "2026-05-01",
  where_bought: "Tuincentrum De Linde",
  country: "BE",
  name: "Anna",
  email: "anna@tuinco.example",
  consent: "on",
};

describe("the warranty form's messages", () => {
  it("lists every message a field can show, so the form can reserve its space", () => {
    for (const field of WARRANTY_FIELDS) {
      for (const value of BAD) {
        const parsed = warrantySchema.safeParse({ ...VALID, [field]: value });
        const message = parsed.success ? undefined : firstErrors(parsed.error)[field];
        if (message) expect(WARRANTY_FIELD_MESSAGES[field], `${field}=${JSON.stringify(value.slice(0, 12))}`).toContain(message);
      }
    }
  });

  it("accepts the valid sample, so the test above judges one field at a time", () => {
    expect(warrantySchema.safeParse(VALID).success).toBe(true);
  });

  it("has a text in every language for every listed message", () => {
    for (const key of new Set(Object.values(WARRANTY_FIELD_MESSAGES).flat())) {
      // A missing text comes back as its key.
      for (const messages of [enPublic, frPublic, nlPublic]) expect(createTranslate({ public: messages } as Messages, "public")(key), key).not.toBe(key);
    }
  });
});
