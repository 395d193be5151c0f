import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseUrl, useBrowser, visit } from "./utils.ts";

/** Every public page of product rules §2, with what its title and first heading say in each language. */
const PAGES: { path: string; title: Record<"en" | "fr" | "nl", RegExp>; h1: Record<"en" | "fr" | "nl", RegExp> }[] = [
  {
    path: "/",
    title: { en: /Fantai 40V cordless garden and DIY tools/, fr: /Fantai\s: outils de jardin/, nl: /Fantai: 40V-accugereedschap/ },
    h1: { en: /Fantai 40V cordless/, fr: /outils de jardin/, nl: /40V-accugereedschap/ },
  },
  {
    path: "/fantai",
    title: { en: /^About Fantai \| Fantai$|^About Fantai$/, fr: /À propos de Fantai/, nl: /Over Fantai/ },
    h1: { en: /About Fantai/, fr: /À propos de Fantai/, nl: /Over Fantai/ },
  },
  {
    path: "/partner",
    title: { en: /Be our partner \| Fantai/, fr: /Devenir partenaire \| Fantai/, nl: /Word onze partner \| Fantai/ },
    h1: { en: /Be our partner/, fr: /Devenir partenaire/, nl: /Word onze partner/ },
  },
  {
    path: "/benefits",
    title: { en: /benefits of 40V/, fr: /avantages des outils/, nl: /voordelen van 40V/ },
    h1: { en: /benefits/i, fr: /avantages/i, nl: /voordelen/i },
  },
  {
    path: "/products",
    title: { en: /Products \| Fantai/, fr: /Produits \| Fantai/, nl: /Producten \| Fantai/ },
    h1: { en: /Products/, fr: /Produits/, nl: /Producten/ },
  },
  {
    path: "/products/lawn-mowers?sortid=1",
    title: { en: /lawn|mower/i, fr: /tondeuse|pelouse|gazon/i, nl: /maaier|gazon/i },
    h1: { en: /lawn/i, fr: /pelouse|gazon/i, nl: /gazon/i },
  },
  {
    path: "/products/push-mowers?sortid=2",
    title: { en: /Push mowers/, fr: /Tondeuses poussées/, nl: /Duwmaaiers/ },
    h1: { en: /push|store/i, fr: /pousser|ranger/i, nl: /duwen|opbergen/i },
  },
  {
    path: "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3",
    title: { en: /46 cm/, fr: /46 cm/, nl: /46 cm/ },
    h1: { en: /46 cm/, fr: /46 cm/, nl: /46 cm/ },
  },
  { path: "/blog", title: { en: /Blog \| Fantai/, fr: /Blog \| Fantai/, nl: /Blog \| Fantai/ }, h1: { en: /Blog/, fr: /Blog/, nl: /Blog/ } },
  {
    path: "/blog/Battery-care-in-winter:-how-to-store-your-40V-batteries?articleID=1",
    title: { en: /Battery care in winter/, fr: /Batteries en hiver/, nl: /Accu's in de winter/ },
    h1: { en: /Battery care in winter/, fr: /Batteries en hiver/, nl: /Accu's in de winter/ },
  },
  {
    path: "/faq",
    title: { en: /Frequently asked questions/, fr: /Questions fréquentes/, nl: /Veelgestelde vragen/ },
    h1: { en: /Frequently asked questions/, fr: /Questions fréquentes/, nl: /Veelgestelde vragen/ },
  },
  {
    path: "/service",
    title: { en: /Service and warranty/, fr: /Service et garantie/, nl: /Service en garantie/ },
    h1: { en: /Service and warranty/, fr: /Service et garantie/, nl: /Service en garantie/ },
  },
  { path: "/contact", title: { en: /Contact us/, fr: /Nous contacter/, nl: /Contact/ }, h1: { en: /Contact us/, fr: /Nous contacter/, nl: /Contact/ } },
  { path: "/thanks", title: { en: /Thank you/, fr: /Merci/, nl: /Bedankt/ }, h1: { en: /Thank you/, fr: /Merci/, nl: /Bedankt/ } },
  // The owner space, signed out: the "send me a link" form (decision 075).
  { path: "/my", title: { en: /My Fantai/, fr: /Mon Fantai/, nl: /Mijn Fantai/ }, h1: { en: /My Fantai/, fr: /Mon Fantai/, nl: /Mijn Fantai/ } },
  {
    path: "/safety",
    title: { en: /Safety notices and recalls/, fr: /Avis de sécurité et rappels/, nl: /Veiligheidsmeldingen en terugroepacties/ },
    h1: { en: /Safety notices and recalls/, fr: /Avis de sécurité et rappels/, nl: /Veiligheidsmeldingen en terugroepacties/ },
  },
  {
    path: "/safety/report",
    title: { en: /Report a safety incident/, fr: /Signaler un incident de sécurité/, nl: /Een veiligheidsincident melden/ },
    h1: { en: /Report a safety incident/, fr: /Signaler un incident de sécurité/, nl: /Een veiligheidsincident melden/ },
  },
  {
    path: "/parts?q=blade",
    title: { en: /Spare parts/, fr: /Pièces détachées/, nl: /Onderdelen/ },
    h1: { en: /Spare parts/, fr: /Pièces détachées/, nl: /Onderdelen/ },
  },
  {
    path: "/service/request",
    title: { en: /Service and repair request/, fr: /Demande de service et de réparation/, nl: /Service- en reparatieaanvraag/ },
    h1: { en: /Service and repair request/, fr: /Demande de service et de réparation/, nl: /Service- en reparatieaanvraag/ },
  },
  {
    path: "/batteries",
    title: {
      en: /Batteries: safe use, storage and recycling/,
      fr: /Batteries\s: utilisation, stockage et recyclage/,
      nl: /Accu's: veilig gebruik, opslag en recycling/,
    },
    h1: {
      en: /Batteries: safe use, storage and recycling/,
      fr: /Batteries\s: utilisation, stockage et recyclage/,
      nl: /Accu's: veilig gebruik, opslag en recycling/,
    },
  },
  {
    path: "/manuals/printed-copy?document=1",
    title: { en: /Request a printed copy/, fr: /Demander un exemplaire imprimé/, nl: /Gedrukt exemplaar aanvragen/ },
    h1: { en: /Request a printed copy/, fr: /Demander un exemplaire imprimé/, nl: /Gedrukt exemplaar aanvragen/ },
  },
];

const LOCALES = ["en", "fr", "nl"] as const;
const localized = (path: string, locale: (typeof LOCALES)[number]) => (locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`);

describe("every public page in three languages", () => {
  const session = useBrowser();

  for (const locale of LOCALES) {
    it(`A visitor reading ${locale} gets every page server-rendered with its title and main content`, async () => {
      const page = await session.newPage(locale === "fr" ? PHONE : DESKTOP, { locale });
      await page.context().addCookies([{ name: "lang", value: locale, url: baseUrl() }]);
      for (const entry of PAGES) {
        const path = localized(entry.path, locale);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await page.getAttribute("html", "lang"), path).toBe(locale);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        expect(await page.title(), path).toMatch(entry.title[locale]);
        const h1 = page.locator("h1");
        expect(await h1.count(), `${path} has one h1`).toBe(1);
        expect(await h1.textContent(), path).toMatch(entry.h1[locale]);
        expect(await page.locator("main#main").count(), path).toBe(1);
        expect(await page.locator("header .site-header__logo, .site-header__logo").count(), path).toBeGreaterThan(0);
        expect(await page.locator("footer.site-footer").count(), path).toBe(1);
      }
    });
  }

  it("A visitor sees the home page's battery tools, warranty, product to watch, 10 recommended products and reviews from three countries", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    await expect(page.locator(".hero__slide").count()).resolves.toBeGreaterThan(0);
    await expect(page.locator(".category-tile").count()).resolves.toBeGreaterThanOrEqual(6);
    await expect(page.getByText("2 + 1 years").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "The new 53 cm self-propelled mower" }).count()).resolves.toBe(1);
    await expect(page.locator("#recommended-title ~ * .product-card, section[aria-labelledby=recommended-title] .product-card").count()).resolves.toBe(10);
    const places = await page.locator(".review__meta").allTextContents();
    expect(places.join(" ")).toMatch(/Belgium/);
    expect(places.join(" ")).toMatch(/France/);
    expect(places.join(" ")).toMatch(/Netherlands/);
  });

  it("A visitor learns about the company: facilities, QC employees, R&D people, capacity, purpose, goal, values and the company claims", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/fantai");
    const text = await page.locator("main").innerText();
    for (const words of [
      /Facilities/,
      /QC employees/,
      /R&D people/,
      /Production capacity/,
      /Purpose/,
      /Goal/,
      /Values/,
      /Three manufacturing plants/,
      /More than 12 years/,
      /ISO-9001:2015/,
      /IATF 16949/,
      /40V battery platform/,
    ])
      expect(text).toMatch(words);
  });

  it("A visitor reads the partner checklist, the five FAQs, the warranty terms and the thank-you promise", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/partner");
    for (const group of ["Personality", "Organization", "New Business"])
      await expect(page.getByRole("heading", { name: group, level: 3 }).count()).resolves.toBe(1);
    await expect(page.locator("form.enquiry-form").count()).resolves.toBe(1);

    await visit(page, "/faq");
    await expect(page.locator("details.faq-item").count()).resolves.toBe(5);

    await visit(page, "/service");
    const service = await page.locator("main").innerText();
    expect(service).toMatch(/2\s*years/i);
    expect(service).toMatch(/one free year|1\s*year free/i);

    await visit(page, "/thanks");
    expect(await page.locator("main").innerText()).toMatch(/within 24 hours/);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("A visitor sees the contact form, the map and the social links", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/nl/contact");
    await expect(page.locator("form.enquiry-form").count()).resolves.toBe(1);
    await expect(page.locator(".contact-map").count()).resolves.toBe(1);
    await expect(page.locator("main .social-links a").count()).resolves.toBeGreaterThanOrEqual(3);
  });

  it("The partner advert's text stays readable to the end of its lines over the picture, on a tablet and a laptop, in French and Dutch", async () => {
    const page = await session.newPage(DESKTOP);
    const problems: string[] = [];
    for (const [path, width] of [
      ["/fr", 1280],
      ["/nl", 1280],
      ["/fr", 768],
      ["/nl", 768],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, path);
      const advert = page.locator(".advert").filter({ has: page.locator("#banner-title") });
      await advert.scrollIntoViewIfNeeded();
      await advert.locator("img").evaluate((img: HTMLImageElement) => img.decode());
      // Each line of text, with its colour and the contrast it needs (the title is large bold text: 3:1).
      const lines = await advert.evaluate((box) => {
        const origin = box.getBoundingClientRect();
        return [".advert__title", ".advert__description", ".advert__more"].flatMap((selector) => {
          const element = box.querySelector(selector)!;
          const range = document.createRange();
          range.selectNodeContents(element);
          const need = selector === ".advert__title" ? 3 : 4.5;
          const color = getComputedStyle(element).color;
          return [...range.getClientRects()]
            .filter((rect) => rect.width > 4)
            .map((rect) => ({ selector, need, color, x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height }));
        });
      });
      // The picture and its shade without the text: the lightest spot behind each line sets its contrast.
      await page.addStyleTag({ content: ".advert__text * { color: transparent !important; }" });
      const shot = (await advert.screenshot()).toString("base64");
      const found = await page.evaluate(
        async ({ shot, lines }) => {
          const bytes = Uint8Array.from(atob(shot), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext("2d")!;
          context.drawImage(bitmap, 0, 0);
          const channel = (value: number) => ((value /= 255) <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
          const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
          return lines.map((line) => {
            const pixels = context.getImageData(Math.round(line.x), Math.round(line.y), Math.round(line.width), Math.round(line.height)).data;
            let lightest = 0;
            for (let i = 0; i < pixels.length; i += 4) lightest = Math.max(lightest, luminance(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!));
            const [r, g, b] = line.color.match(/\d+/g)!.map(Number) as [number, number, number];
            const text = luminance(r, g, b);
            return { ...line, contrast: (Math.max(text, lightest) + 0.05) / (Math.min(text, lightest) + 0.05) };
          });
        },
        { shot, lines },
      );
      for (const line of found)
        if (line.contrast < line.need)
          problems.push(`${path} at ${width}px: ${line.selector} ${line.contrast.toFixed(2)}:1 at x=${Math.round(line.x + line.width)}`);
    }
    expect(problems).toEqual([]);
  });

  it("The login page exists in every language", async () => {
    const page = await session.newPage(DESKTOP);
    for (const path of ["/login", "/fr/login", "/nl/login"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
  });
});
