import type { PublishableResource } from "#domain/resources.ts";
import type { CampaignItem } from "#domain/models.ts";
import { articles } from "../articles/index.ts";
import { products } from "../products/index.ts";
import { categoryPages } from "../category-pages/index.ts";
import { subcategoryPages } from "../subcategory-pages/index.ts";
import { posters } from "../posters/index.ts";
import type { CrudDefinition } from "../types.ts";

/** What a campaign can publish, by admin API path: the screen that edits each kind (its title field, list call and address). */
export const CAMPAIGN_KINDS: Record<PublishableResource, CrudDefinition> = {
  commodities: products,
  articles,
  "page/ones": categoryPages,
  "page/twos": subcategoryPages,
  posters,
};

/** A record of a campaign as its form holds it: what the API takes, and what the API told of it once saved. */
export type CampaignRecord = Pick<CampaignItem, "resource" | "record_id"> & Partial<Omit<CampaignItem, "id" | "resource" | "record_id">>;

/** The admin address of a record of a campaign. */
export const recordEditPath = (resource: PublishableResource, id: number): string => `/admin/${CAMPAIGN_KINDS[resource].path}/${id}`;
