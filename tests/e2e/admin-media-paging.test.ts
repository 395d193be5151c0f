import { describe, expect, it, onTestFinished } from "vitest";
import { api, apiToken, confirmPopup, openAdmin, pngFixture, row, unique, newSignedInPage } from "./admin-utils.ts";
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
    await page.getByText(`${second} deleted`).first().waitFor();
    await row(page, first).waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  });
});
