import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, apiToken, eventually, expectNotice, findId, newSignedInPage, openAdmin, removeAfterTest, row, unique } from "./admin-utils.ts";
import { animationsDone, useBrowser } from "./utils.ts";

const session = useBrowser();

/** A contact enquiry sent through the public form API for the running test, removed when it ends. */
async function anEnquiry() {
  const enquiry = {
    name: unique("E2E Noor Jacobs"),
    company: "Tuin & Zo",
    phone: "+32 470 65 43 21",
    email: "noor.e2e@example.com",
    title: "Spare blade for the 40V mower",
    country: "BE",
    message: "Which blade fits the 40V mower bought last spring?",
    form: "contact",
  };
  expect((await api("POST", "demands", { body: enquiry })).status).toBe(201);
  removeAfterTest("demands", () => findId<{ name: string }>("demands", enquiry.name, (found) => found.name === enquiry.name));
  return enquiry;
}

/** The enquiry list, searched for `name`, with its drawer open on that enquiry. */
async function openEnquiry(name: string): Promise<Page> {
  const page = await newSignedInPage(session);
  await openAdmin(page, `/admin/customer-enquiries?q=${encodeURIComponent(name)}`, row(page, name));
  await openDrawer(page, name);
  return page;
}

async function openDrawer(page: Page, name: string): Promise<void> {
  await row(page, name).getByRole("button", { name, exact: true }).click();
  await drawer(page).waitFor();
}

const drawer = (page: Page) => page.getByRole("dialog", { name: /Spare blade for the 40V mower/ });
const note = (page: Page) => drawer(page).getByRole("textbox", { name: "Note" });
const unsaved = (page: Page) => page.getByRole("dialog", { name: "Discard unsaved changes?" });

/** The note stored for the enquiry named `name` ("" for none). */
async function storedNote(name: string): Promise<string> {
  const found = await api<{ data: { name: string; note: string | null }[] }>("GET", `ad/demands?q=${encodeURIComponent(name)}`, { token: await apiToken() });
  const enquiry = found.body.data.find((candidate) => candidate.name === name);
  expect(enquiry, `enquiry ${name}`).toBeDefined();
  return enquiry?.note ?? "";
}

/** Answers "Keep editing" to the discard dialog and checks the drawer still holds the typed note. */
async function keepEditing(page: Page, typed: string): Promise<void> {
  // A click while the dialog still zooms in can miss its button.
  await animationsDone(unsaved(page));
  await unsaved(page).getByRole("button", { name: "Keep editing" }).click();
  await unsaved(page).waitFor({ state: "detached" });
  await expect(note(page).inputValue()).resolves.toBe(typed);
}

describe("The enquiry drawer's note", () => {
  it("Closing an enquiry with an unsaved note asks first, by the close button, Escape or the mask", async () => {
    const enquiry = await anEnquiry();
    const page = await openEnquiry(enquiry.name);
    const typed = "Sent the part number by phone.";
    await note(page).fill(typed);

    await drawer(page).getByRole("button", { name: "Close" }).click();
    await expect(unsaved(page).textContent()).resolves.toContain("The note on this enquiry is not saved yet.");
    await keepEditing(page, typed);
    await page.keyboard.press("Escape");
    await keepEditing(page, typed);
    await page.locator(".ant-drawer-mask").click({ position: { x: 40, y: 400 } });
    await keepEditing(page, typed);

    // The unsaved note also holds the browser tab, as an unsaved form does.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await eventually(() => dialogs).toEqual(["beforeunload"]);

    await page.keyboard.press("Escape");
    await unsaved(page).getByRole("button", { name: "Discard and close" }).click();
    await drawer(page).waitFor({ state: "hidden" });
    expect(new URL(page.url()).searchParams.get("open")).toBeNull();
    await openDrawer(page, enquiry.name);
    await expect(note(page).inputValue()).resolves.toBe("");
    expect(await storedNote(enquiry.name)).toBe("");
  });

  it("Closing an enquiry without a change, or once its note is saved, does not ask", async () => {
    const enquiry = await anEnquiry();
    const page = await openEnquiry(enquiry.name);
    await drawer(page).getByRole("button", { name: "Close" }).click();
    await drawer(page).waitFor({ state: "hidden" });

    await openDrawer(page, enquiry.name);
    await note(page).fill("Blade 40-B posted today.");
    await drawer(page).getByRole("button", { name: "Save note" }).click();
    await expectNotice(page, "Note saved");
    await page.keyboard.press("Escape");
    await drawer(page).waitFor({ state: "hidden" });
    expect(await unsaved(page).count()).toBe(0);
    expect(await storedNote(enquiry.name)).toBe("Blade 40-B posted today.");
  });
});
