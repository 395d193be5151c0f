import { describe, expect, it } from "vitest";
import { loggableUrl } from "#server/http/logging.ts";

describe("certificate keys stay out of the request logs", () => {
  it("redacts the token of a certificate link and of the success page, and nothing else", () => {
    expect(loggableUrl("/api/warranty/certificates/AbCdEfGhIjKlMnOpQrStUv")).toBe("/api/warranty/certificates/[redacted]");
    expect(loggableUrl("/fr/register/done?c=AbCdEfGhIjKlMnOpQrStUv")).toBe("/fr/register/done?c=[redacted]");
    expect(loggableUrl("/products?page=2")).toBe("/products?page=2");
  });
});
