import { describe, expect, it } from "vitest";
import { decideDetail, decideLanding, redirectStatus } from "./redirect-rules.ts";

const products = new Map([[7, { id: 7, en_name: "40V Brushless Mower 46 cm" }]]);
const fetchProduct = async (id: number) => products.get(id);
const title = (p: { en_name: string }) => p.en_name;
const at = (path: string) => new URL(path, "http://localhost");

describe("detail pages (SPEC §5)", () => {
  it("accepts a known id whose slug matches the English title", async () => {
    const decision = await decideDetail(at("/product/40V-Brushless-Mower-46-cm?articleID=7"), fetchProduct, title);
    expect(decision).toEqual({ ok: true, item: products.get(7) });
    expect((await decideDetail(at("/fr/product/40V-Brushless-Mower-46-cm?articleID=7"), fetchProduct, title)).ok).toBe(true);
  });

  it("rejects a missing or malformed articleID", async () => {
    expect(await decideDetail(at("/product/40V-Brushless-Mower-46-cm"), fetchProduct, title)).toEqual({ ok: false, reason: "missing-id" });
    expect(await decideDetail(at("/product/x?articleID=abc"), fetchProduct, title)).toEqual({ ok: false, reason: "missing-id" });
    expect(await decideDetail(at("/product/x?articleID=-3"), fetchProduct, title)).toEqual({ ok: false, reason: "missing-id" });
  });

  it("rejects an id that does not exist or whose fetch fails", async () => {
    expect(await decideDetail(at("/product/x?articleID=8"), fetchProduct, title)).toEqual({ ok: false, reason: "not-found" });
    const failing = async () => {
      throw new Error("database down");
    };
    expect(await decideDetail(at("/product/x?articleID=7"), failing, title)).toEqual({ ok: false, reason: "not-found" });
  });

  it("rejects a slug that differs from the hyphenated English title", async () => {
    expect(await decideDetail(at("/product/40V-Mower?articleID=7"), fetchProduct, title)).toEqual({ ok: false, reason: "slug-mismatch" });
  });
});

const tree = [
  { id: 1, child: [{ id: 11, child: [{ id: 111, child: [] }], landingPageTwo: { id: 5, url: "push-mowers" } }, { id: 12, child: [], landingPageTwo: null }], landingPageOne: { id: 3, url: "lawn-mowers" } },
  { id: 2, child: [], landingPageOne: null },
];

describe("landing pages (SPEC §5)", () => {
  it("accepts a top-level sortid with its landing page one url", () => {
    expect(decideLanding(at("/products/lawn-mowers?sortid=1"), tree)).toMatchObject({ ok: true, kind: "one", landingId: 3 });
  });

  it("accepts a second-level sortid with its landing page two url", () => {
    expect(decideLanding(at("/nl/products/push-mowers?sortid=11"), tree)).toMatchObject({ ok: true, kind: "two", landingId: 5 });
  });

  it("rejects a missing, unknown or landing-less sortid", () => {
    expect(decideLanding(at("/products/lawn-mowers"), tree)).toEqual({ ok: false, reason: "missing-sortid" });
    expect(decideLanding(at("/products/lawn-mowers?sortid=99"), tree)).toEqual({ ok: false, reason: "unknown-category" });
    expect(decideLanding(at("/products/x?sortid=2"), tree)).toEqual({ ok: false, reason: "no-landing-page" });
    expect(decideLanding(at("/products/x?sortid=111"), tree)).toEqual({ ok: false, reason: "no-landing-page" });
  });

  it("rejects a url that is not the category's landing page", () => {
    expect(decideLanding(at("/products/push-mowers?sortid=1"), tree)).toEqual({ ok: false, reason: "url-mismatch" });
    expect(decideLanding(at("/products/lawn-mowers?sortid=11"), tree)).toEqual({ ok: false, reason: "url-mismatch" });
  });

  it("answers 301 for a wrong slug or url and 302 otherwise", () => {
    expect(redirectStatus("slug-mismatch")).toBe(301);
    expect(redirectStatus("url-mismatch")).toBe(301);
    expect(redirectStatus("missing-id")).toBe(302);
    expect(redirectStatus("not-found")).toBe(302);
  });
});
