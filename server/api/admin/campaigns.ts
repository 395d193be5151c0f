import { z } from "zod";
import { noteAudit } from "./audit-note.ts";
import { campaignRecords } from "#server/services/campaigns.ts";
import { currentAdmin } from "#server/http/auth.ts";
import { messageFor } from "#server/http/errors.ts";
import { RESOURCES } from "#domain/resources.ts";
import { dayStartsAt } from "#domain/calendar-days.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { calendarEntry, campaign, campaignInput, campaignItem } from "#domain/models.ts";
import { dataOf, errorSchema, idParam, validationErrorSchema } from "#domain/schemas.ts";
import { crudEndpoints } from "./crud.ts";

const TAG = "Campaigns";
const fallbackList = z.array(campaignItem.pick({ resource: true, record_id: true, title: true, fallbacks: true }));

/** At most a quarter at a time: a month view with its neighbours' edges. */
const CALENDAR_MAX_DAYS = 100;

/** Campaigns: a named release of several records published together, all or nothing (decision 060). */
export function adminCampaignEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services } = deps;
  api.add({
    method: "get",
    path: "/campaigns/_calendar",
    tag: TAG,
    summary: "What is scheduled in a period",
    description: `Campaigns by their time, and records with a publish time of their own (posters also their end), between from and to (days in Brussels, at most ${CALENDAR_MAX_DAYS} days).`,
    query: z
      .object({ from: z.iso.date(), to: z.iso.date() })
      .refine(({ from, to }) => from < to, { message: "to must come after from.", path: ["to"] })
      .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= CALENDAR_MAX_DAYS * 86_400_000, {
        message: `At most ${CALENDAR_MAX_DAYS} days at a time.`,
        path: ["to"],
      }),
    responses: { 200: { description: "Entries, in time order", schema: dataOf(z.array(calendarEntry)) } },
    async handle({ query }, res) {
      sendData(res, await services.campaigns.scheduleCalendar({ from: dayStartsAt(query.from), to: dayStartsAt(query.to) }));
    },
  });

  crudEndpoints(api, deps, {
    path: "/campaigns",
    tag: TAG,
    label: "Campaign",
    records: campaignRecords,
    record: campaign.extend({ items: z.array(campaignItem).optional().meta({ description: "In GET …/{id}: the records, described" }) }),
    show: (id) => services.campaigns.getCampaign(id),
    input: campaignInput,
    sortColumns: RESOURCES.campaigns.sortColumns,
    searchHint: "the name",
    filters: { status: campaign.shape.status.optional() },
    where: (query) => ({ status: query.status as string | undefined }),
  });

  api.add({
    method: "get",
    path: "/campaigns/:id/items",
    tag: TAG,
    summary: "The records of a campaign",
    description: "Each with its name, publishing state, pending changes and the fields whose French or Dutch text would fall back.",
    params: idParam,
    responses: { 200: { description: "Records, in the order added", schema: dataOf(z.array(campaignItem)) } },
    async handle({ params }, res) {
      sendData(res, await services.campaigns.listCampaignItems(params.id));
    },
  });
  api.add({
    method: "post",
    path: "/campaigns/:id/_schedule",
    tag: TAG,
    summary: "Schedule a campaign",
    description:
      "Every record is published at the campaign's publish_at, all or nothing; a time already past publishes at once. " +
      "422 without a time or records, or while one of its records was deleted. When some French or Dutch text would fall back to English, " +
      "answers 409 with the records and fields unless `confirm_fallbacks` is true.",
    params: idParam,
    body: z.object({ confirm_fallbacks: z.boolean().optional() }),
    audit: { action: "schedule" },
    responses: {
      200: { description: "Scheduled (or published, when its time had passed)", schema: dataOf(campaign.extend({ published_now: z.boolean() })) },
      409: { description: "Text would fall back: confirm, or translate first", schema: z.object({ message: z.string(), fallbacks: fallbackList }) },
      422: { description: "No time, no records, or a record deleted", schema: validationErrorSchema },
    },
    async handle({ params, body }, res, req) {
      const result = await services.campaigns.scheduleCampaign(params.id, {
        confirmFallbacks: body.confirm_fallbacks === true,
        actor: currentAdmin(res).email,
      });
      if ("fallbacks" in result) {
        res.status(409).json({ message: messageFor(req, "Some French or Dutch texts would show the English text instead."), fallbacks: result.fallbacks });
        return;
      }
      // Logged as it happened: scheduled, or published at once when its time had passed (the clock logs its own publishing).
      noteAudit(res, { action: result.published ? "publish" : "schedule", recordTitle: result.campaign.name });
      sendData(res, { ...result.campaign, published_now: result.published });
    },
  });
  api.add({
    method: "post",
    path: "/campaigns/:id/_unschedule",
    tag: TAG,
    summary: "Unschedule a campaign",
    description: "Back to draft: nothing is published at its time. 409 unless it is scheduled.",
    params: idParam,
    audit: { action: "unschedule" },
    responses: { 200: { description: "A draft again", schema: dataOf(campaign) }, 409: { description: "Not scheduled", schema: errorSchema } },
    async handle({ params }, res) {
      sendData(res, await services.campaigns.unscheduleCampaign(params.id));
    },
  });
}
