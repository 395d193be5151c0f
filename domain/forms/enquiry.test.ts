import { describe, expect, it } from "vitest";
import enPublic from "../../locales/en/public.json" with { type: "json" };
import { ENQUIRY_FIELD_MESSAGES, enquiryFieldError, enquirySchema, firstErrors, type EnquiryField } from "./enquiry.ts";

const FIELDS = Object.keys(ENQUIRY_FIELD_MESSAGES) as EnquiryField[];
/** Values that break each rule somewhere: empty, blank, one character, garbage, far too long. */
const BAD = ["", "   ", "A", "x", "call me", "anna.tuinco.example", "ZZ", "🙂", "a".repeat(5001), "1".repeat(41)];

describe("the enquiry form's messages", () => {
  it("lists every message a field can show, so the form can reserve its space", () => {
    for (const field of FIELDS) {
      for (const value of BAD) {
        const message = enquiryFieldError(field, value);
        if (message) expect(ENQUIRY_FIELD_MESSAGES[field], `${field}=${JSON.stringify(value.slice(0, 12))}`).toContain(message);
      }
    }
  });

  it("judges one field exactly as the whole form does", () => {
    const valid = {
      name: "Anna",
      company: "Tuin & Co",
      phone: "+32 470 12 34 56",
      email: "anna@tuinco.example",
      title: "Dealer",
      country: "BE",
      message: "Hello there",
    };
    for (const field of FIELDS) {
      expect(enquiryFieldError(field, valid[field]), field).toBeUndefined();
      for (const value of BAD) {
        const parsed = enquirySchema.safeParse({ ...valid, [field]: value });
        expect(enquiryFieldError(field, value), `${field}=${JSON.stringify(value.slice(0, 12))}`).toBe(
          parsed.success ? undefined : firstErrors(parsed.error)[field],
        );
      }
    }
  });

  it("takes a phone number as people write it, extension or note included, and refuses what holds no number", () => {
    for (const phone of ["+32 470 12 34 56", "+44 20 7946 0958 ext. 12", "0470 12 34 56 (mobile)", "(02) 555 01 01", "+1-555-0100"])
      expect(enquiryFieldError("phone", phone), phone).toBeUndefined();
    for (const phone of ["call me", "12-34", "tel: 0470 12 34 56", "ext. 12345"])
      expect(enquiryFieldError("phone", phone), phone).toBe("form.errors.phoneFormat");
  });

  it("takes invisible characters out of texts, so they neither fill a field nor disguise one", () => {
    expect(enquiryFieldError("name", "\u200b\u200b")).toBe("form.errors.name");
    expect(enquiryFieldError("name", "\u200d\u200d")).toBe("form.errors.minLength");
    expect(enquiryFieldError("name", "A\ufeff")).toBe("form.errors.minLength");
    expect(enquiryFieldError("name", "Zoë")).toBeUndefined();
    const parsed = enquirySchema.shape.company.parse("\u202eexe.txt\u202c Tuin\u00ad & Co\u200b");
    expect(parsed).toBe("exe.txt Tuin & Co");
    // The joiner of an emoji sequence stays.
    expect(enquirySchema.shape.message.parse("Thanks 👩\u200d🌾")).toBe("Thanks 👩\u200d🌾");
  });

  it("has a text for every listed message", () => {
    const errors = (enPublic as { form: { errors: Record<string, string> } }).form.errors;
    for (const key of new Set(Object.values(ENQUIRY_FIELD_MESSAGES).flat())) expect(errors[key.replace("form.errors.", "")], key).toBeTruthy();
  });
});
