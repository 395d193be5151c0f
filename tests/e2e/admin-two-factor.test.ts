import { mkdirSync } from "node:fs";
import { describe, expect, it, onTestFinished } from "vitest";
import { totpCode } from "#server/services/totp.ts";
import { ADMIN_EXPECTED_CONSOLE, api, apiToken, eventually, submitSignIn, unique, waitForAdmin } from "./admin-utils.ts";
import { baseUrl, useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/admin-2fa";
mkdirSync(SHOTS, { recursive: true });

const password = "a two-factor editor's password";

/** A fresh editor with a password (from the mailed link), disabled when the test ends. */
async function anEditor(): Promise<string> {
  const email = `${unique("twofa")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}@fantai.example`;
  const token = await apiToken();
  expect((await api("POST", "ad/users", { token, body: { email, name: "Tom Twofactor", role: "editor" } })).status).toBe(201);
  onTestFinished(async () => {
    const users = await api<{ data: { id: number; email: string }[] }>("GET", "ad/users", { token: await apiToken() });
    const user = users.body.data.find((found) => found.email === email);
    if (user) await api("POST", `ad/users/${user.id}/_disable`, { token: await apiToken() });
  });
  const list = await api<{ data: { recipient: string; text_body: string }[] }>("GET", `ad/outbox?q=${encodeURIComponent(email)}`, { token });
  const mail = list.body.data.find((found) => found.recipient === email)!;
  const link = new URL(/https?:\/\/\S+\/login\/password\?token=[A-Za-z0-9_-]+/.exec(mail.text_body)![0]);
  await fetch(`${baseUrl()}${link.pathname}${link.search}`, {
    method: "POST",
    headers: { Origin: baseUrl() },
    body: new URLSearchParams({ password, confirm: password }),
  });
  return email;
}

describe("Two-factor authentication", () => {
  it("An editor sets up an authenticator app from the account menu, saves the recovery codes, and then signs in with a code", async () => {
    const email = await anEditor();
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await visit(page, "/login");
    await submitSignIn(page, email, password);
    await waitForAdmin(page);

    await page.getByTestId("admin-user").click();
    await page.getByRole("menuitem", { name: "Two-factor authentication" }).click();
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const enrolment = page.getByTestId("two-factor-enrolment");
    await enrolment.getByRole("img", { name: "QR code to scan with an authenticator app" }).waitFor();
    // The QR code is drawn (an SVG image of a real size), and the key is there as text.
    await eventually(() => enrolment.locator("img.two-factor__qr").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = ((await enrolment.locator(".two-factor__secret code").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.screenshot({ path: `${SHOTS}/two-factor-enrol-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/two-factor-enrol-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A wrong code is refused at the field.
    const codeField = enrolment.getByRole("textbox", { name: "Code" });
    await codeField.fill(totpCode(secret) === "000000" ? "111111" : "000000");
    await enrolment.getByRole("button", { name: "Confirm and turn on" }).click();
    await enrolment.getByText("This code is not right, or it was used already.").waitFor();

    await codeField.fill(totpCode(secret));
    await enrolment.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = page.getByTestId("recovery-codes");
    await codes.getByText("Save your recovery codes now").waitFor();
    await expect(codes.locator("li").count()).resolves.toBe(10);
    await page.screenshot({ path: `${SHOTS}/two-factor-recovery-codes-1280.png`, fullPage: true });
    await codes.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("10 recovery codes left.").waitFor();

    // Sign out, then in again: the password is right, so the form asks for the code and keeps the password.
    await page.getByTestId("admin-user").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await submitSignIn(page, email, password);
    const code = page.getByLabel("Authentication code", { exact: true });
    await code.waitFor();
    await eventually(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/login-code-1280.png` });
    // The next step's code: the one used to confirm cannot be used again.
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await waitForAdmin(page);
    await expect(page.evaluate(() => sessionStorage.getItem("FANTAI_token"))).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
