import { z } from "zod";
import { currentAdmin } from "#server/http/auth.ts";
import { FINDER_GROUP_SIZE, FINDER_GROUPS, FINDER_MIN_LENGTH } from "#server/services/admin-search.ts";
import { dataOf } from "#domain/schemas.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";

const perLanguage = z.object({ en: z.string(), fr: z.string(), nl: z.string() });

const finderResult = z
  .object({
    group: z.enum(FINDER_GROUPS),
    hits: z.array(z.object({ id: z.int(), title: perLanguage, detail: z.string(), status: z.string().optional() })),
  })
  .meta({ id: "FinderResult" });

/** The admin's finder (Ctrl+K, decision 093): one search across the records the caller may open. */
export function adminSearchEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  api.add({
    method: "get",
    path: "/search",
    tag: "Search",
    summary: "Find records by name across the admin",
    description:
      `Products (names in en/fr/nl, model), categories, articles, category pages, dealers (name, town, postcode), parts (number, names) ` +
      `and, for admins only, enquiries (email, name, company): every word of q must match. At most ${FINDER_GROUP_SIZE} per group; ` +
      `groups without a match are left out; q shorter than ${FINDER_MIN_LENGTH} characters finds nothing.`,
    query: z.object({
      q: z.string().max(200).default(""),
      groups: z
        .string()
        .transform((value) => value.split(",").map((group) => group.trim()))
        .pipe(z.array(z.enum(FINDER_GROUPS)))
        .optional()
        .meta({ description: `Only these kinds, comma-separated (${FINDER_GROUPS.join(", ")}); all the caller may see when left out` }),
    }),
    responses: { 200: { description: "Matches grouped by kind, in a fixed order", schema: dataOf(z.array(finderResult)) } },
    async handle({ query }, res) {
      sendData(res, await services.adminSearch.findInAdmin(query.q, currentAdmin(res).role, query.groups));
    },
  });
}
