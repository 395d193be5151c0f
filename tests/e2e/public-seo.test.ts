import { describe, expect, it } from "vitest";
import { baseUrl, useBrowser, visit } from "./utils.ts";

const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

async function headOf(path: string) {
  const response = await fetch(new URL(path, baseUrl()), { headers: BOT });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (pattern: RegExp) => pattern.exec(head)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as { "@type": string });
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    og: Object.fromEntries([...head.matchAll(/<meta property="og:([a-z_:]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    types: jsonLd.map((item) => item["@type"]),
    jsonLd,
  };
}

type Head = Awaited<ReturnType<typeof headOf>>;

const PAGES: { path: string; types: string[] }[] = [
  { path: "/", types: ["Organization"] },
  { path: "/fantai", types: ["Organization", "BreadcrumbList"] },
  { path: "/partner", types: ["BreadcrumbList"] },
  { path: "/benefits", types: ["BreadcrumbList"] },
  { path: "/products", types: ["BreadcrumbList"] },
  { path: "/products/lawn-mowers?sortid=1", types: ["BreadcrumbList"] },
  { path: "/products/push-mowers?sortid=2", types: ["BreadcrumbList"] },
  { path: "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3", types: ["Product", "BreadcrumbList"] },
  { path: "/blog", types: ["BreadcrumbList"] },
  { path: "/blog/Battery-care-in-winter:-how-to-store-your-40V-batteries?articleID=1", types: ["BlogPosting", "BreadcrumbList"] },
  { path: "/faq", types: ["FAQPage", "BreadcrumbList"] },
  { path: "/service", types: ["BreadcrumbList"] },
  { path: "/contact", types: ["Organization", "BreadcrumbList"] },
  { path: "/thanks", types: [] },
];

describe("search engines and social networks", () => {
  for (const { path, types } of PAGES) {
    for (const locale of ["en", "fr", "nl"] as const) {
      const localized = locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;
      it(`${localized} has a title, description, canonical URL, hreflang alternates, Open Graph tags and its JSON-LD`, async () => {
        const head = await headOf(localized);
        expect(head.title).toBeTruthy();
        expect(head.description!.length).toBeGreaterThan(40);
        const origin = new URL(head.canonical!).origin;
        const clean = path.replace(/\?.*$/, "");
        const query = path.includes("articleID") || path.includes("sortid") ? path.slice(path.indexOf("?")) : "";
        const en = `${origin}${clean}${query}`;
        const fr = `${origin}${clean === "/" ? "/fr" : `/fr${clean}`}${query}`;
        const nl = `${origin}${clean === "/" ? "/nl" : `/nl${clean}`}${query}`;
        expect(head.canonical).toBe({ en, fr, nl }[locale]);
        expect(head.alternates).toEqual({ en, fr, nl, "x-default": en });
        expect(head.og.title).toBeTruthy();
        expect(head.og.description).toBe(head.description);
        expect(head.og.url).toBe(head.canonical);
        expect(head.og.locale).toBe({ en: "en_GB", fr: "fr_FR", nl: "nl_NL" }[locale]);
        for (const type of types) expect(head.types, localized).toContain(type);
      });
    }
  }

  it("The titles and descriptions differ per language", async () => {
    const [en, fr, nl] = (await Promise.all(["/faq", "/fr/faq", "/nl/faq"].map(headOf))) as [Head, Head, Head];
    expect(new Set([en.title, fr.title, nl.title]).size).toBe(3);
    expect(new Set([en.description, fr.description, nl.description]).size).toBe(3);
  });

  it("Structured data describes the product, the article and the five questions", async () => {
    const product = (await headOf("/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3")).jsonLd.find((item) => item["@type"] === "Product") as Record<
      string,
      unknown
    >;
    expect(product).toMatchObject({ name: "40V 46 cm Brushless Push Lawn Mower", sku: "FT-LM4046", brand: { "@type": "Brand", name: "Fantai" } });
    expect((product.image as string[])[0]).toMatch(/^https?:\/\/.+\.webp$/);
    const article = (await headOf("/fr/blog/Battery-care-in-winter:-how-to-store-your-40V-batteries?articleID=1")).jsonLd.find(
      (item) => item["@type"] === "BlogPosting",
    ) as Record<string, unknown>;
    expect(article).toMatchObject({ inLanguage: "fr", author: { name: "Fantai" } });
    expect(article.headline).toMatch(/Batteries en hiver/);
    const faq = (await headOf("/nl/faq")).jsonLd.find((item) => item["@type"] === "FAQPage") as unknown as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(5);
    const crumbs = (await headOf("/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3")).jsonLd.find(
      (item) => item["@type"] === "BreadcrumbList",
    ) as unknown as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Products", "Lawn mowers", "Push mowers", "40V 46 cm Brushless Push Lawn Mower"]);
  });

  it("Pages that must not be indexed say so", async () => {
    const response = await fetch(new URL("/thanks", baseUrl()), { headers: BOT });
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  it("The 404 page answers 404, is not indexed, and has a title and description in each language", async () => {
    for (const [path, title, description] of [
      ["/no-such-page", "This page could not be found", "The page you are looking for has moved"],
      ["/fr/no-such-page", "Cette page est introuvable", "La page que vous cherchez a été déplacée"],
      ["/nl/no-such-page", "Deze pagina kon niet worden gevonden", "De pagina die u zoekt is verplaatst"],
    ] as const) {
      const response = await fetch(new URL(path, baseUrl()), { headers: BOT });
      expect(response.status, path).toBe(404);
      const head = (await response.text()).split("</head>")[0]!.replaceAll("&#x27;", "'");
      expect(head, path).toContain(`<title>${title}</title>`);
      expect(head, path).toContain(`<meta name="description" content="${description}`);
      expect(head, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("The favicon is a real icon, and a missing file is a tiny plain 404", async () => {
    const icon = await fetch(new URL("/favicon.ico", baseUrl()), { headers: BOT });
    expect(icon.status).toBe(200);
    const bytes = Buffer.from(await icon.arrayBuffer());
    expect(bytes.readUInt16LE(2)).toBe(1); // ICO header: type 1, icon
    expect(bytes.length).toBeLessThan(10_000);
    const missing = await fetch(new URL("/apple-touch-icon.png", baseUrl()), { headers: BOT });
    expect(missing.status).toBe(404);
    expect((await missing.text()).length).toBeLessThan(100);
  });

  it("Every URL of the demo site's sitemaps answers 200 and is its own canonical", async () => {
    const index = await (await fetch(new URL("/sitemap.xml", baseUrl()), { headers: BOT })).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThanOrEqual(4);
    let count = 0;
    for (const file of files) {
      const sitemap = await (await fetch(file, { headers: BOT })).text();
      for (const [, loc] of sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)) {
        const url = loc!.replaceAll("&amp;", "&");
        const page = await fetch(url, { headers: BOT, redirect: "manual" });
        expect(page.status, url).toBe(200);
        const html = await page.text();
        expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&"), url).toBe(url);
        expect(html, url).not.toContain('name="robots"');
        count++;
      }
    }
    expect(count).toBeGreaterThan(100);
  });
});

/**
 * Link texts that say nothing of where the link leads: Lighthouse's English list (its link-text audit, which reads the
 * link's rendered text, not aria-label) and the French and Dutch phrases of the same kind.
 */
const GENERIC_LINK_TEXTS = new Set([
  ...["click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information"],
  ...["right here", "read more", "see more", "start", "this", "discover"],
  ...["cliquez ici", "ici", "plus", "en savoir plus", "voir plus", "lire la suite", "plus d'infos", "découvrir"],
  ...["klik hier", "hier", "meer", "meer info", "meer informatie", "lees meer", "meer bekijken", "bekijk meer", "ontdekken"],
]);

describe("link texts", () => {
  const session = useBrowser();

  // Home and the landing pages share the poster carousel, whose call to action is the same on every slide.
  for (const path of ["/", "/products/lawn-mowers?sortid=1", "/products/push-mowers?sortid=2"]) {
    for (const locale of ["en", "fr", "nl"] as const) {
      const localized = locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;
      it(`Every link of ${localized} says where it leads (no "See More", "En savoir plus" or "Meer bekijken" alone)`, async () => {
        const page = await session.newPage();
        await visit(page, localized);
        const texts = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText.trim().toLowerCase()));
        expect(texts.length).toBeGreaterThan(20);
        expect(texts.filter((text) => GENERIC_LINK_TEXTS.has(text))).toEqual([]);
      });
    }
  }
});
