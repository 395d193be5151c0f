import { describe, expect, it } from "vitest";
import type { FileStore } from "#server/services/storage.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { buildDocuments } from "./documents.ts";
import type { Painter } from "./images.ts";
import { buildProducts } from "./products.ts";

/** Each demo user manual speaks of its own model, with the figures of its data. */

/** Products without their pictures: only their data matters here. */
const noPictures: Painter = { paint: () => Promise.resolve("/media/demo.webp"), painted: () => Promise.resolve([]) };

function memoryStore(): FileStore & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: (key, body) => Promise.resolve(void files.set(key, body)),
    get: (key) => Promise.resolve(files.get(key)),
    remove: (key) => Promise.resolve(void files.delete(key)),
  };
}

describe("the demo user manuals", () => {
  it("name their own model and figures: the robot mower's is not the leaflet about triggers and removable batteries", async () => {
    const products = (await buildProducts(noPictures)).filter((product) => ["FT-RM600", "FT-CS4035"].includes(product.model));
    const store = memoryStore();
    const documents = await buildDocuments(store, products);
    const manual = async (model: string, locale: string) => {
      const document = documents.find((d) => d.model === model && d.kind === "user_manual" && d.locale === locale)!;
      return (await pdfText(store.files.get(document.file_key)!)).replace(/\s+/g, " ");
    };

    const robot = products.find((product) => product.model === "FT-RM600")!;
    const text = await manual("FT-RM600", "en");
    expect(text).toContain("Robotic Lawn Mower R600");
    expect(text).toContain("model FT-RM600");
    expect(text).toContain("built-in battery");
    expect(text).toContain("STOP button");
    expect(text).not.toMatch(/trigger|Slide the battery|start lever|All models of the range/i);
    expect(text).toContain(`Cutting width: ${robot.specs.get("cutWidth")} cm`);
    expect(text).toContain(`Recommended lawn size: ${robot.specs.get("area")} m²`);

    const saw = await manual("FT-CS4035", "en");
    expect(saw).toContain("FT-CS4035");
    expect(saw).toContain("chain brake");
    expect(saw).toContain("runs on any Fantai 40V battery");
    expect(saw).not.toContain("charging station");
    // The other kinds stay one text for the whole range.
    expect(documents.filter((d) => d.kind === "safety_instructions").length).toBeGreaterThan(0);
  }, 120_000);
});
