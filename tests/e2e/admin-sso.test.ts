import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oidcEnv, startTestOidcProvider, type TestOidcProvider } from "#tests/support/oidc-provider.ts";
import { waitForAdmin, workplaceReady } from "./admin-utils.ts";
import { startProductionServer, type ProductionServer } from "./production-server.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SSO_ADMIN = "sso-admin@fantai.example";

/**
 * A second production server, configured against the test provider (the shared one has no
 * single sign-on, which the last test checks). No demo content: it only has to sign people in.
 */
describe("Signing in to the admin with single sign-on", () => {
  let provider: TestOidcProvider;
  let site: ProductionServer;
  beforeAll(async () => {
    provider = await startTestOidcProvider({ clientSecret: "e2e-client-secret" });
    site = await startProductionServer({
      ...oidcEnv(provider, "Fantai ID"),
      SEED_DEMO: "false",
      ADMIN_EMAIL: SSO_ADMIN,
      ADMIN_PASSWORD: "not-used-by-sso-123",
    });
  });
  afterAll(async () => {
    await site?.stop();
    await provider?.close();
  });

  it("The sign-in page offers the provider's button, which goes through the provider and lands signed in on the workplace", async () => {
    provider.user = { email: SSO_ADMIN, email_verified: true };
    const page = await session.newPage();
    await visit(page, `${site.baseUrl}/login`);
    const providerVisits: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(provider.issuer)) providerVisits.push(new URL(request.url()).pathname);
    });

    await page.getByRole("button", { name: "Sign in with Fantai ID" }).click();
    await waitForAdmin(page, workplaceReady(page));
    expect(page.url()).toBe(`${site.baseUrl}/admin/workplace`);
    expect(providerVisits).toEqual(["/authorize"]);

    const token = await page.evaluate(() => sessionStorage.getItem("FANTAI_token"));
    const me = await fetch(`${site.baseUrl}/api/ad/me`, { headers: { Authorization: `Bearer ${token}` } });
    await expect(me.json()).resolves.toMatchObject({ data: { email: SSO_ADMIN } });
  });

  it("Signing in with the provider returns to the admin page that was asked for", async () => {
    provider.user = { email: SSO_ADMIN.toUpperCase() };
    const page = await session.newPage();
    await page.goto(`${site.baseUrl}/admin/customer-enquiries?page=1`);
    await page.waitForURL((url) => url.pathname === "/login");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    await page.getByRole("button", { name: "Sign in with Fantai ID" }).click();
    await waitForAdmin(page);
    expect(page.url()).toBe(`${site.baseUrl}/admin/customer-enquiries?page=1`);
  });

  it("Single sign-on started on the Dutch sign-in page opens the admin in Dutch, although the provider returns to /login", async () => {
    provider.user = { email: SSO_ADMIN, email_verified: true };
    const page = await session.newPage();
    await visit(page, `${site.baseUrl}/nl/login`);

    await page.getByRole("button", { name: "Aanmelden met Fantai ID" }).click();
    // The Dutch workplace: its first figure is the products ("Producten").
    await waitForAdmin(page, page.getByRole("link", { name: /^Producten\b.*\d$/ }));
    await expect(page.evaluate(() => localStorage.getItem("FANTAI_admin_lang"))).resolves.toBe("nl");
    await page.getByText("Catalogus", { exact: true }).first().waitFor();
  });

  it("A provider account that is no admin is refused on the sign-in page, with the reason", async () => {
    provider.user = { email: "stranger@fantai.example", email_verified: true };
    const page = await session.newPage(undefined, { allowConsole: [/status of 401/] });
    await visit(page, `${site.baseUrl}/fr/login`);

    await page.getByRole("button", { name: "Se connecter avec Fantai ID" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain("No admin account uses the email address the provider confirmed.");
    expect(new URL(page.url()).pathname).toBe("/login");
    await expect(page.evaluate(() => sessionStorage.getItem("FANTAI_token"))).resolves.toBeNull();
  });

  it("Without single sign-on configured, the sign-in page has no provider button", async () => {
    const page = await session.newPage();
    await visit(page, "/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await expect(page.getByText("or", { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: /Sign in with/ }).count()).resolves.toBe(0);
  });
});
