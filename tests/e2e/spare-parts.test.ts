import { describe, expect, it } from "vitest";
import { api, apiToken, choose, newSignedInPage, openAdmin, pane, removeAfterTest, seed } from "./admin-utils.ts";
import { baseUrl, DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** Spare parts with exploded views (decision 084). */
describe("spare parts", () => {
  const session = useBrowser();

  it("A French owner scans the mower's label on a phone, opens the spare parts, picks number 7 and finds a dealer for parts", async () => {
    const page = await session.newPage(PHONE, { locale: "fr-BE" });
    // A serial after the blade-bolt change: the first bolt (for earlier serials) is not listed.
    await page.goto("/m/FT-LM4046?sn=FT4624B02500");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(new URL(page.url()).pathname).toMatch(/^\/fr\/product\//);
    const strip = page.getByTestId("owner-strip");
    await strip.getByRole("link", { name: "Pièces détachées" }).click();
    const section = page.getByTestId("spare-parts");
    await expect.poll(() => section.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await expect.poll(() => section.getByText("Pièces du numéro de série FT4624B02500.").isVisible()).toBe(true);
    const rows = section.getByTestId("part-row");
    await expect.poll(() => rows.filter({ hasText: "FP-4046-08A" }).count()).toBe(1);
    expect(await rows.filter({ hasText: /FP-4046-08(?!A)/ }).count()).toBe(0);

    await section.getByRole("link", { name: /^7\s:\s*Lame de tondeuse 46 cm$/ }).click();
    const blade = rows.filter({ hasText: "FP-4046-07" });
    await expect.poll(() => blade.evaluate((row) => row.matches(":target, .is-active"))).toBe(true);
    expect(await rows.filter({ hasText: "FP-4046-09" }).evaluate((row) => row.matches(":target, .is-active"))).toBe(false);
    await expect
      .poll(() =>
        blade.evaluate((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    // And back: the row's number leads to the drawing's.
    await blade.getByRole("link", { name: "Montrer le numéro 7 sur le dessin" }).click();
    await expect.poll(() => section.locator(".parts-hotspot", { hasText: /^7$/ }).evaluate((spot) => spot.matches(":target, .is-active"))).toBe(true);
    // "Ask for this part" carries the product, the serial and the part number to the service request.
    const ask = new URL((await blade.getByRole("link", { name: /Demander cette pièce/ }).getAttribute("href")) ?? "", baseUrl());
    expect(ask.pathname).toBe("/fr/service/request");
    expect(Object.fromEntries(ask.searchParams)).toMatchObject({ serial: "FT4624B02500", part: "FP-4046-07", kind: "missing_part" });

    await section.getByLabel("Votre ville ou code postal").fill("Gand");
    await section.getByRole("button", { name: "Trouver un revendeur de pièces" }).click();
    await page.waitForURL(/\/fr\/dealers\?/);
    expect(new URL(page.url()).searchParams.get("service")).toBe("spare_parts");
    const nearest = page.getByTestId("dealer-list").getByRole("listitem").first();
    await expect.poll(() => nearest.textContent()).toMatch(/Gent/);
    expect(await nearest.textContent()).toMatch(/Pièces détachées/);
  });

  it("Without JavaScript the drawing's numbers still lead to the parts table", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false, locale: "nl-BE" });
    await page.goto("/nl/parts?q=zaagketting");
    const hit = page.getByTestId("part-hit").first();
    expect(await hit.textContent()).toContain("FP-CS35-08");
    await hit.getByRole("link", { name: /Borstelloze kettingzaag/ }).click();
    const spot = page.locator(".parts-hotspot", { hasText: /^8$/ });
    await spot.click();
    expect(new URL(page.url()).hash).toMatch(/^#part-\d+$/);
    expect(await page.locator("tr:target").textContent()).toContain("FP-CS35-08");
  });

  it("An editor places three hotspots on a new exploded view, sees them on the product page, deletes the view and undoes it", async () => {
    const token = await apiToken();
    const products = await api<{ data: { id: number; model: string; en_name: string }[] }>("GET", "ad/commodities?q=FT-LM4033", { token });
    const product = products.body.data.find((candidate) => candidate.model === "FT-LM4033")!;
    const names = [
      ["E2E-33-01", "Grass flap", "Volet d'éjection", "Uitworpklep"],
      ["E2E-33-02", "Cable clip", "Clip de câble", "Kabelklem"],
      ["E2E-33-03", "Wheel cap", "Enjoliveur de roue", "Wieldop"],
    ];
    for (const [part_number, en_name, fr_name, nl_name] of names) await seed("parts", { part_number, en_name, fr_name, nl_name, fits: "FT-LM4033" });
    const form = new FormData();
    form.append("commodity_id", String(product.id));
    form.append("en_title", "E2E exploded view");
    form.append(
      "file",
      new Blob(
        ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect x="20" y="20" width="360" height="260" fill="none" stroke="#000"/></svg>'],
        { type: "image/svg+xml" },
      ),
      "view.svg",
    );
    const uploaded = await fetch(`${baseUrl()}/api/ad/parts/diagrams`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const diagramId = ((await uploaded.json()) as { data: { id: number } }).data.id;
    removeAfterTest("parts/diagrams", diagramId);

    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/part-diagrams/${diagramId}`, pane(page).getByTestId("diagram-canvas"));
    const canvas = pane(page).getByTestId("diagram-canvas");
    const box = (await canvas.boundingBox())!;
    const points = [
      [0.25, 0.3],
      [0.5, 0.5],
      [0.75, 0.7],
    ];
    for (const [index, [x, y]] of points.entries()) {
      await canvas.click({ position: { x: box.width * x!, y: box.height * y! } });
      const select = pane(page).getByRole("combobox", { name: `Part of number ${index + 1}` });
      await choose(page, select, `${names[index]![0]} · ${names[index]![1]}`, names[index]![0]);
    }
    await pane(page).getByTestId("save-hotspots").click();
    await expect
      .poll(async () => (await api<{ data: { hotspots: unknown[] } }>("GET", `ad/parts/diagrams/${diagramId}`, { token })).body.data.hotspots.length)
      .toBe(3);

    const visitor = await session.newPage(DESKTOP);
    await visit(visitor, `/product/${product.en_name.replace(/\s+/g, "-")}?articleID=${product.id}`);
    const section = visitor.getByTestId("spare-parts");
    for (const [index, [x, y]] of points.entries()) {
      const spot = section.getByRole("link", { name: `${index + 1}: ${names[index]![1]}` });
      const style = await spot.getAttribute("style");
      expect(Number(/left:\s*([\d.]+)%/.exec(style ?? "")?.[1])).toBeCloseTo(x! * 100, 0);
      expect(Number(/top:\s*([\d.]+)%/.exec(style ?? "")?.[1])).toBeCloseTo(y! * 100, 0);
    }
    expect(await section.getByTestId("part-row").count()).toBe(3);

    // Deleting the view moves it to the trash with its hotspots (decision 096); the notice's Undo brings it back.
    await pane(page).getByTestId("delete-diagram").click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete", exact: true }).click();
    const notice = page.locator(".ant-notification-notice").filter({ hasText: "moved to the trash" });
    await notice.waitFor();
    expect((await api("GET", `ad/parts/diagrams/${diagramId}`, { token })).status).toBe(404);
    await notice.getByTestId("undo-delete").click();
    await expect
      .poll(async () => (await api<{ data: { hotspots: unknown[] } }>("GET", `ad/parts/diagrams/${diagramId}`, { token })).body.data?.hotspots.length)
      .toBe(3);
  });
});
