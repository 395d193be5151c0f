import { z } from "zod";
import { mailOrigin } from "#server/http/origin.ts";
import { RecordNotFound } from "#server/services/errors.ts";
import { LABEL_SIZES_MM, labelPdf, labelSheetPdf, labelSvg, type LabelInput, type LabelSizeMm } from "#server/services/labels.ts";
import { modelPath } from "#domain/short-links.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { errorSchema, idParam, idsQuery } from "#domain/schemas.ts";

const size = z.coerce
  .number()
  .refine((value): value is LabelSizeMm => (LABEL_SIZES_MM as readonly number[]).includes(value), "Choose a label size of 15, 25 or 40 mm.")
  .default(25)
  .meta({ description: "The code's width in millimetres: 15, 25 or 40" });

/** Print-ready QR labels of products (decision 082): the code holds PUBLIC_URL + /m/{model}. */
export function adminLabelEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  const origin = mailOrigin(config);
  const labelsOf = async (ids: readonly number[]): Promise<LabelInput[]> => {
    const products = await services.catalogue.modelsOf(ids);
    if (!products.length) throw new RecordNotFound("Product");
    return products.map((product) => ({ model: product.model || `#${product.id}`, url: `${origin}${modelPath(product.model || String(product.id))}` }));
  };

  api.add({
    method: "get",
    path: "/commodities/:id/label",
    tag: "Commodities",
    summary: "A product's QR label (SVG or PDF, vector)",
    description: "The QR code of the product's short address /m/{model} with the model number under it, `size` mm wide.",
    params: idParam,
    query: z.object({ size, format: z.enum(["svg", "pdf"]).default("pdf") }),
    responses: { 200: { description: "image/svg+xml or application/pdf" }, 404: { description: "No such product", schema: errorSchema } },
    async handle({ params, query }, res) {
      const [label] = await labelsOf([params.id]);
      const name = `label-${label!.model.replace(/[^A-Za-z0-9-]+/g, "-")}-${query.size}mm.${query.format}`;
      res.set({ "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" });
      if (query.format === "svg") res.type("image/svg+xml").send(labelSvg(label!, query.size));
      else res.type("application/pdf").send(await labelPdf(label!, query.size));
    },
  });
  api.add({
    method: "get",
    path: "/labels/sheet",
    tag: "Commodities",
    summary: "An A4 sheet (PDF) of QR labels for several products",
    query: idsQuery.extend({ size, copies: z.coerce.number().int().min(1).max(50).default(1) }),
    responses: { 200: { description: "application/pdf" }, 404: { description: "None of the products exist", schema: errorSchema } },
    async handle({ query }, res) {
      const labels = await labelsOf(query.ids);
      res.set({ "Content-Disposition": `attachment; filename="labels-${query.size}mm.pdf"`, "Cache-Control": "private, no-store" });
      res.type("application/pdf").send(await labelSheetPdf(labels, query.size, query.copies));
    },
  });
}
