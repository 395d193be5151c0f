import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { adminCredentials, baseUrl, visit, type BrowserSession } from "./utils.ts";

/** Console errors an admin page may log on purpose: the failed calls behind notifications. */
export const ADMIN_EXPECTED_CONSOLE = [/status of 401/, /status of 422/, /status of 404/];

/** Waits until the admin shell is mounted and the visible tab's screen shows `ready` (a selector). */
export async function waitForAdmin(page: Page, ready?: string): Promise<void> {
  await page.waitForSelector("[data-admin-ready=true]", { timeout: 20_000 });
  if (ready) await pane(page).locator(ready).first().waitFor({ timeout: 20_000 });
}

/** Signs in through /login (optionally with ?redirect=) and waits for the admin to be usable. */
export async function signIn(page: Page, options: { redirect?: string; ready?: string } = {}): Promise<void> {
  const { email, password } = adminCredentials();
  await visit(page, options.redirect ? `/login?redirect=${encodeURIComponent(options.redirect)}` : "/login");
  await page.fill("#login-email", email);
  await page.fill("#login-password", password);
  await page.click("form.login-form button[type=submit]");
  await waitForAdmin(page, options.ready ?? (options.redirect ? undefined : "[data-screen=workplace] .ant-statistic-content-value"));
}

/** A fresh page of `session`, signed in, that allows the admin's expected console messages. */
export async function newSignedInPage(session: BrowserSession): Promise<Page> {
  const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
  await signIn(page);
  return page;
}

/** A bearer token for API set-up and checks, straight from POST /api/login. */
export async function apiToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(adminCredentials()),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Calls the API as the test admin (or the public API without a token). */
export async function api<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      Accept: "application/json",
      ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The visible tab pane: every screen query is scoped to it (hidden tabs stay mounted). */
export function pane(page: Page): Locator {
  return page.locator(".admin-tab-pane:not([hidden])");
}

/** Opens an admin URL from the side menu or by address, and waits for `ready` in its tab. */
export async function openAdmin(page: Page, path: string, ready?: string): Promise<void> {
  await page.goto(path);
  await waitForAdmin(page, ready);
}

/** Clicks the side-menu entry of a screen. */
export async function openFromMenu(page: Page, screen: string, ready?: string): Promise<void> {
  await page.click(`[data-menu="${screen}"]`);
  await page.waitForURL((url) => url.pathname.startsWith(`/admin/${screen}`));
  if (ready) await pane(page).locator(ready).first().waitFor();
}

/** Fills a form field by its antd id (`<form name>_<field name>`) inside the visible tab. */
export async function fill(page: Page, form: string, field: string, value: string): Promise<void> {
  const input = page.locator(`#${form}_${field}`);
  await input.fill(value);
}

/** Selects a language tab of the en/fr/nl texts. */
export async function languageTab(page: Page, lang: "en" | "fr" | "nl", scope: Locator = pane(page)): Promise<void> {
  await scope.locator(`[data-lang-tab=${lang}]`).first().click();
}

/** Fills the en/fr/nl values of a localized text field (switching language tabs as needed). */
export async function fillLocalized(
  page: Page,
  form: string,
  field: string,
  values: Partial<Record<"en" | "fr" | "nl", string>>,
  scope: Locator = pane(page),
): Promise<void> {
  for (const [lang, value] of Object.entries(values) as ["en" | "fr" | "nl", string][]) {
    await languageTab(page, lang, scope);
    await fill(page, form, `${lang}_${field}`, value);
  }
  await languageTab(page, "en", scope);
}

/** Types HTML-free text into the TipTap editor of one language. */
export async function fillRichText(
  page: Page,
  form: string,
  field: string,
  lang: "en" | "fr" | "nl",
  text: string,
  scope: Locator = pane(page),
): Promise<void> {
  await languageTab(page, lang, scope);
  const editor = page.locator(`#${form}_${lang}_${field} .ProseMirror`);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/** Confirms the open Popconfirm (delete). */
export async function confirmPopup(page: Page): Promise<void> {
  const popup = page
    .locator(
      ".ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-dangerous, .ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary",
    )
    .last();
  await popup.click();
}

/** Waits for a notification whose title contains `text`. */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.locator(".ant-notification-notice", { hasText: text }).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    // Say what the screen shows instead: other notices and field errors.
    const notices = await page.locator(".ant-notification-notice").allTextContents();
    const fields = await pane(page).locator(".ant-form-item-explain-error").allTextContents();
    await page.screenshot({ path: `/tmp/admin-e2e-failure-${Date.now()}.png` }).catch(() => {});
    throw new Error(`No notice ${String(text)}; notices: ${JSON.stringify(notices)}; field errors: ${JSON.stringify(fields)}`, { cause: error });
  }
}

/** Clicks the primary save button of the visible screen. */
export async function save(page: Page): Promise<void> {
  await pane(page).locator("[data-testid=save]").first().click();
}

/** The table row of the visible list that contains `text`. */
export function row(page: Page, text: string): Locator {
  return pane(page).locator(".ant-table-row", { hasText: text });
}

/** A small PNG made on the fly, for the upload fields. */
export async function pngFixture(color = "#3a7d44", width = 640, height = 400): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: "fixture.png", mimeType: "image/png", buffer };
}

/**
 * Uploads an image into the upload field of `field` (e.g. main_img_url), waits for its thumbnail,
 * and gives it an English alt text in the media library, as a published record's images need (decision 065).
 */
export async function uploadInto(page: Page, form: string, field: string): Promise<void> {
  const container = page.locator(`#${form}_${field}`);
  const before = await container.locator(".ant-upload-list-item-done, .ant-upload-list-item").count();
  await container.locator("input[type=file]").setInputFiles(await pngFixture());
  const thumbnails = container.locator(".ant-upload-list-item-done img[src*='/media/']");
  await eventually(async () => thumbnails.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(Math.min(1, before + 1));
  await describeImage((await thumbnails.last().getAttribute("src"))!, "A test picture");
}

/** Writes the English alt text of the library image at `url`. */
export async function describeImage(url: string, enAlt: string): Promise<void> {
  const token = await apiToken();
  const found = await api<{ data: { id: number; url: string }[] }>("GET", `ad/media?q=${encodeURIComponent(url)}`, { token });
  const image = found.body.data.find((item) => item.url === url);
  if (!image) throw new Error(`${url} is not in the media library`);
  const saved = await api("POST", `ad/media/${image.id}/_update`, { token, body: { en_alt: enAlt } });
  if (saved.status !== 200) throw new Error(`could not describe ${url}: ${saved.status}`);
}

/** expect.poll with room for lazy chunks and API calls on a busy machine (the default gives up after 1 s). */
export function eventually<T>(fn: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}) {
  return expect.poll(fn, { timeout: 10_000, interval: 100, ...options });
}

/** A unique suffix so tests never collide with seed data or each other. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
