import type { PublishableResource } from "#domain/resources.ts";
import type { CampaignItem } from "#domain/models.ts";
import { articles } from "../articles/index.ts";
import { commodities } from "../commodities/index.ts";
import { landingPageOnes } from "../landing-page-ones/index.ts";
import { landingPageTwos } from "../landing-page-twos/index.ts";
import { posters } from "../posters/index.ts";
import type { CrudDefinition } from "../types.ts";

/** What a campaign can publish, by admin API path: the screen that edits each kind (its title field, list call and address). */
export const CAMPAIGN_KINDS: Record<PublishableResource, CrudDefinition> = {
  commodities,
  articles,
  "page/ones": landingPageOnes,
  "page/twos": landingPageTwos,
  posters,
};

/** A record of a campaign as its form holds it: what the API takes, and what the API told of it once saved. */
export type CampaignRecord = Pick<CampaignItem, "resource" | "record_id"> & Partial<Omit<CampaignItem, "id" | "resource" | "record_id">>;

/** The admin address of a record of a campaign. */
export const recordEditPath = (resource: PublishableResource, id: number): string => `/admin/${CAMPAIGN_KINDS[resource].path}/${id}`;
