import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_EXPECTED_CONSOLE, api, eventually, fieldError, pane, rows, signIn, signInThroughForm, submitSignIn, waitForAdmin } from "./admin-utils.ts";
import { adminCredentials, useBrowser, visit } from "./utils.ts";

const session = useBrowser();

describe("Signing in to the admin", () => {
  it("An admin page opened without a session leads to /login, and back to that page after signing in", async () => {
    const page = await session.newPage();
    await page.goto("/admin/blog-administration?q=battery");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/admin/blog-administration?q=battery");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByText("Please sign in to continue.").waitFor();

    await signInThroughForm(page, { redirect: "/admin/blog-administration?q=battery", ready: rows(page) });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/admin/blog-administration?q=battery");
    await expect(pane(page).getByRole("searchbox", { name: "Search" }).inputValue()).resolves.toBe("battery");
  });

  it("Signing in opens the workplace with its statistics", async () => {
    const page = await session.newPage();
    await signInThroughForm(page);
    expect(page.url()).toMatch(/\/admin\/workplace$/);
    // Each figure is a link to its screen, named by its title and ending with the number.
    for (const title of ["Products", "Categories", "Articles", "New enquiries", "Subscribers"]) {
      await pane(page)
        .getByRole("link", { name: new RegExp(`^${title} \\S+ \\d+$`) })
        .waitFor();
    }
  });

  it("A wrong password is refused with the API's message at the email field, and the email stays typed", async () => {
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await visit(page, "/login");
    await submitSignIn(page, adminCredentials().email, "not-the-password");
    const email = page.getByLabel("Email", { exact: true });
    await eventually(() => fieldError(email)).toMatch(/credentials/i);
    await expect(email.inputValue()).resolves.toBe(adminCredentials().email);
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("The form signed in before its JavaScript has loaded posts (no password in the address) and opens the admin signed in", async () => {
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    // The site's scripts are held back until the form has been posted: the form works as plain HTML.
    let scriptsAllowed = false;
    const held: Route[] = [];
    await page.route(/\/assets\/.*\.js$/, (route) => (scriptsAllowed ? route.continue() : void held.push(route)));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    // Module scripts hold back DOMContentLoaded: the page is used as soon as the form is there.
    await page.goto("/login?redirect=%2Fadmin%2Fcommodity-administration", { waitUntil: "commit" });
    await page.getByLabel("Password", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/login");
    await submitSignIn(page, adminCredentials().email, adminCredentials().password);
    await posted;
    scriptsAllowed = true;
    for (const route of held) route.continue().catch(() => undefined); // the page they were for is gone
    await page.waitForURL((url) => url.pathname === "/admin/commodity-administration", { timeout: 20_000 });
    await waitForAdmin(page, rows(page));
    await expect(page.evaluate(() => sessionStorage.getItem("FANTAI_token"))).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(requests.some((line) => line.includes("password="))).toBe(false);
  });

  it("Empty fields are caught before anything is sent", async () => {
    const page = await session.newPage();
    await visit(page, "/fr/login");
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/login")) calls += 1;
    });
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await eventually(() => fieldError(page.getByLabel("E-mail", { exact: true }))).toBe("Veuillez saisir votre e-mail");
    expect(calls).toBe(0);
  });

  it("An 'Unauthenticated.' answer sends the browser to /login, and signing in returns to the wanted page", async () => {
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signIn(page, { redirect: "/admin/commodity-administration?page=2", ready: rows(page) });
    await page.evaluate(() => sessionStorage.setItem("FANTAI_token", "corrupted-token"));
    await pane(page).getByRole("button", { name: "Reload" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/admin/commodity-administration?page=2");
    await expect(page.evaluate(() => sessionStorage.getItem("FANTAI_token"))).resolves.toBeNull();

    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await submitSignIn(page, adminCredentials().email, adminCredentials().password);
    await waitForAdmin(page, rows(page));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/admin/commodity-administration?page=2");
    // The list's range says which page it shows: 20 rows a page.
    await pane(page)
      .getByText(/^21–\d+ of \d+$/)
      .waitFor();
  });

  it("Signing out revokes the token", async () => {
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signIn(page);
    const token = await page.evaluate(() => sessionStorage.getItem("FANTAI_token"));
    expect(token).toBeTruthy();
    await expect(api("GET", "ad/me", { token: token! }).then((r) => r.status)).resolves.toBe(200);

    await page
      .getByRole("banner")
      .getByRole("button", { name: /(^|\s)Administrator$/ })
      .click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(page.evaluate(() => sessionStorage.getItem("FANTAI_token"))).resolves.toBeNull();
    const after = await api<{ message: string }>("GET", "ad/me", { token: token! });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe("Unauthenticated.");

    await page.goto("/admin/workplace");
    await page.waitForURL((url) => url.pathname === "/login");
  });

  it("Admin code is not loaded by public pages or the sign-in page", async () => {
    const page = await session.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit(page, "/");
    await visit(page, "/login");
    await page.waitForLoadState("networkidle");
    const body = (await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())))).join("\n");
    expect(body).not.toContain("data-admin-ready");
    expect(body).not.toContain("FANTAI_admin_tabs");
  });
});
