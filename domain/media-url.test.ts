import { describe, expect, it } from "vitest";
import { describeImage, mediaFileName, variantWidthsFor } from "./media-url.ts";

describe("the media URL convention", () => {
  it("names originals and variants", () => {
    expect(mediaFileName("2026-11/mower-ab12", 1600, 1200)).toBe("2026-11/mower-ab12_1600x1200.webp");
    expect(mediaFileName("2026-11/mower-ab12", 1600, 1200, 640)).toBe("2026-11/mower-ab12_1600x1200-w640.webp");
  });

  it("only makes variants narrower than the original", () => {
    expect(variantWidthsFor(1000)).toEqual([320, 640, 960]);
    expect(variantWidthsFor(300)).toEqual([]);
  });

  it("derives size and srcset from the URL", () => {
    expect(describeImage("/media/2026-11/a-1_1000x500.webp")).toEqual({
      src: "/media/2026-11/a-1_1000x500.webp",
      width: 1000,
      height: 500,
      srcSet:
        "/media/2026-11/a-1_1000x500-w320.webp 320w, /media/2026-11/a-1_1000x500-w640.webp 640w, /media/2026-11/a-1_1000x500-w960.webp 960w, /media/2026-11/a-1_1000x500.webp 1000w",
    });
  });

  it("knows nothing about URLs outside the convention", () => {
    expect(describeImage("/images/default-banner.svg")).toBeNull();
  });
});
