import { describe, expect, it } from "vitest";
import { productPath } from "#domain/paths.ts";
import { cleanListUrl, decideDetail, decideLanding, leaveDetail, redirectStatus } from "./redirect-rules.ts";

const products = new Map([[7, { id: 7, en_name: "40V Brushless Mower 46 cm" }]]);
const fetchProduct = async (id: number) => products.get(id);
const title = (p: { en_name: string }) => p.en_name;
const at = (path: string) => new URL(path, "http://localhost");

describe("detail pages (product rules §5)", () => {
  it("accepts a known id whose slug matches the English title", async () => {
    const decision = await decideDetail(at("/product/40V-Brushless-Mower-46-cm?articleID=7"), fetchProduct, title, productPath);
    expect(decision).toEqual({ ok: true, item: products.get(7) });
    expect((await decideDetail(at("/fr/product/40V-Brushless-Mower-46-cm?articleID=7"), fetchProduct, title, productPath)).ok).toBe(true);
  });

  it("rejects a missing or malformed articleID", async () => {
    expect(await decideDetail(at("/product/40V-Brushless-Mower-46-cm"), fetchProduct, title, productPath)).toEqual({ ok: false, reason: "missing-id" });
    expect(await decideDetail(at("/product/x?articleID=abc"), fetchProduct, title, productPath)).toEqual({ ok: false, reason: "missing-id" });
    expect(await decideDetail(at("/product/x?articleID=-3"), fetchProduct, title, productPath)).toEqual({ ok: false, reason: "missing-id" });
  });

  it("rejects an id that does not exist", async () => {
    expect(await decideDetail(at("/product/x?articleID=8"), fetchProduct, title, productPath)).toEqual({ ok: false, reason: "not-found" });
  });

  it("tells a record in the trash (a 404) from an id that never was one (the list), asking the trash only for a missing record", async () => {
    const asked: number[] = [];
    const trashed = async (id: number) => (asked.push(id), id === 8);
    expect(await decideDetail(at("/product/x?articleID=8"), fetchProduct, title, productPath, undefined, trashed)).toEqual({ ok: false, reason: "trashed" });
    expect(await decideDetail(at("/product/x?articleID=9"), fetchProduct, title, productPath, undefined, trashed)).toEqual({ ok: false, reason: "not-found" });
    expect((await decideDetail(at("/product/40V-Brushless-Mower-46-cm?articleID=7"), fetchProduct, title, productPath, undefined, trashed)).ok).toBe(true);
    expect(asked).toEqual([8, 9]);
    const gone = leaveDetail({ ok: false, reason: "trashed" }, "/products", "fr");
    expect(gone).toMatchObject({ init: { status: 404 } });
    const away = leaveDetail({ ok: false, reason: "not-found" }, "/products", "fr") as Response;
    expect([away.status, away.headers.get("Location")]).toEqual([302, "/fr/products"]);
  });

  it("lets a failed fetch (the database is down) through as an error, never as a missing record", async () => {
    const failing = async () => {
      throw new Error("database down");
    };
    await expect(decideDetail(at("/product/x?articleID=7"), failing, title, productPath)).rejects.toThrow("database down");
  });

  it("sends a real item's unclean shapes to its clean URL, keeping campaign tags", async () => {
    const clean = "/product/40V-Brushless-Mower-46-cm?articleID=7";
    for (const path of [
      "/product/a/40V-Brushless-Mower-46-cm?articleID=7",
      "/fr/product/x/y/40V-Brushless-Mower-46-cm?articleID=7",
      "/product//40V-Brushless-Mower-46-cm?articleID=7",
      "/product/40V-Brushless-Mower-46-cm?articleID=007",
      "/product/40V-Brushless-Mower-46-cm?articleID=7&articleID=9",
    ]) {
      expect(await decideDetail(at(path), fetchProduct, title, productPath), path).toEqual({ ok: false, reason: "not-clean", clean });
    }
    expect(await decideDetail(at("/product/a/40V-Brushless-Mower-46-cm?utm_source=mail&articleID=7"), fetchProduct, title, productPath)).toEqual({
      ok: false,
      reason: "not-clean",
      clean: `${clean}&utm_source=mail`,
    });
    // Encoded or not, the same characters are the same address.
    expect((await decideDetail(at("/product/40V%2DBrushless-Mower-46-cm?articleID=7"), fetchProduct, title, productPath)).ok).toBe(true);
    expect((await decideDetail(at(`${clean}&utm_source=mail`), fetchProduct, title, productPath)).ok).toBe(true);
  });

  it("rejects a slug that differs from the hyphenated English title", async () => {
    expect(await decideDetail(at("/product/40V-Mower?articleID=7"), fetchProduct, title, productPath)).toEqual({ ok: false, reason: "slug-mismatch" });
  });
});

const tree = [
  {
    id: 1,
    child: [
      { id: 11, child: [{ id: 111, child: [] }], landingPageTwo: { id: 5, url: "push-mowers" } },
      { id: 12, child: [], landingPageTwo: null },
    ],
    landingPageOne: { id: 3, url: "lawn-mowers" },
  },
  { id: 2, child: [], landingPageOne: null },
];

describe("landing pages (product rules §5)", () => {
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

  it("sends a landing page's unclean shapes to its clean URL", () => {
    expect(decideLanding(at("/products/a/lawn-mowers?sortid=1"), tree)).toEqual({ ok: false, reason: "not-clean", clean: "/products/lawn-mowers?sortid=1" });
    expect(decideLanding(at("/nl/products/lawn-mowers?sortid=01"), tree)).toEqual({ ok: false, reason: "not-clean", clean: "/products/lawn-mowers?sortid=1" });
  });

  it("answers 301 for a wrong slug, url or shape and 302 otherwise", () => {
    expect(redirectStatus("not-clean")).toBe(301);
    expect(redirectStatus("slug-mismatch")).toBe(301);
    expect(redirectStatus("url-mismatch")).toBe(301);
    expect(redirectStatus("missing-id")).toBe(302);
    expect(redirectStatus("not-found")).toBe(302);
  });
});

describe("list pages", () => {
  it("leaves clean list URLs alone, filters included", () => {
    expect(cleanListUrl(at("/products"), ["page", "sortid"])).toBeNull();
    expect(cleanListUrl(at("/fr/products?page=3&sortid=2&q=saw&type=4"), ["page", "sortid"])).toBeNull();
  });

  it("drops a page that is not a page number above 1, and writes numbers plainly", () => {
    expect(cleanListUrl(at("/products?page=abc"), ["page"])).toBe("/products");
    expect(cleanListUrl(at("/nl/blog?page=1"), ["page"])).toBe("/nl/blog");
    expect(cleanListUrl(at("/blog?page=0"), ["page"])).toBe("/blog");
    expect(cleanListUrl(at("/blog?page=-2"), ["page"])).toBe("/blog");
    expect(cleanListUrl(at("/products?q=saw&page=02"), ["page"])).toBe("/products?q=saw&page=2");
    expect(cleanListUrl(at("/products?page=2&page=5"), ["page"])).toBe("/products?page=2");
    expect(cleanListUrl(at("/products?sortid=x&q=saw"), ["page", "sortid"])).toBe("/products?q=saw");
  });
});
