import { LinkChecker, LinkState } from "linkinator";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./utils.ts";

describe("no broken links (linkinator against the production build)", () => {
  for (const home of ["/", "/fr", "/nl"]) {
    it(`every internal link and image reachable from ${home} answers`, { timeout: 600_000 }, async () => {
      const origin = baseUrl().replace(/\/$/, "");
      const checker = new LinkChecker();
      const result = await checker.check({
        path: `${origin}${home}`,
        recurse: true,
        concurrency: 8,
        timeout: 30_000,
        // Other sites (social networks, OpenStreetMap) are not ours to check from CI; nor are the admin and the sign-in page.
        linksToSkip: async (link) => !link.startsWith(origin) || /\/(?:admin|login)(?:[/?#]|$)/.test(link),
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      });
      const broken = result.links
        .filter((link) => link.state === LinkState.BROKEN)
        .map((link) => `${link.status} ${link.url} (on ${link.parent})${failureReasons(link.failureDetails)}`);
      expect(broken).toEqual([]);
      expect(result.links.filter((link) => link.state === LinkState.OK).length).toBeGreaterThan(100);
    });
  }
});

/** Why a link failed, when no status says it (a status 0 is a timeout or a dropped connection). */
function failureReasons(details: Array<Error | { status: number }> = []): string {
  const errors = details.filter((detail): detail is Error => detail instanceof Error);
  return errors.length ? `: ${errors.map((error) => `${error.message}${error.cause ? ` (${String(error.cause)})` : ""}`).join("; ")}` : "";
}
