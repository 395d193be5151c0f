import { RocketOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { campaignInput } from "#domain/models.ts";
import { CAMPAIGN_STATUSES } from "#domain/admin-contract.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";
import type { CampaignRecord } from "./kinds.ts";

/** Campaigns (decision 060): several records published together at a set time, all or nothing. */
export const campaigns: CrudDefinition = {
  resource: "campaigns",
  ...declared("campaigns"),
  icon: RocketOutlined,
  group: "content",
  list: lazy(() => import("./list.tsx")),
  edit: lazy(() => import("./edit.tsx")),
  titleField: "name",
  fields: withServerLimits(campaignInput, [
    { name: "name", kind: "text", required: true },
    { name: "publish_at", kind: "date", help: true },
    { name: "unpublish_at", kind: "date", help: true },
    { name: "items", kind: "custom", control: lazy(() => import("./records-input.tsx")), help: true },
  ]),
  defaults: { items: [] },
  searchParam: "q",
  filters: [{ name: "status", kind: "select", options: CAMPAIGN_STATUSES }],
  defaultSort: { field: "id", order: "desc" },
  // The form keeps what the screen shows of each record (GET and update answer them); the API takes the kind and id.
  fromForm: (values) => ({
    name: values.name,
    publish_at: values.publish_at ?? null,
    unpublish_at: values.unpublish_at ?? null,
    items: ((values.items ?? []) as CampaignRecord[]).map(({ resource, record_id }) => ({ resource, record_id })),
  }),
};
