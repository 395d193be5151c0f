import { describe, expect, it } from "vitest";
import { emailProblem, EMAIL_MAX_LENGTH } from "./email.ts";
import { firstErrors, newsletterSchema, enquirySchema } from "./enquiry.ts";

const VALID = ["ann@example.com", "  piet.jansen@tuin-co.nl ", "o'neil+news@mail.example.co.uk", "a_b-c@x1.io", "CLAIRE@EXAMPLE.FR"];
const INVALID = [
  "notanemail",
  "ann@",
  "@example.com",
  "ann@example",
  "ann@@example.com",
  "ann example@x.com",
  "ann@exa mple.com",
  "ann@.example.com",
  ".ann@example.com",
  "ann..b@example.com",
  "ann@example.c",
  "ann@-example.com",
  "ann@example.com.",
  "ann@example,com",
];
const long = `${"a".repeat(EMAIL_MAX_LENGTH - "@example.com".length + 1)}@example.com`;

/** The server's answer for one address: the message key of the newsletter schema, or undefined. */
const serverSays = (email: string) => {
  const parsed = newsletterSchema.safeParse({ email });
  return parsed.success ? undefined : firstErrors(parsed.error).email;
};

describe("the one email rule", () => {
  it("refuses what cannot be an address with product rules §5's email message", () => {
    for (const email of INVALID) expect(emailProblem(email), email).toBe("form.errors.emailFormat");
  });

  it("accepts real addresses, spaces around them aside", () => {
    for (const email of VALID) expect(emailProblem(email), email).toBeUndefined();
  });

  it("names an empty address and a too long one", () => {
    expect(emailProblem("")).toBe("form.errors.email");
    expect(emailProblem("   ")).toBe("form.errors.email");
    expect(emailProblem(long)).toBe("form.errors.tooLong");
  });

  it("gives exactly the answer of the server's schemas, for the newsletter and the enquiry forms", () => {
    for (const email of [...VALID, ...INVALID, "", "  ", long, "ann@example.com\n", "élise@example.fr", "ann@exämple.com"]) {
      expect(emailProblem(email), JSON.stringify(email)).toBe(serverSays(email));
      const enquiry = enquirySchema.shape.email.safeParse(email);
      expect(enquiry.success ? undefined : enquiry.error.issues[0]?.message, JSON.stringify(email)).toBe(serverSays(email));
    }
  });
});
