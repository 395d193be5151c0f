import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADMIN_EXPECTED_CONSOLE, api, apiToken, eventually, expectNotice, newSignedInPage, openAdmin, pane, row, unique, waitForAdmin } from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

const editorEmail = `${unique("editor")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "-")}@fantai.example`;
const editorPassword = "an editor's own password";

/** The set-password link of the newest mail to `email`, as a path. */
async function mailedLinkPath(email: string): Promise<string> {
  const token = await apiToken();
  const list = await api<{ data: { id: number; recipient: string; text_body: string }[] }>("GET", `ad/outbox?q=${encodeURIComponent(email)}`, { token });
  const mail = list.body.data.find((found) => found.recipient === email)!;
  const url = new URL(/https?:\/\/\S+\/login\/password\?token=[A-Za-z0-9_-]+/.exec(mail.text_body)![0]);
  return `${url.pathname}${url.search}`;
}

describe("Editors and roles", () => {
  it("An admin invites an editor, who sets a password from the mailed link and sees only the content screens", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/users", "[data-screen=users] .ant-table-row");
    await pane(page).locator("[data-testid=invite-user]").click();
    await page.locator("#invite_email").fill(editorEmail);
    await page.locator("#invite_name").fill("Eva Editor");
    await page.locator(".ant-modal .ant-btn-primary").click();
    await expectNotice(page, `Invitation sent to ${editorEmail}`);
    await eventually(() => row(page, editorEmail).textContent()).toContain("Invited");
    await page.screenshot({ path: `${SHOTS}/admin-users-1280.png` });

    const editor = await session.newPage(undefined, { allowConsole: [...ADMIN_EXPECTED_CONSOLE, /status of 403/, /status of 410/] });
    await visit(editor, await mailedLinkPath(editorEmail));
    await expect(editor.locator("[data-testid=set-password]").textContent()).resolves.toContain(editorEmail);
    await editor.locator("#new-password").fill("short");
    await editor.locator("#confirm-password").fill("short");
    await editor.locator("form.login-form button[type=submit]").click();
    await eventually(() => editor.locator("#new-password-error").textContent()).toBe("Use at least 10 characters.");
    await editor.locator("#new-password").fill(editorPassword);
    await editor.locator("#confirm-password").fill(editorPassword);
    await editor.locator("form.login-form button[type=submit]").click();
    await eventually(() => editor.locator("[role=status]").textContent()).toContain("Your password is set");
    await editor.screenshot({ path: `${SHOTS}/set-password-done-1280.png` });

    await visit(editor, "/login");
    await editor.fill("#login-email", editorEmail);
    await editor.fill("#login-password", editorPassword);
    await editor.click("form.login-form button[type=submit]");
    await waitForAdmin(editor, "[data-screen=workplace]");
    await editor.locator('[data-menu="commodity-administration"]').waitFor();
    await eventually(() => editor.locator("[data-menu]").evaluateAll((links) => links.map((link) => link.getAttribute("data-menu")))).toEqual(
      expect.arrayContaining(["blog-administration", "audit-log"]),
    );
    const menu = await editor.locator("[data-menu]").evaluateAll((links) => links.map((link) => link.getAttribute("data-menu")));
    for (const hidden of ["users", "customer-enquiries", "warranty-registrations", "mail-outbox"]) expect(menu).not.toContain(hidden);
    await openAdmin(editor, "/admin/users", "[data-testid=forbidden]");
    await openAdmin(editor, "/admin/audit-log", "[data-screen=audit-log]");
    await expect(pane(editor).locator("[data-testid=export]").count()).resolves.toBe(0);
  });

  it("The admin sees the editor's sign-in in the audit log, filtered by user, and can export it", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/audit-log", "[data-screen=audit-log] .ant-table-row");
    await pane(page).locator("[data-testid=audit-user]").click();
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: editorEmail }).click();
    await page.waitForURL((url) => url.searchParams.has("user_id"));
    await eventually(() => pane(page).locator(".ant-table-row").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Signed in"), expect.stringContaining("Password set")]),
    );
    // Once the filtered page is drawn, every row is the editor's.
    await eventually(async () => (await pane(page).locator(".ant-table-row").allTextContents()).every((text) => text.includes(editorEmail))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-audit-log-1280.png` });
    await expect(pane(page).locator("[data-testid=export]").isVisible()).resolves.toBe(true);
  });

  it("Disabling the editor ends the editor's open admin at once", async () => {
    const editor = await session.newPage(undefined, { allowConsole: [...ADMIN_EXPECTED_CONSOLE, /status of 403/] });
    await visit(editor, "/login");
    await editor.fill("#login-email", editorEmail);
    await editor.fill("#login-password", editorPassword);
    await editor.click("form.login-form button[type=submit]");
    await waitForAdmin(editor, "[data-screen=workplace]");

    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/users", "[data-screen=users] .ant-table-row");
    await row(page, editorEmail).locator(`[aria-label="Disable ${editorEmail}"]`).click();
    await page.locator(".ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-dangerous").click();
    await expectNotice(page, "User disabled");
    await eventually(() => row(page, editorEmail).textContent()).toContain("Disabled");

    await editor.click('[data-menu="blog-administration"]');
    await editor.waitForURL((url) => url.pathname === "/login", { timeout: 20_000 });
  });
});
