import { Router } from "express";
import { z } from "zod";
import { methodNotAllowed, notFound } from "#server/http/errors.ts";
import { LOCALES } from "#src/lib/locales.ts";
import type { ApiDeps } from "../index.ts";
import { sendData, sendPage } from "../envelope.ts";
import { idList, idParam, pageQuery } from "../schemas.ts";

export const COMMODITY_PAGE_SIZE = 9;

const listQuery = pageQuery(COMMODITY_PAGE_SIZE).extend({
  commodityTypeIds: idList.optional(),
  "commodityTypeIds[]": idList.optional(),
  en_name: z.string().max(100).optional(),
  fr_name: z.string().max(100).optional(),
  nl_name: z.string().max(100).optional(),
  attrSort: z.enum(["0", "1"]).optional(),
});

export function publicCommoditiesRouter({ services }: ApiDeps): Router {
  const router = Router();
  router
    .route("/commodities")
    .get(async (req, res) => {
      const query = listQuery.parse(req.query);
      const locale = LOCALES.find((l) => query[`${l}_name`]);
      const page = await services.catalogue.listCommodities({
        page: query.page,
        perPage: query.per_page,
        commodityTypeIds: query.commodityTypeIds ?? query["commodityTypeIds[]"],
        search: locale ? { locale, term: query[`${locale}_name`] ?? "" } : undefined,
        featured: query.attrSort === "1",
      });
      sendPage(res, page);
    })
    .all(methodNotAllowed);
  router
    .route("/commodities/:id")
    .get(async (req, res) => {
      const { id } = idParam.parse(req.params);
      const commodity = await services.catalogue.getCommodity(id);
      if (!commodity) throw notFound("Commodity");
      sendData(res, commodity);
    })
    .all(methodNotAllowed);
  return router;
}
