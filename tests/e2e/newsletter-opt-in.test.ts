import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, apiToken, mailedLinks } from "./admin-utils.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** The newsletter with double opt-in (decision 086), as a visitor lives it: sign up, mail, confirm, leave. */

const SHOTS = "/tmp/shots-visitor";
const session = useBrowser();

async function subscriberStatus(email: string): Promise<string | undefined> {
  const list = await api<{ data: { email: string; status: string }[] }>("GET", `ad/file/forms?status=all&q=${encodeURIComponent(email)}`, {
    token: await apiToken(),
  });
  return list.body.data.find((row) => row.email === email)?.status;
}

describe("the newsletter's double opt-in", () => {
  it("At 375 px a French visitor signs up in the footer, confirms from the mail, then unsubscribes in one click", async () => {
    const email = `lecteur-${randomBytes(4).toString("hex")}@exemple.fr`;
    const page = await session.newPage(PHONE, { locale: "fr-FR" });
    await visit(page, "/fr/faq");
    const footer = page.locator("#site-footer");
    await footer.getByRole("textbox", { name: "Votre adresse e-mail" }).fill(email);
    await footer.getByRole("button", { name: "OK", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "OK" }).click();
    // product rules §8's notification as it is, and beside the box what is left to do.
    await expect(page.locator(".notice--success .notice__title").textContent()).resolves.toBe("Abonnement réussi");
    await expect(footer.getByTestId("newsletter-sent").textContent()).resolves.toContain("confirmer votre inscription");
    expect(await subscriberStatus(email)).toBe("pending");

    const mail = await mailedLinks(email);
    expect(mail.subject).toBe("Confirmez votre inscription à la newsletter Fantai");
    expect(mail.confirm).toMatch(/^\/fr\/newsletter\/confirm\?token=/);
    await visit(page, mail.confirm);
    expect(await page.locator("main").textContent()).toContain(email);
    expect(await subscriberStatus(email)).toBe("pending");
    await page.getByTestId("confirm-subscription").click();
    await page.getByTestId("newsletter-confirmed").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe("Inscription confirmée");
    expect(await subscriberStatus(email)).toBe("confirmed");
    await page.screenshot({ path: `${SHOTS}/newsletter-confirmed-375.png`, fullPage: false });

    await visit(page, mail.unsubscribe);
    await page.getByTestId("unsubscribe").click();
    await page.getByTestId("unsubscribed").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe("Vous êtes désinscrit");
    expect(await subscriberStatus(email)).toBeUndefined();
    // The same link once more: the same neutral page.
    await visit(page, mail.unsubscribe);
    await page.getByTestId("unsubscribe").click();
    await page.getByTestId("unsubscribed").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe("Vous êtes désinscrit");
  });

  it("At 1280 px without JavaScript the /newsletter page signs up, and its unsubscribe link works in one click", async () => {
    const email = `lezer-${randomBytes(4).toString("hex")}@voorbeeld.nl`;
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto("/nl/newsletter");
    const main = page.locator("main");
    await expect(main.textContent()).resolves.toContain("één keer per maand");
    await page.screenshot({ path: `${SHOTS}/newsletter-page-1280.png` });
    await main.getByRole("textbox", { name: "Uw e-mailadres" }).fill(email);
    await main.getByRole("button", { name: "Ga", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/nl/newsletter");
    await expect(main.textContent()).resolves.toContain("Volg de link erin");
    const mail = await mailedLinks(email);
    await page.goto(mail.confirm);
    await page.getByTestId("confirm-subscription").click();
    await page.getByTestId("newsletter-confirmed").waitFor();
    expect(await subscriberStatus(email)).toBe("confirmed");
    const list = await api<{ data: { email: string; source: string; consented_at: string }[] }>("GET", `ad/file/forms?q=${encodeURIComponent(email)}`, {
      token: await apiToken(),
    });
    expect(list.body.data[0]).toMatchObject({ email, source: "newsletter-page" });

    await page.goto("/nl/newsletter");
    await page.getByTestId("newsletter-unsubscribe-link").click();
    await page.locator("main").getByRole("textbox", { name: "Uw e-mailadres" }).fill(email);
    await page.screenshot({ path: `${SHOTS}/newsletter-unsubscribe-form-1280.png` });
    await page.getByTestId("unsubscribe").click();
    await page.getByTestId("unsubscribed").waitFor();
    expect(await subscriberStatus(email)).toBeUndefined();
    await page.screenshot({ path: `${SHOTS}/newsletter-unsubscribed-1280.png` });
  });
});
