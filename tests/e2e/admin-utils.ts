import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { expect, onTestFinished } from "vitest";
import { DEFAULT_ADMIN_PATH, TOKEN_KEY } from "../../src/admin/session.ts";
import { adminCredentials, baseUrl, visit, type BrowserSession } from "./utils.ts";

/*
 * The admin as a person sees it: controls are found by role, label and text, never by antd's class
 * names or generated ids. Records a test needs are made through the admin API and removed when the
 * test ends, so every test runs alone and in any order.
 */

/** Console errors an admin page may log on purpose: the failed calls behind notifications. */
export const ADMIN_EXPECTED_CONSOLE = [/status of 401/, /status of 422/, /status of 404/];

const LANGUAGE_NAMES = { en: "English", fr: "Français", nl: "Nederlands" } as const;
type Lang = keyof typeof LANGUAGE_NAMES;

/** `text` as a regular expression that matches it literally. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A name that ends with `text` as a whole word: antd puts its icon's name first ("save Save", "plus New product"). */
export function endsWith(text: string): RegExp {
  return new RegExp(`(^|\\s)${literal(text)}$`);
}

/** The visible tab's screen: every screen query is scoped to it (hidden tabs stay mounted). */
export function pane(page: Page): Locator {
  return page.locator("[data-tab-pane]:not([hidden])");
}

/** The workplace once its statistics have loaded (the Products figure is drawn). */
export function workplaceReady(page: Page): Locator {
  return pane(page).getByRole("link", { name: /^Products\b.*\d$/ });
}

/** Waits until the admin shell is mounted and, if given, until `ready` shows in the visible tab. */
export async function waitForAdmin(page: Page, ready?: Locator): Promise<void> {
  await page.waitForSelector("[data-admin-ready=true]", { timeout: 20_000 });
  if (ready) await ready.first().waitFor({ timeout: 20_000 });
}

/** Fills the sign-in form (English labels) and sends it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

interface SignInOptions {
  /** The admin page to open instead of the workplace. */
  redirect?: string;
  /** What shows once that page is usable (the workplace's statistics by default). */
  ready?: Locator;
}

/** Signs in through the /login form (optionally with ?redirect=) and waits for the admin to be usable. */
export async function signInThroughForm(page: Page, options: SignInOptions = {}): Promise<void> {
  const { email, password } = adminCredentials();
  await visit(page, options.redirect ? `/login?redirect=${encodeURIComponent(options.redirect)}` : "/login");
  await submitSignIn(page, email, password);
  await waitForAdmin(page, options.ready ?? (options.redirect ? undefined : workplaceReady(page)));
}

/**
 * Gives the browser tab the test admin's session as the sign-in form leaves it (a token from POST /api/login
 * in sessionStorage) without opening the admin: the next openAdmin is its only load. The form itself is
 * tested in admin-auth.test.ts.
 */
export async function signInWithoutOpening(page: Page): Promise<void> {
  const token = await newToken();
  await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

/** Signs in (see signInWithoutOpening) and opens the workplace, or `redirect`, and waits for it to be usable. */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<void> {
  await signInWithoutOpening(page);
  await openAdmin(page, options.redirect ?? DEFAULT_ADMIN_PATH, options.ready ?? (options.redirect ? undefined : workplaceReady(page)));
}

/** A fresh page of `session`, signed in, that allows the admin's expected console messages. */
export async function newSignedInPage(session: BrowserSession): Promise<Page> {
  const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
  await signInWithoutOpening(page);
  return page;
}

let shared: Promise<string> | undefined;

/**
 * A bearer token for API set-up and checks: one per test file, since each sign-in costs a password hash. Never
 * handed to a browser page (a page's own sign-out would end it); `api` signs in again should it end anyway.
 */
export function apiToken(): Promise<string> {
  return (shared ??= newToken());
}

/** A session of its own, straight from POST /api/login. */
async function newToken(): Promise<string> {
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
  const answer = await call<T>(method, path, options);
  if (answer.status !== 401 || !shared || options.token !== (await shared)) return answer;
  shared = undefined;
  return call<T>(method, path, { ...options, token: await apiToken() });
}

async function call<T>(method: string, path: string, options: { token?: string; body?: unknown }): Promise<{ status: number; body: T }> {
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

/**
 * Deletes the admin record `ad/{path}/{id}` when the running test ends, passed or failed. For a record the test
 * makes through a screen, `id` may be a look-up run at the end (see findId); nothing found, or gone already, is fine.
 */
export function removeAfterTest(path: string, id: number | (() => Promise<number | undefined>)): void {
  onTestFinished(async () => {
    const found = typeof id === "number" ? id : await id();
    if (found === undefined) return;
    const { status } = await api("DELETE", `ad/${path}/${found}`, { token: await apiToken() });
    expect([200, 404], `DELETE ad/${path}/${found}`).toContain(status);
  });
}

/** Creates a record through the admin API (POST ad/{path}) for the running test, and removes it when the test ends. */
export async function seed<T extends object = Record<string, unknown>>(path: string, body: object): Promise<T & { id: number }> {
  const created = await api<{ data: T & { id: number } }>("POST", `ad/${path}`, { token: await apiToken(), body });
  expect(created.status, `POST ad/${path}: ${JSON.stringify(created.body)}`).toBe(201);
  removeAfterTest(path, created.body.data.id);
  return created.body.data;
}

/** The id of the record of `ad/{path}` that the search `q` finds and `match` picks (e.g. one made through a screen). */
export async function findId<T extends object = Record<string, unknown>>(path: string, q: string, match: (record: T) => boolean): Promise<number | undefined> {
  const found = await api<{ data: (T & { id: number })[] }>("GET", `ad/${path}?q=${encodeURIComponent(q)}`, { token: await apiToken() });
  return found.body.data.find(match)?.id;
}

/** Opens an admin URL by address, and waits for `ready` in its tab. */
export async function openAdmin(page: Page, path: string, ready?: Locator): Promise<void> {
  await page.goto(path);
  await waitForAdmin(page, ready);
}

/** Clicks the side-menu entry `name` and waits until its tab is the current one. */
export async function openFromMenu(page: Page, name: string, ready?: Locator): Promise<void> {
  await page.getByRole("complementary").getByRole("link", { name, exact: true }).click();
  await page.getByRole("tab", { name, exact: true, selected: true }).waitFor();
  if (ready) await ready.first().waitFor();
}

/** The control labelled `label` in the visible screen or `scope` (a hidden language tab's twin left out). */
export function field(page: Page, label: string | RegExp, scope: Locator = pane(page)): Locator {
  return scope.getByLabel(label, { exact: true }).filter({ visible: true });
}

/** Selects a language tab of the en/fr/nl texts: the form's first, its main texts (a search-result card has its own; pass its scope). */
async function languageTab(page: Page, lang: Lang, scope: Locator = pane(page)): Promise<void> {
  await scope
    .getByRole("tab", { name: new RegExp(`^${LANGUAGE_NAMES[lang]}\\b`) })
    .first()
    .click();
}

/** Fills the en/fr/nl values of the localized text labelled `label` (switching language tabs as needed). */
export async function fillLocalized(page: Page, label: string, values: Partial<Record<Lang, string>>, scope: Locator = pane(page)): Promise<void> {
  for (const [lang, value] of Object.entries(values) as [Lang, string][]) {
    await languageTab(page, lang, scope);
    await field(page, label, scope).fill(value);
  }
  await languageTab(page, "en", scope);
}

/** Replaces the text of the rich-text editor labelled `label` in one language. */
export async function fillRichText(page: Page, label: string, lang: Lang, text: string, scope: Locator = pane(page)): Promise<void> {
  await languageTab(page, lang, scope);
  await scope.getByRole("textbox", { name: label, exact: true }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/**
 * Chooses `option` in a select as a keyboard user does: opens it (typing `search` when given), moves
 * down the list until the active option is the one wanted, and presses Enter. antd draws its visible
 * options without roles; the listbox it keeps for assistive technology names the active one.
 */
export async function choose(page: Page, select: Locator, option: string | RegExp, search?: string): Promise<void> {
  const wanted = (name: string | null) => name !== null && (typeof option === "string" ? name === option : option.test(name));
  await select.click();
  if (search !== undefined) {
    await select.fill(search);
    // The answer to the search is there once it offers an option of that name.
    await page
      .getByRole("option", { name: option, exact: typeof option === "string" })
      .first()
      .waitFor({ state: "attached" });
  } else {
    await eventually(() => select.getAttribute("aria-expanded")).toBe("true");
  }
  for (let step = 0; step < 200; step++) {
    const active = await select.getAttribute("aria-activedescendant");
    const name = active ? await page.locator(`[id="${active}"]`).getAttribute("aria-label") : null;
    if (wanted(name)) {
      await select.press("Enter");
      return;
    }
    await select.press("ArrowDown");
  }
  throw new Error(`No option ${String(option)} in the select`);
}

/**
 * Picks the category `name` in a category tree select (typing to narrow the tree first). Under load a click can land
 * while the narrowed tree is drawn again and select nothing: it is tried again until the select shows the choice.
 */
export async function chooseCategory(page: Page, select: Locator, name: string): Promise<void> {
  // The select's own box (its drop-down is elsewhere in the page) shows each chosen category's name.
  const box = select.locator("xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]");
  for (let attempt = 1; ; attempt++) {
    await select.click();
    await select.fill(name);
    await page
      .getByRole("treeitem", { name: endsWith(name) })
      .first()
      .click();
    try {
      await expect.poll(() => box.textContent(), { timeout: 3_000 }).toContain(name);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Confirms the open pop-up question (a delete, by default) with its button `action`. */
export async function confirmPopup(page: Page, action = "Delete"): Promise<void> {
  await page.getByRole("tooltip").getByRole("button", { name: action, exact: true }).click();
}

/** Waits for a notification that contains `text`. */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.getByRole("alert").filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    // Say what the screen shows instead: other notices and the fields in error.
    const notices = await page.getByRole("alert").allTextContents();
    const invalid = pane(page).locator("[aria-invalid=true]");
    const fields = await Promise.all((await invalid.all()).map(async (control) => `${await control.getAttribute("aria-label")}: ${await fieldError(control)}`));
    await page.screenshot({ path: `/tmp/admin-e2e-failure-${Date.now()}.png` }).catch(() => {});
    throw new Error(`No notice ${String(text)}; notices: ${JSON.stringify(notices)}; fields in error: ${JSON.stringify(fields)}`, { cause: error });
  }
}

/** The message a form control is described by while it is marked invalid (aria-invalid, aria-describedby); "" when valid. */
export async function fieldError(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    if (element.getAttribute("aria-invalid") !== "true") return "";
    const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
  });
}

/** Clicks the visible screen's Create or Save button. */
export async function save(page: Page): Promise<void> {
  await pane(page)
    .getByRole("button", { name: /(^|\s)(Create|Save)$/ })
    .click();
}

/** The table rows of the visible screen whose text contains `text` (header rows left out). */
export function row(page: Page, text: string | RegExp, scope: Locator = pane(page)): Locator {
  return rows(page, scope).filter({ hasText: text });
}

/** Every data row of the tables of the visible screen or `scope` (not the header, nor the one-cell "nothing here" row). */
export function rows(page: Page, scope: Locator = pane(page)): Locator {
  return scope.getByRole("row").filter({ has: page.getByRole("cell").nth(1) });
}

/** Types `text` into the visible list's search box and runs the search. */
export async function search(page: Page, text: string): Promise<void> {
  const box = pane(page).getByRole("searchbox", { name: "Search" });
  await box.fill(text);
  await box.press("Enter");
}

/** A small PNG made on the fly, for the upload fields. */
export async function pngFixture(color = "#3a7d44", width = 640, height = 400): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: "fixture.png", mimeType: "image/png", buffer };
}

/**
 * Uploads a picture through the "Upload"/"Replace" button of the image field labelled `label`, waits for its
 * thumbnail, and gives it an English alt text in the media library, as a published record's images need (decision 065).
 */
export async function uploadInto(page: Page, label: string, scope: Locator = pane(page)): Promise<void> {
  const group = scope.getByRole("group", { name: label, exact: true });
  const shown = () =>
    group.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? "").filter((src) => src.includes("/media/")));
  const before = await shown();
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), group.getByRole("button", { name: /(^|\s)(Upload|Replace)$/ }).click()]);
  await chooser.setFiles(await pngFixture());
  let added: string | undefined;
  await eventually(async () => (added = (await shown()).find((src) => !before.includes(src))) !== undefined, { timeout: 20_000 }).toBe(true);
  await describeImage(added!, "A test picture");
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

/** New records start as drafts: a test that wants one on the site publishes it in the form. */
export async function choosePublished(page: Page, scope: Locator = pane(page)): Promise<void> {
  await choose(page, scope.getByRole("combobox", { name: "Publishing" }), "Published");
}

/** The links of the confirmation mail waiting in the outbox (no SMTP_URL in the tests), read as an admin would. */
export async function mailedLinks(email: string): Promise<{ subject: string; confirm: string; unsubscribe: string }> {
  const token = await apiToken();
  const list = await api<{ data: { id: number; recipient: string }[] }>(
    "GET",
    `ad/outbox?kind=newsletter_confirmation&q=${encodeURIComponent(email)}&sort=created_at&order=desc`,
    { token },
  );
  const found = list.body.data.find((mail) => mail.recipient === email);
  expect(found, `a confirmation mail to ${email}`).toBeDefined();
  const mail = await api<{ data: { text_body: string; subject: string } }>("GET", `ad/outbox/${found!.id}`, { token });
  const link = (action: string) => {
    const url = new RegExp(`https?://\\S+/newsletter/${action}\\?token=[\\w-]+`).exec(mail.body.data.text_body)?.[0];
    expect(url, `the ${action} link`).toBeDefined();
    return new URL(url!).pathname + new URL(url!).search;
  };
  return { subject: mail.body.data.subject, confirm: link("confirm"), unsubscribe: link("unsubscribe") };
}

const EDITOR_PASSWORD = "an editor's password for the tests";

/** A fresh editor account with a password (set through the mailed link), disabled when the test ends. */
export async function anEditor(): Promise<{ email: string; password: string }> {
  const email = `${unique("editor")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}@fantai.example`;
  const token = await apiToken();
  expect((await api("POST", "ad/users", { token, body: { email, name: "Emma Éditrice", role: "editor", locale: "fr" } })).status).toBe(201);
  onTestFinished(async () => {
    const users = await api<{ data: { id: number; email: string }[] }>("GET", "ad/users", { token: await apiToken() });
    const user = users.body.data.find((found) => found.email === email);
    if (user) await api("POST", `ad/users/${user.id}/_disable`, { token: await apiToken() });
  });
  const mails = await api<{ data: { recipient: string; text_body: string }[] }>("GET", `ad/outbox?q=${encodeURIComponent(email)}`, { token });
  const mail = mails.body.data.find((found) => found.recipient === email)!;
  const link = new URL(/https?:\/\/\S+\/login\/password\?token=[A-Za-z0-9_-]+/.exec(mail.text_body)![0]);
  const set = await fetch(`${baseUrl()}${link.pathname}${link.search}`, {
    method: "POST",
    headers: { Origin: baseUrl() },
    body: new URLSearchParams({ password: EDITOR_PASSWORD, confirm: EDITOR_PASSWORD }),
    redirect: "manual",
  });
  expect(set.status).toBeLessThan(400);
  return { email, password: EDITOR_PASSWORD };
}

/** A page of `session` signed in as `editor`, the admin in French. */
export async function editorPage(
  session: BrowserSession,
  editor: { email: string; password: string },
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await session.newPage(viewport, { allowConsole: ADMIN_EXPECTED_CONSOLE });
  await page.addInitScript(() => localStorage.setItem("FANTAI_admin_lang", "fr"));
  const signedIn = await fetch(`${baseUrl()}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(editor) });
  const { data } = (await signedIn.json()) as { data: { token: string; user: { role: string } } };
  expect(data.user.role).toBe("editor");
  await page.goto("/robots.txt");
  await page.evaluate((token) => sessionStorage.setItem("FANTAI_token", token), data.token);
  return page;
}
