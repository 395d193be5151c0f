import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  ADMIN_EXPECTED_CONSOLE,
  api,
  apiToken,
  choose,
  confirmPopup,
  endsWith,
  eventually,
  expectNotice,
  fieldError,
  newSignedInPage,
  openAdmin,
  pane,
  row,
  rows,
  submitSignIn,
  unique,
  waitForAdmin,
  workplaceReady,
} from "./admin-utils.ts";
import { baseUrl, useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

const editorPassword = "an editor's own password";

/** A fresh editor's address, unique to the running test. */
const editorEmail = () =>
  `${unique("editor")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}@fantai.example`;

/** Accounts cannot be deleted: the running test's editor is disabled when it ends (it can no longer sign in). */
function disableAfterTest(email: string): void {
  onTestFinished(async () => {
    const token = await apiToken();
    const users = await api<{ data: { id: number; email: string; status: string }[] }>("GET", "ad/users", { token });
    const user = users.body.data.find((found) => found.email === email);
    if (user && user.status !== "disabled") expect((await api("POST", `ad/users/${user.id}/_disable`, { token })).status).toBe(200);
  });
}

/** The set-password link of the newest mail to `email`, as a path. */
async function mailedLinkPath(email: string): Promise<string> {
  const token = await apiToken();
  const list = await api<{ data: { id: number; recipient: string; text_body: string }[] }>("GET", `ad/outbox?q=${encodeURIComponent(email)}`, { token });
  const mail = list.body.data.find((found) => found.recipient === email)!;
  const url = new URL(/https?:\/\/\S+\/login\/password\?token=[A-Za-z0-9_-]+/.exec(mail.text_body)![0]);
  return `${url.pathname}${url.search}`;
}

/**
 * An editor of the running test who has set a password (the set-password form posted as the page does) and
 * signed in once through the API; disabled when the test ends.
 */
async function anEditor(): Promise<string> {
  const email = editorEmail();
  const invited = await api("POST", "ad/users", { token: await apiToken(), body: { email, name: "Eva Editor", role: "editor" } });
  expect(invited.status).toBe(201);
  disableAfterTest(email);
  await fetch(`${baseUrl()}${await mailedLinkPath(email)}`, {
    method: "POST",
    headers: { Origin: baseUrl() },
    body: new URLSearchParams({ password: editorPassword, confirm: editorPassword }),
  });
  const signedIn = await api("POST", "login", { body: { email, password: editorPassword } });
  expect(signedIn.status).toBe(200);
  return email;
}

/** The screens of the side menu (data-menu: the screen an entry opens). */
const menuScreens = (page: Page) =>
  page
    .getByRole("complementary")
    .locator("[data-menu]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("data-menu")));

describe("Editors and roles", () => {
  it("An admin invites an editor, who sets a password from the mailed link and sees only the content screens", async () => {
    const email = editorEmail();
    disableAfterTest(email);
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/users", rows(page));
    await pane(page)
      .getByRole("button", { name: endsWith("Invite a user") })
      .click();
    const invite = page.getByRole("dialog", { name: "Invite a user" });
    // The address has the focus: a keyboard user types it, then the name, and Enter sends the invitation.
    await eventually(() => invite.getByRole("textbox", { name: "Email", exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Eva Editor");
    await page.keyboard.press("Enter");
    await expectNotice(page, `Invitation sent to ${email}`);
    await eventually(() => row(page, email).textContent()).toContain("Invited");
    await page.screenshot({ path: `${SHOTS}/admin-users-1280.png` });

    const editor = await session.newPage(undefined, { allowConsole: [...ADMIN_EXPECTED_CONSOLE, /status of 403/, /status of 410/] });
    await visit(editor, await mailedLinkPath(email));
    await editor.getByText(`For the account ${email}.`).waitFor();
    const newPassword = editor.getByLabel("New password", { exact: true });
    const repeat = editor.getByLabel("Repeat the password", { exact: true });
    await newPassword.fill("short");
    await repeat.fill("short");
    await editor.getByRole("button", { name: "Save the password" }).click();
    await eventually(() => fieldError(newPassword)).toBe("Use at least 10 characters.");
    await newPassword.fill(editorPassword);
    await repeat.fill(editorPassword);
    await editor.getByRole("button", { name: "Save the password" }).click();
    await eventually(() => editor.getByRole("status").textContent()).toContain("Your password is set");
    await editor.screenshot({ path: `${SHOTS}/set-password-done-1280.png` });

    await visit(editor, "/login");
    await submitSignIn(editor, email, editorPassword);
    await waitForAdmin(editor, workplaceReady(editor));
    // The workplace's customer figures and latest enquiries lead nowhere an editor may not go.
    const workplaceLinks = await pane(editor)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(workplaceLinks).toContain("/admin/commodity-administration");
    expect(workplaceLinks.filter((href) => href.includes("/admin/customer-"))).toEqual([]);
    await editor.getByRole("complementary").getByRole("link", { name: "Products", exact: true }).waitFor();
    await eventually(() => menuScreens(editor)).toEqual(expect.arrayContaining(["blog-administration", "audit-log"]));
    const menu = await menuScreens(editor);
    for (const hidden of ["users", "customer-enquiries", "warranty-registrations", "mail-outbox"]) expect(menu).not.toContain(hidden);
    await openAdmin(editor, "/admin/users", pane(editor).getByText("Your role does not give access to this screen."));
    await openAdmin(editor, "/admin/audit-log", rows(editor));
    await expect(
      pane(editor)
        .getByRole("button", { name: endsWith("Export CSV") })
        .count(),
    ).resolves.toBe(0);
  });

  it("The admin sees the editor's sign-in in the audit log, filtered by user, and can export it", async () => {
    const email = await anEditor();
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/audit-log", rows(page));
    await choose(page, pane(page).getByRole("combobox", { name: "User", exact: true }), email, email);
    await page.waitForURL((url) => url.searchParams.has("user_id"));
    await eventually(() => rows(page).allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Signed in"), expect.stringContaining("Password set")]),
    );
    // Once the filtered page is drawn, every row is the editor's.
    await eventually(async () => (await rows(page).allTextContents()).every((text) => text.includes(email))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-audit-log-1280.png` });
    await expect(
      pane(page)
        .getByRole("button", { name: endsWith("Export CSV") })
        .isVisible(),
    ).resolves.toBe(true);
  });

  it("Disabling the editor ends the editor's open admin at once", async () => {
    const email = await anEditor();
    const editor = await session.newPage(undefined, { allowConsole: [...ADMIN_EXPECTED_CONSOLE, /status of 403/] });
    await visit(editor, "/login");
    await submitSignIn(editor, email, editorPassword);
    await waitForAdmin(editor, workplaceReady(editor));

    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/users", row(page, email));
    await row(page, email)
      .getByRole("button", { name: `Disable ${email}` })
      .click();
    await confirmPopup(page, "Disable");
    await expectNotice(page, "User disabled");
    await eventually(() => row(page, email).textContent()).toContain("Disabled");

    await editor.getByRole("complementary").getByRole("link", { name: "Blog", exact: true }).click();
    await editor.waitForURL((url) => url.pathname === "/login", { timeout: 20_000 });
  });
});
