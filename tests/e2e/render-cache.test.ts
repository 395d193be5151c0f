import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, useBrowser } from "./utils.ts";

describe("pages served from the render cache (decision 049)", () => {
  const session = useBrowser();

  it("A stored page arrives compressed (gzip, then Brotli) with its own nonce and hydrates without a CSP violation, as the first render did", async () => {
    const nonces: string[] = [];
    for (const viewport of [PHONE, DESKTOP, PHONE]) {
      const page = await session.newPage(viewport);
      const violations: string[] = [];
      await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto("/products");
      expect(response?.status()).toBe(200);
      const headers = await response!.allHeaders();
      nonces.push(/'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.locator(".product-card").first().waitFor();
      // Only script elements matter here (the test driver's own evaluations show as `script-src eval`).
      expect(violations.filter((text) => text.startsWith("script-src-elem"))).toEqual([]);
      // From the second visit on, the page comes from memory: an ETag, and gzip assembled without a compressor; by the
      // third, the Brotli pieces made after the page was stored (decision 094), joined around this response's nonce.
      if (nonces.length > 1) {
        expect(headers.etag).toMatch(/^"[^"]+"$/);
        expect(["gzip", "br"]).toContain(headers["content-encoding"]);
      }
      if (nonces.length > 2) expect(headers["content-encoding"]).toBe("br");
    }
    expect(new Set(nonces).size).toBe(3);
  });
});
