import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ADMIN_EXPECTED_CONSOLE,
  api,
  confirmPopup,
  apiToken,
  eventually,
  expectNotice,
  findId,
  newSignedInPage,
  openAdmin,
  pane,
  removeAfterTest,
  row,
  seed,
  signInWithoutOpening,
  submitSignIn,
  unique,
  workplaceReady,
} from "./admin-utils.ts";
import { adminCredentials, useBrowser } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

/** A new article, open in its edit screen once its title is in the form. */
async function editNewArticle(prefix: string) {
  const title = unique(prefix);
  const { id } = await seed("articles", { en_title: title, en_content: "<p>Keep the batteries cool in winter.</p>" });
  const page = await newSignedInPage(session);
  const titleField = pane(page).getByRole("textbox", { name: "Title", exact: true });
  await openAdmin(page, `/admin/blog-administration/${id}`, titleField);
  await eventually(() => titleField.inputValue()).toBe(title);
  return { id, title, titleField, page };
}

async function storedTitle(id: number): Promise<string> {
  return (await api<{ data: { en_title: string } }>("GET", `ad/articles/${id}`, { token: await apiToken() })).body.data.en_title;
}

describe("Small things editors expect", () => {
  it("Deleting the only row of the last page moves the list back to the page that is now last", async () => {
    const prefix = unique("E2E last page");
    await seed("articles", { en_title: `${prefix} A` });
    await seed("articles", { en_title: `${prefix} B` });
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/blog-administration?q=${encodeURIComponent(prefix)}&per_page=1&page=2&sort=id&order=asc`, row(page, `${prefix} B`));
    await row(page, `${prefix} B`)
      .getByRole("button", { name: `Delete ${prefix} B` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, "moved to the trash");
    await row(page, `${prefix} A`).waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  });

  it("Ctrl+S saves the article being edited, as the Save button does", async () => {
    const { id, title, titleField, page } = await editNewArticle("E2E Ctrl-S");
    await titleField.fill(`${title} (saved by keyboard)`);
    await page.keyboard.press("Control+s");
    await expectNotice(page, "saved");
    expect(await storedTitle(id)).toBe(`${title} (saved by keyboard)`);
  });

  it("An admin page holds its first paint for nothing it lacks: no warning about the public pages' #main", async () => {
    const page = await newSignedInPage(session);
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await openAdmin(page, "/admin/workplace", workplaceReady(page));
    expect(messages.filter((text) => /expected to be parsed|rel=expect/.test(text))).toEqual([]);
  });

  it("An editor whose session ended before saving signs in again and finds the unsaved change in the form", async () => {
    const { id, title, titleField, page } = await editNewArticle("E2E kept edit");
    await titleField.fill(`${title} (typed as the session ended)`);
    await page.evaluate(() => sessionStorage.setItem("FANTAI_token", "ended"));
    await page.keyboard.press("Control+s");
    await page.waitForURL(/\/login\?redirect=/);
    const { email, password } = adminCredentials();
    await submitSignIn(page, email, password);
    await page.waitForURL((url) => url.pathname === `/admin/blog-administration/${id}`);
    await eventually(() => titleField.inputValue()).toBe(`${title} (typed as the session ended)`);
    await expectNotice(page, "Your session had ended");
    await page.keyboard.press("Control+s");
    await expectNotice(page, "saved");
    expect(await storedTitle(id)).toBe(`${title} (typed as the session ended)`);
  });

  it("On a phone the admin fits the screen and its account menu, the way to sign out, is on it", async () => {
    const page = await session.newPage({ width: 375, height: 740 }, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signInWithoutOpening(page);
    await openAdmin(page, "/admin/blog-administration", pane(page).getByRole("table"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const account = page.getByTestId("admin-user");
    const box = (await account.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await account.click();
    await page.getByRole("menuitem", { name: "Sign out" }).waitFor();
  });

  it("On a phone the settings, advertisement and editor screens fit the screen in English and French, the language tabs named", async () => {
    const product = (await api<{ data: { id: number }[] }>("GET", "commodities?page=1&per_page=100")).body.data.at(-1)!.id;
    const article = (await api<{ data: { id: number }[] }>("GET", "articles?page=1&per_page=1")).body.data[0]!.id;
    for (const language of ["en", "fr"]) {
      const page = await session.newPage({ width: 375, height: 740 }, { allowConsole: ADMIN_EXPECTED_CONSOLE });
      await page.addInitScript((chosen) => localStorage.setItem("FANTAI_admin_lang", chosen), language);
      await signInWithoutOpening(page);
      const editors = [`/admin/commodity-administration/${product}`, `/admin/blog-administration/${article}`];
      for (const path of ["/admin/social-code", "/admin/advertisement", ...editors]) {
        await openAdmin(page, path, pane(page).getByRole("button").first());
        await page.waitForLoadState("networkidle");
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        await page.screenshot({ path: `${SHOTS}/phone-${language}-${path.split("/")[2]}.png`, fullPage: true });
        expect(wide, `${language} ${path}`).toBeLessThanOrEqual(375);
        // Every button of the screen (Save among them) is on it, or inside a panel that scrolls sideways (a table's).
        const offScreen = await pane(page)
          .getByRole("button")
          .evaluateAll((buttons) => {
            const inScroller = (element: Element) => {
              for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
                if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX) && parent.scrollWidth > parent.clientWidth) return true;
              return false;
            };
            return buttons
              .filter((b) => b.getBoundingClientRect().width > 0 && b.getBoundingClientRect().right > 376 && !inScroller(b))
              .map((b) => b.textContent);
          });
        expect(offScreen, `${language} ${path}`).toEqual([]);
        if (language === "en" && editors.includes(path)) {
          for (const name of ["English", "Français", "Nederlands"]) await expect(pane(page).getByRole("tab", { name }).first().isVisible()).resolves.toBe(true);
        }
      }
    }
  });

  it("The 首页 tab title is drawn with the shipped two-glyph font, not as empty boxes", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/workplace", workplaceReady(page));
    const font = await page.request.get("/fonts/home-title.woff2");
    expect(font.status()).toBe(200);
    expect((await font.body()).length).toBeLessThan(4096);
    const drawn = await page.evaluate(async () => {
      await document.fonts.load('20px "Fantai Home Title"', "首页");
      // Missing glyphs are drawn as identical boxes; real glyphs differ from each other.
      const pixels = (text: string) => {
        const canvas = document.createElement("canvas");
        canvas.width = 40;
        canvas.height = 40;
        const context = canvas.getContext("2d")!;
        context.font = '28px "Fantai Home Title"';
        context.fillText(text, 4, 32);
        return Array.from(context.getImageData(0, 0, 40, 40).data).join(",");
      };
      return { loaded: document.fonts.check('20px "Fantai Home Title"', "首页"), differ: pixels("首") !== pixels("页") };
    });
    expect(drawn).toEqual({ loaded: true, differ: true });
    const title = page.getByRole("tab", { name: /首页/ }).getByText("首页", { exact: true });
    await expect(title.evaluate((element) => getComputedStyle(element).fontFamily)).resolves.toContain("Fantai Home Title");
    // The admin's tab bar is the first tab list of the page (screens have their own further down).
    await page
      .getByRole("tablist")
      .first()
      .screenshot({ path: `${SHOTS}/admin-home-tab-1280.png` });
  });

  it("A keyboard user skips the side menu with the first Tab", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/workplace", workplaceReady(page));
    await page.locator("body").focus();
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to content");
    await page.screenshot({ path: `${SHOTS}/admin-skip-link-1280.png` });
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("admin-main");
  });

  it("A long email stays inside its column of the enquiry list", async () => {
    const name = unique("E2E Long Email");
    const email = "purchasing.department.of.the.garden.centre@a-rather-long-company-domain-name-for-testing.example";
    const sent = await api("POST", "demands", {
      body: {
        name,
        company: "Tuin & Co",
        phone: "+32 470 12 34 56",
        email,
        title: "Dealer enquiry",
        country: "BE",
        message: "We would like to sell your mowers.",
        form: "partner",
      },
    });
    expect(sent.status).toBe(201);
    removeAfterTest("demands", () => findId<{ name: string }>("demands", name, (enquiry) => enquiry.name === name));
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/customer-enquiries", row(page, name));
    const cell = row(page, name).getByRole("cell").filter({ hasText: email });
    const shown = cell.getByText(email, { exact: true });
    const [cellBox, emailBox] = await Promise.all([cell.boundingBox(), shown.boundingBox()]);
    expect(emailBox!.x + emailBox!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width);
    await row(page, name).screenshot({ path: `${SHOTS}/admin-enquiry-long-email-1280.png` });
  });
});
