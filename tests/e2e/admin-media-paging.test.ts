import { describe, expect, it, onTestFinished } from "vitest";
import { api, apiToken, confirmPopup, eventually, openAdmin, pane, pngFixture, row, rows, search, unique, newSignedInPage } from "./admin-utils.ts";
import { baseUrl, useBrowser } from "./utils.ts";

const session = useBrowser();

async function libraryIds(token: string, q: string): Promise<number[]> {
  const found = await api<{ data: { id: number }[] }>("GET", `ad/media?q=${encodeURIComponent(q)}`, { token });
  return found.body.data.map((image) => image.id);
}

/** Uploads an image named `name` to the library through the API. */
async function upload(token: string, name: string): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array((await pngFixture("#4a7f3a")).buffer)], { type: "image/png" }), name);
  const response = await fetch(`${baseUrl()}/api/ad/media`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status, `upload ${name}`).toBe(201);
}

/** Two library images whose names start with one stamp, removed when the running test ends. */
async function twoImages(): Promise<{ stamp: string; first: string; second: string }> {
  const token = await apiToken();
  const stamp = unique("e2e-paging").replace(/\W+/g, "-");
  onTestFinished(async () => {
    const ids = await libraryIds(token, stamp);
    if (ids.length) expect((await api("DELETE", `ad/media/_delete?ids=${ids.join(",")}`, { token })).status).toBe(200);
  });
  const [first, second] = [`${stamp}-a.png`, `${stamp}-b.png`];
  for (const name of [first, second]) await upload(token, name);
  return { stamp, first, second };
}

describe("Media library paging", () => {
  it("Deleting the only image of the last page moves the library back to the page that is now last", async () => {
    const { stamp, first, second } = await twoImages();
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/media?q=${stamp}&per_page=1&page=2&sort=original_name&order=asc`, row(page, second));
    await row(page, second)
      .getByRole("button", { name: `Delete ${second}` })
      .click();
    await confirmPopup(page);
    await page.getByText(`“${second}” moved to the trash`).first().waitFor();
    await row(page, first).waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  });

  it("Each tab of the library keeps its own page and search: paging the images leaves the documents where they were", async () => {
    const { stamp, first, second } = await twoImages();
    const documents = await api<{ data: { title: string }[] }>("GET", "ad/documents?per_page=1", { token: await apiToken() });
    const title = documents.body.data[0]!.title;
    const page = await newSignedInPage(session);
    const searchBox = () => pane(page).getByRole("searchbox", { name: "Search" });
    const tab = (name: string) => pane(page).getByRole("tab", { name });
    await openAdmin(page, `/admin/media?q=${stamp}&per_page=1&page=2&sort=original_name&order=asc`, row(page, second));

    // The documents open on their own first page, unsearched, and are searched on their own.
    await tab("Documents (PDF)").click();
    await row(page, title).first().waitFor();
    await expect(searchBox().inputValue()).resolves.toBe("");
    await search(page, title);
    // The list narrowed to the search (not only the address changed: the screen renders it a moment later).
    await eventually(async () => {
      const shown = await rows(page).allTextContents();
      return shown.length > 0 && shown.every((text) => text.includes(title));
    }).toBe(true);
    expect(new URL(page.url()).searchParams.get("q")).toBe(title);

    // The images are still on the second page of their search, and the documents on theirs.
    await tab("Images").click();
    await row(page, second).waitFor();
    expect(await row(page, first).count()).toBe(0);
    await expect(searchBox().inputValue()).resolves.toBe(stamp);
    await tab("Documents (PDF)").click();
    await row(page, title).first().waitFor();
    await expect(searchBox().inputValue()).resolves.toBe(title);

    // A reload (or the link shared) shows the same tab with the same search, and the images' page waits for their tab.
    await page.reload();
    await row(page, title).first().waitFor();
    await expect(tab("Documents (PDF)").getAttribute("aria-selected")).resolves.toBe("true");
    await expect(searchBox().inputValue()).resolves.toBe(title);
    await tab("Images").click();
    await row(page, second).waitFor();
  });
});
