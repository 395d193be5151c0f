import { describe, expect, it } from "vitest";
import { DESKTOP, baseUrl, useBrowser, visit } from "./utils.ts";

const PRODUCT = "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3";
const ARTICLE = "/blog/Battery-care-in-winter:-how-to-store-your-40V-batteries?articleID=1";

async function head(path: string) {
  const response = await fetch(new URL(path, baseUrl()), { redirect: "manual", headers: { "user-agent": "Googlebot/2.1", cookie: "lang=en" } });
  return { status: response.status, location: response.headers.get("location") };
}

/** product rules §5, each rule with a URL that breaks it and where the server must send the visitor. */
const RULES: { name: string; path: string; status: number; location: string }[] = [
  { name: "a product without articleID", path: "/product/40V-46-cm-Brushless-Push-Lawn-Mower", status: 302, location: "/products" },
  { name: "a product whose id does not exist", path: "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=999999", status: 302, location: "/products" },
  { name: "a product whose id is not a number", path: "/product/x?articleID=abc", status: 302, location: "/products" },
  { name: "a product whose slug differs from its English name", path: "/product/Some-Other-Name?articleID=3", status: 301, location: "/products" },
  { name: "a product slug in another case", path: "/product/40v-46-cm-brushless-push-lawn-mower?articleID=3", status: 301, location: "/products" },
  { name: "a French product whose slug differs", path: "/fr/product/Tondeuse?articleID=3", status: 301, location: "/fr/products" },
  { name: "an article without articleID", path: "/blog/Battery-care-in-winter:-how-to-store-your-40V-batteries", status: 302, location: "/blog" },
  { name: "an article whose id does not exist", path: "/blog/x?articleID=999999", status: 302, location: "/blog" },
  { name: "an article whose slug differs", path: "/nl/blog/Wrong-title?articleID=1", status: 301, location: "/nl/blog" },
  { name: "a landing page without sortid", path: "/products/lawn-mowers", status: 302, location: "/products" },
  { name: "a landing page with an unknown sortid", path: "/products/lawn-mowers?sortid=99999", status: 302, location: "/products" },
  { name: "a landing page whose url is another category's", path: "/products/chainsaws?sortid=1", status: 301, location: "/products" },
  { name: "a second-level landing page under the wrong url", path: "/fr/products/lawn-mowers?sortid=2", status: 301, location: "/fr/products" },
  { name: "a third-level category (no landing page)", path: "/products/wire-free-robotic-mowers?sortid=5", status: 302, location: "/products" },
  // A real item's address in an unclean shape goes to its clean address.
  {
    name: "a product with junk segments before its slug",
    path: "/product/a/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3",
    status: 301,
    location: "/product/40V-46-cm-Brushless-Push-Lawn-Mower",
  },
  { name: "a landing page with junk segments", path: "/nl/products/x/lawn-mowers?sortid=1", status: 301, location: "/nl/products/lawn-mowers" },
  { name: "a product list with a page that is not a number", path: "/fr/products?page=abc", status: 301, location: "/fr/products" },
];

describe("the redirect rules of product rules §5", () => {
  const session = useBrowser();

  it("Valid detail and landing URLs answer 200", async () => {
    for (const path of [PRODUCT, ARTICLE, "/products/lawn-mowers?sortid=1", "/products/push-mowers?sortid=2", "/fr" + PRODUCT, "/nl" + ARTICLE]) {
      expect((await head(path)).status, path).toBe(200);
    }
  });

  for (const rule of RULES) {
    it(`The server redirects ${rule.name}`, async () => {
      const { status, location } = await head(rule.path);
      expect(status).toBe(rule.status);
      expect(new URL(location!, baseUrl()).pathname).toBe(rule.location);
    });
  }

  it("The same rules apply when the visitor navigates inside the site", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/fr/faq");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const navigate = (path: string) =>
      page.evaluate(
        (to) => (window as unknown as { __reactRouterDataRouter: { navigate(path: string): Promise<void> } }).__reactRouterDataRouter.navigate(to),
        path,
      );
    for (const [path, target] of [
      ["/fr/product/Wrong?articleID=3", "/fr/products"],
      ["/fr/blog/x?articleID=999999", "/fr/blog"],
      ["/fr/products/chainsaws?sortid=1", "/fr/products"],
      ["/fr/product/a/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3", "/fr/product/40V-46-cm-Brushless-Push-Lawn-Mower"],
    ] as const) {
      await visit(page, "/fr/faq").catch(() => undefined);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await navigate(path);
      await page.waitForURL((url) => url.pathname === target);
      // A client navigation: the page was not reloaded.
      await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    }
    // And a valid product still opens in the page.
    await navigate("/fr" + PRODUCT);
    await page.waitForURL((url) => url.pathname.startsWith("/fr/product/"));
    await page.getByRole("heading", { level: 1, name: /46 cm/ }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
  });

  it("A visitor's first visit to / goes to their browser's language, but only the first time", async () => {
    const page = await session.newPage(DESKTOP, { locale: "nl-BE" });
    // Headless Chromium says so in its user agent, and bots are never moved: look like a person.
    await page.setExtraHTTPHeaders({ "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36" });
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/nl");
    await page.getByRole("button", { name: /Taal/ }).click();
    await page.locator(".language-selector__menu").getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
