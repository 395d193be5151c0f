import { z } from "zod";
import { enquiryRecords } from "#server/services/enquiries.ts";
import { newsletterSignUpRecords } from "#server/services/subscriptions.ts";
import { ENQUIRY_FORMS } from "#domain/forms/enquiry.ts";
import { LOCALES } from "#domain/locales.ts";
import { NEWSLETTER_STATUSES } from "#domain/newsletter.ts";
import type { ApiDeps } from "../deps.ts";
import { sendCsv } from "../csv.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { enquiry, enquiryMarking, newsletterSignUp } from "#domain/models.ts";
import { dataOf, flagQuery, text } from "#domain/schemas.ts";
import { crudEndpoints, listQueryOf, listRequestOf, type CrudResource } from "./crud.ts";
import { RESOURCES } from "#domain/resources.ts";

const enquiries: CrudResource = {
  path: "/demands",
  tag: "Enquiries",
  label: "Enquiry",
  records: enquiryRecords,
  record: enquiry,
  sortColumns: RESOURCES.enquiries.sortColumns,
  searchHint: "name, company, email, phone, title, message and note",
  filters: {
    form: z.enum(ENQUIRY_FORMS).optional(),
    handled: flagQuery.optional(),
    country: text(8).optional(),
    locale: z.enum(LOCALES).optional(),
  },
  where: (query) => ({
    form: query.form as string | undefined,
    handled: query.handled as number | undefined,
    country: query.country as string | undefined,
    locale: query.locale as string | undefined,
  }),
  dated: true,
};

const newsletterSignUps: CrudResource = {
  path: "/file/forms",
  tag: "Subscriptions",
  label: "Subscription",
  records: newsletterSignUpRecords,
  record: newsletterSignUp,
  sortColumns: RESOURCES.newsletterSignUps.sortColumns,
  searchHint: "the email address",
  filters: {
    locale: z.enum(LOCALES).optional(),
    status: z
      .enum([...NEWSLETTER_STATUSES, "all"])
      .default("confirmed")
      .meta({ description: "confirmed (the default: only they are subscribers), pending (awaiting their link) or all" }),
  },
  where: (query) => ({ locale: query.locale as string | undefined, status: query.status === "all" ? undefined : (query.status as string) }),
  dated: true,
};

const ENQUIRY_COLUMNS = [
  "id",
  "created_at",
  "form",
  "name",
  "company",
  "email",
  "phone",
  "country",
  "title",
  "message",
  "locale",
  "handled",
  "handled_at",
  "note",
];
const NEWSLETTER_SIGN_UP_COLUMNS = ["id", "created_at", "email", "locale", "status", "source", "consented_at", "confirmed_at"];

/** Enquiries (list, mark handled, delete, export) and newsletter sign-ups (list, delete, export). */
export function adminEnquiryEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services } = deps;
  api.add({
    method: "put",
    path: "/demands/_",
    tag: "Enquiries",
    summary: "Mark enquiries handled or not, and/or set their note",
    description: "All or nothing: if any id does not exist, nothing changes (404). handled sets handled_at (or clears it).",
    body: enquiryMarking,
    responses: { 200: { description: "How many enquiries changed", schema: dataOf(z.object({ updated: z.int() })) } },
    async handle({ body }, res) {
      sendData(res, await services.enquiries.markEnquiries(body));
    },
  });
  for (const [resource, columns, name] of [
    [enquiries, ENQUIRY_COLUMNS, "enquiries"],
    [newsletterSignUps, NEWSLETTER_SIGN_UP_COLUMNS, "subscriptions"],
  ] as const) {
    const { page: _page, per_page: _perPage, ...filters } = listQueryOf(resource).shape;
    api.add({
      method: "get",
      path: `${resource.path}/_export`,
      tag: resource.tag,
      summary: `Download ${name} as CSV`,
      description: "Takes the list's filters (q, from, to, …) and sort; at most 50,000 rows.",
      query: z.object(filters),
      responses: { 200: { description: "CSV with a header row", contentType: "text/csv", schema: z.string() } },
      async handle({ query }, res) {
        const request = await listRequestOf(resource, { ...query, page: 1, per_page: 1 });
        const rows = await services.records.exportRecords(resource.records, request);
        sendCsv(res, name, columns, rows as Record<string, unknown>[]);
      },
    });
    crudEndpoints(api, deps, resource);
  }
}
