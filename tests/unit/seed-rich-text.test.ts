import { describe, expect, it } from "vitest";
import { h2, p, renderBlocks, ul, t } from "#server/db/seed/helpers.ts";
import { sanitizeRichText } from "#server/services/sanitize.ts";

describe("the demo content's rich text", () => {
  it("is stored as an admin save would store it, so saving it unchanged records no change", () => {
    const html = renderBlocks([
      h2("Don't skip the oil", "N'oubliez pas l'huile", "Vergeet de olie niet"),
      p("It's **sharp** & light < 3 kg", "C'est **tranchant** & léger", "Het is **scherp** & licht"),
      ul(t("Bar & chain", "Guide & chaîne", "Zwaard & ketting")),
    ]);
    for (const locale of ["en", "fr", "nl"] as const) expect(sanitizeRichText(html[locale]), locale).toBe(html[locale]);
    expect(html.en).toContain("Don't skip");
  });
});
