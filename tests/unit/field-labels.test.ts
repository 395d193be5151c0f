import { describe, expect, it } from "vitest";
import type { z } from "zod";
import enAdmin from "../../locales/en/admin.json" with { type: "json" };
import frAdmin from "../../locales/fr/admin.json" with { type: "json" };
import nlAdmin from "../../locales/nl/admin.json" with { type: "json" };
import { fieldLabelKey, resourceOfApi } from "#domain/field-labels.ts";
import { adminDealer } from "#domain/dealer-models.ts";
import { adminDocument } from "#domain/document-models.ts";
import { article, campaign, product, categoryPage, subcategoryPage, poster, posterLike, socialCode, slide } from "#domain/models.ts";
import { adminPart } from "#domain/part-models.ts";
import { safetyNoticeRecord } from "#domain/safety-models.ts";
import type { ResourceName } from "#domain/resources.ts";
import { fieldLabel } from "#server/http/field-labels.ts";
import { REFERENCING_TABLES } from "#server/services/media-references.ts";

const TEXTS = { en: enAdmin, fr: frAdmin, nl: nlAdmin } as const;

/** The text at a dotted key, if there is one. */
function textAt(texts: unknown, key: string): string | undefined {
  let node = texts;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" && node ? node : undefined;
}

/**
 * The records whose fields the history, the conflict dialog and the audit log show (each kept revision is the record
 * as the API answers it, so its model lists every field those screens can name).
 */
const RECORDS_WITH_HISTORY: [ResourceName, z.ZodObject][] = [
  ["products", product],
  ["articles", article],
  ["posters", poster],
  ["cardAdverts", posterLike],
  ["rotationCharts", posterLike],
  ["listPosters", posterLike],
  ["categoryPageSlides", slide],
  ["categoryPages", categoryPage],
  ["subcategoryPages", subcategoryPage],
  ["socialCodes", socialCode],
  ["campaigns", campaign],
  ["dealers", adminDealer],
  ["documents", adminDocument],
  ["parts", adminPart],
  ["safetyNotices", safetyNoticeRecord],
];

/** Every field a screen may name: the records' fields and the columns the media's where-used list names. */
function shownFields(): [ResourceName, string][] {
  const fromRecords = RECORDS_WITH_HISTORY.flatMap(([resource, model]) => Object.keys(model.shape).map((field): [ResourceName, string] => [resource, field]));
  const fromMedia = REFERENCING_TABLES.flatMap((table) =>
    table.columns.map(({ column }): [ResourceName, string] => {
      const resource = resourceOfApi(table.resource);
      if (!resource) throw new Error(`The media references name ${table.resource}, which no resource declares`);
      return [resource, column];
    }),
  );
  return [...fromRecords, ...fromMedia];
}

describe("field labels (decision 093)", () => {
  it("has a label in English, French and Dutch for every field the history, conflict, audit and where-used screens show", () => {
    const missing: string[] = [];
    for (const [resource, field] of shownFields()) {
      const { keys } = fieldLabelKey(resource, field);
      for (const [locale, texts] of Object.entries(TEXTS)) {
        if (!keys.some((key) => textAt(texts, key))) missing.push(`${locale}: ${resource}.${field} (${keys[0]})`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("names a localized column by its field and language, and a renamed one by its form's name", () => {
    expect(fieldLabel("products", "en_summary", "en")).toBe("Summary (EN)");
    expect(fieldLabel("products", "fr_name", "fr")).toBe("Nom (FR)");
    expect(fieldLabel("products", "main_img_url", "nl")).toBe("Hoofdafbeelding");
    expect(fieldLabel("products", "attr_sort", "en")).toBe(fieldLabel("products", "attrSort", "en"));
    expect(fieldLabel("articles", "updated_at", "fr")).toBe("Modifié le");
    expect(resourceOfApi("page/ones")).toBe("categoryPages");
  });
});
