import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { productPath } from "#domain/paths.ts";
import {
  ADMIN_EXPECTED_CONSOLE,
  api,
  apiToken,
  choose,
  endsWith,
  eventually,
  expectNotice,
  findId,
  openAdmin,
  pane,
  removeAfterTest,
  row,
  rows,
  save,
  seed,
  signInWithoutOpening,
  unique,
} from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

/** A draft of the running test, removed when it ends. */
async function createDraft(path: string, body: object): Promise<number> {
  return (await seed(path, { ...body, status: "draft" })).id;
}

const combobox = (page: Page, label: string) => pane(page).getByRole("combobox", { name: label, exact: true });

/** The time as the admin's date pickers take it, `days` from now at 09:00 local time. */
function dayAt(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 09:00`;
}

describe("Campaigns", () => {
  it("The schedule shows the market's time (Brussels) to an editor whose browser is in New York", async () => {
    const name = unique("E2E Winter sale");
    // 08:30 UTC on a winter day: 09:30 in Brussels, 03:30 in New York.
    const created = await seed<{ name: string }>("campaigns", { name, publish_at: "2031-01-15T08:30:00.000Z" });
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE, timezoneId: "America/New_York" });
    await signInWithoutOpening(page);
    const schedule = pane(page).getByTestId("campaign-schedule");
    await openAdmin(page, `/admin/campaigns/${created.id}`, schedule);
    await eventually(() => schedule.textContent()).toContain("2031-01-15 09:30 Europe/Brussels (CET)");
    expect(await schedule.textContent()).not.toContain("03:30");
    // The form's picker means the same clock time.
    await eventually(() => pane(page).getByRole("textbox", { name: "Publish at", exact: true }).inputValue()).toBe("2031-01-15 09:30");
  });

  it("An editor prepares a campaign for tomorrow, checks its translations, previews it in Dutch, schedules it, and it goes live at its time", async () => {
    const name = unique("E2E Mower");
    const productId = await createDraft("commodities", {
      en_name: name,
      fr_name: `${name} tondeuse`,
      nl_name: `${name} maaier`,
      en_description: "<p>Cuts.</p>",
      fr_description: "<p>Coupe.</p>",
      nl_description: "<p>Maait.</p>",
    });
    const articleTitle = unique("E2E Launch story");
    await createDraft("articles", { en_title: articleTitle, fr_title: `${articleTitle} FR`, en_content: "<p>New.</p>", fr_content: "<p>Nouveau.</p>" });
    const campaign = unique("E2E Spring launch");
    const campaignId = () => findId<{ name: string }>("campaigns", campaign, (found) => found.name === campaign);
    removeAfterTest("campaigns", campaignId);

    const page = await session.newPage(undefined, { allowConsole: [...ADMIN_EXPECTED_CONSOLE, /status of 409/] });
    await signInWithoutOpening(page);
    const nameField = pane(page).getByRole("textbox", { name: "Name", exact: true });
    await openAdmin(page, "/admin/campaigns/new", nameField);
    await nameField.fill(campaign);
    const publishAt = pane(page).getByRole("textbox", { name: "Publish at", exact: true });
    await publishAt.click();
    await publishAt.fill(dayAt(1));
    await page.getByRole("button", { name: "OK", exact: true }).click();
    await choose(page, combobox(page, "Add a Product…"), name, name);
    await choose(page, combobox(page, "Kind"), "Article");
    await choose(page, combobox(page, "Add a Article…"), articleTitle, articleTitle);
    // The records table lists the two (and no longer says it is empty).
    await eventually(() => rows(page).count()).toBe(2);
    await row(page, name).waitFor();
    await row(page, articleTitle).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-campaign-new-1280.png`, fullPage: true });
    await save(page);
    await expectNotice(page, "created");
    // The new campaign opens, where it is scheduled.
    await page.waitForURL(/\/admin\/campaigns\/\d+$/);

    // The list shows it (its calendar's weeks are rows too: the list's row links to it by its bare name).
    const listed = rows(page).filter({ has: page.getByRole("link", { name: campaign, exact: true }) });
    await openAdmin(page, "/admin/campaigns", listed);
    // The list's calendar shows it on tomorrow's date.
    // The calendar and the schedule are cards, which have no role: their test ids name them.
    await pane(page).getByTestId("campaign-calendar").getByText(campaign).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-campaigns-list-1280.png`, fullPage: true });

    await listed.getByRole("link", { name: campaign, exact: true }).click();
    const schedule = pane(page).getByTestId("campaign-schedule");
    await schedule.waitFor();
    // The translation check names the article's Dutch fields that would show English.
    await schedule.getByText("1 record would show English text in another language").waitFor();
    await expect(schedule.textContent()).resolves.toContain("Dutch: Title, Content");
    await page.screenshot({ path: `${SHOTS}/admin-campaign-edit-1280.png`, fullPage: true });

    // Preview the product in Dutch, as a colleague without an account would.
    await schedule
      .getByRole("listitem")
      .filter({ hasText: `Product · ${name}` })
      .getByRole("button", { name: endsWith("Preview") })
      .click();
    const dutch = page.getByRole("link", { name: "Open in Dutch" });
    await dutch.waitFor();
    const href = await dutch.getAttribute("href");
    await page.keyboard.press("Escape");
    const colleague = await session.newPage();
    await visit(colleague, href!);
    await colleague.getByRole("heading", { name: `${name} maaier` }).waitFor();
    await colleague.close();

    // An unsaved change holds Schedule back: it acts on the saved campaign, and its reload would replace what was typed.
    const nameOnEdit = pane(page).getByRole("textbox", { name: "Name", exact: true });
    await nameOnEdit.fill(`${campaign} (edited)`);
    await eventually(() => schedule.getByRole("button", { name: "Schedule" }).isDisabled()).toBe(true);
    await nameOnEdit.fill(campaign);
    await save(page);
    await expectNotice(page, "saved");
    await eventually(() => schedule.getByRole("button", { name: "Schedule" }).isDisabled()).toBe(false);

    // Scheduling asks to confirm the English fallback, then schedules for tomorrow.
    await schedule.getByRole("button", { name: "Schedule" }).click();
    const confirm = page.getByRole("dialog", { name: "Some texts would show in English" });
    await confirm.waitFor();
    await confirm.evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await page.screenshot({ path: `${SHOTS}/admin-campaign-confirm-1280.png` });
    await confirm.getByRole("button", { name: "Schedule anyway" }).click();
    await expectNotice(page, "Campaign scheduled");
    await schedule.getByText("Scheduled", { exact: true }).waitFor();
    expect((await api("GET", `commodities/${productId}`)).status).toBe(404);

    // A day passes: the campaign's time is moved to a moment from now (the clock checks every second in these tests).
    const token = await apiToken();
    const id = (await campaignId())!;
    expect((await api("POST", `ad/campaigns/${id}/_unschedule`, { token })).status).toBe(200);
    expect((await api("POST", `ad/campaigns/${id}/_update`, { token, body: { publish_at: new Date(Date.now() + 2_000).toISOString() } })).status).toBe(200);
    expect((await api("POST", `ad/campaigns/${id}/_schedule`, { token, body: { confirm_fallbacks: true } })).status).toBe(200);
    await eventually(async () => (await api("GET", `commodities/${productId}`)).status, { timeout: 15_000 }).toBe(200);

    const visitor = await session.newPage();
    await visit(visitor, `/nl${productPath({ id: productId, en_name: name })}`);
    await visitor.getByRole("heading", { name: `${name} maaier` }).waitFor();

    // The admin sees the scheduler's publication in the audit log.
    await openAdmin(page, "/admin/audit-log");
    await eventually(async () => (await row(page, "scheduler").count()) > 0, { timeout: 10_000 }).toBe(true);
    expect(await row(page, "scheduler").first().textContent()).toContain(campaign);
  });
});
