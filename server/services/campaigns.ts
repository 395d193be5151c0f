import { PostgresAdapter } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Campaign as CampaignRow } from "#server/db/schema.ts";
import { type CampaignStatus } from "#domain/admin-contract.ts";
import { RESOURCES, type PublishableResource } from "#domain/resources.ts";
import { fallbackFields } from "#domain/translation-completeness.ts";
import { recordAudit } from "./audit.ts";
import { productRecords } from "./catalogue.ts";
import { articleRecords, categoryPageRecords, subcategoryPageRecords, posterRecords } from "./content.ts";
import { Conflict, InvalidInput, RecordNotFound } from "./errors.ts";
import { discardPendingDraft, getPendingDraft } from "./publishing.ts";
import { checkPublishingWindow } from "./publishing-window.ts";
import { ensureExists, findRecord, getRecord, untyped, type RecordType } from "./records.ts";
import { EditConflict, updateWithHistory } from "./revisions.ts";

/**
 * Campaigns (decision 060): a named release of several records (a new mower, its
 * landing page, a home poster, an article) published together at a set time, all or nothing. The
 * scheduler (`publishDueCampaigns`, run by every instance's publishing clock) publishes each due
 * campaign exactly once, however many instances run it at the same moment.
 */
export type Campaign = Omit<CampaignRow, "status"> & { status: CampaignStatus };

interface PublishedKind {
  records: RecordType;
  /** The English column that names a record in lists and messages. */
  title: string;
}

const PUBLISHED_KINDS: Record<PublishableResource, PublishedKind> = {
  commodities: { records: productRecords, title: "en_name" },
  articles: { records: articleRecords, title: "en_title" },
  "page/ones": { records: categoryPageRecords, title: "en_banner_title" },
  "page/twos": { records: subcategoryPageRecords, title: "en_banner_title" },
  posters: { records: posterRecords, title: "en_name" },
};

const PUBLISHED_FOR_GOOD = "This campaign is published and can no longer change.";

/** Only a draft or failed campaign changes; a scheduled one is unscheduled first, a published one is history. */
async function ensureEditable(db: Db, id: number): Promise<CampaignRow> {
  const campaign = await db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
  if (!campaign) throw new RecordNotFound("Campaign");
  if (campaign.status === "scheduled") throw new Conflict("This campaign is scheduled: unschedule it before changing it.");
  if (campaign.status === "published") throw new Conflict(PUBLISHED_FOR_GOOD);
  return campaign;
}

export const campaignRecords: RecordType<Campaign> = {
  label: "Campaign",
  table: "campaigns",
  searchColumns: ["name"],
  sortColumns: RESOURCES.campaigns.sortColumns,
  defaultSort: "id",
  defaultOrder: "desc",
  updatedAt: true,
  // The records live in campaign_items: kept out of the row, written after it in the same transaction.
  toColumns: ({ items: _items, ...columns }) => columns,
  async afterWrite(db, id, input) {
    if (Array.isArray(input.items)) await setCampaignItems(db, id, input.items as Array<{ resource: PublishableResource; record_id: number }>);
  },
  async check(db, values, id) {
    if (id === undefined) return checkPublishingWindow(values.publish_at as string | null, values.unpublish_at as string | null);
    const current = await ensureEditable(db, id);
    const merged = { ...current, ...values };
    checkPublishingWindow(merged.publish_at, merged.unpublish_at);
  },
  present: (row: CampaignRow) => row as Campaign,
};

/* ---------- Items ---------- */

export interface CampaignItem {
  id: number;
  resource: PublishableResource;
  record_id: number;
  /** The record's English name; empty when it was deleted. */
  title: string;
  /** The record's own publishing state; null when it was deleted. */
  status: string | null;
  publish_at: string | null;
  /** Deleted since it was added: the campaign cannot be published while it is listed. */
  missing: boolean;
  /** Has changes kept apart (decision 059), which the campaign publishes with it. */
  pending_changes: boolean;
  /** Fields written in English but blank in French or Dutch, as the record will be published. */
  fallbacks: { fr: string[]; nl: string[] };
}

async function describeItem(db: Db, item: { id: number; resource: string; record_id: number }): Promise<CampaignItem> {
  const resource = item.resource as PublishableResource;
  const kind = PUBLISHED_KINDS[resource];
  const row = await findRecord(db, kind.records, item.record_id);
  const draft = row ? await getPendingDraft(db, resource, item.record_id) : null;
  // As the campaign will publish it: the record as the admin API answers it, with its pending changes.
  const published: Record<string, unknown> | undefined = row ? { ...(row as object), ...(draft?.changes ?? {}) } : undefined;
  return {
    id: item.id,
    resource,
    record_id: item.record_id,
    title: published ? String(published[kind.title] ?? "") : "",
    status: published ? String(published.status) : null,
    publish_at: published ? ((published.publish_at as string | null) ?? null) : null,
    missing: !row,
    pending_changes: draft !== null,
    fallbacks: published ? fallbackFields(published) : { fr: [], nl: [] },
  };
}

/** The campaign with its records described (the admin's edit screen). */
export async function getCampaign(db: Db, id: number): Promise<Campaign & { items: CampaignItem[] }> {
  const campaign = await getRecord(db, campaignRecords, id);
  return { ...campaign, items: await describeItems(db, id) };
}

export async function listCampaignItems(db: Db, campaignId: number): Promise<CampaignItem[]> {
  await getRecord(db, campaignRecords, campaignId);
  return describeItems(db, campaignId);
}

/** The records of a campaign known to exist, in the order added. */
async function describeItems(db: Db, campaignId: number): Promise<CampaignItem[]> {
  const items = await db.selectFrom("campaign_items").select(["id", "resource", "record_id"]).where("campaign_id", "=", campaignId).orderBy("id").execute();
  return Promise.all(items.map((item) => describeItem(db, item)));
}

/**
 * Replaces the campaign's records with `items` (in that order, a record named twice counted once), in
 * the save's transaction: a record that does not exist refuses the whole save (422).
 */
async function setCampaignItems(db: Db, campaignId: number, items: ReadonlyArray<{ resource: PublishableResource; record_id: number }>): Promise<void> {
  const seen = new Set<string>();
  const unique: Array<(typeof items)[number]> = [];
  for (const [index, item] of items.entries()) {
    const key = `${item.resource}:${item.record_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { records } = PUBLISHED_KINDS[item.resource];
    await ensureExists(db, records.table, item.record_id, `items.${index}.record_id`, records.label.toLowerCase());
    unique.push(item);
  }
  await db.deleteFrom("campaign_items").where("campaign_id", "=", campaignId).execute();
  const created_at = new Date().toISOString();
  if (unique.length)
    await db
      .insertInto("campaign_items")
      .values(unique.map((item) => ({ campaign_id: campaignId, resource: item.resource, record_id: item.record_id, created_at })))
      .execute();
}

/* ---------- Scheduling ---------- */

/** The records whose French or Dutch text would fall back, which scheduling asks the editor to confirm. */
export type CampaignFallbacks = Array<Pick<CampaignItem, "resource" | "record_id" | "title" | "fallbacks">>;

export type ScheduleResult = { campaign: Campaign; published: boolean } | { fallbacks: CampaignFallbacks };

/**
 * Schedules the campaign for its publish_at. Refused (422) without a time or records, or while a
 * record of it was deleted; answers the fallbacks instead when some text would fall back and the
 * editor has not confirmed them. A time already past publishes it at once.
 */
export async function scheduleCampaign(db: Db, id: number, request: { confirmFallbacks: boolean; actor: string }, now = new Date()): Promise<ScheduleResult> {
  const campaign = await getRecord(db, campaignRecords, id);
  if (campaign.status === "published") throw new Conflict(PUBLISHED_FOR_GOOD);
  if (!campaign.publish_at) throw new InvalidInput("publish_at", "Choose when the campaign is published.");
  const items = await describeItems(db, id);
  if (!items.length) throw new InvalidInput("items", "Add at least one record to the campaign.");
  const missing = items.find((item) => item.missing);
  if (missing) throw new InvalidInput("items", `${labelOf(missing.resource)} #${missing.record_id} was deleted: remove it from the campaign.`);
  const fallbacks = items.filter((item) => item.fallbacks.fr.length || item.fallbacks.nl.length);
  if (fallbacks.length && !request.confirmFallbacks) {
    return { fallbacks: fallbacks.map(({ resource, record_id, title, fallbacks }) => ({ resource, record_id, title, fallbacks })) };
  }
  const stamp = now.toISOString();
  await db
    .updateTable("campaigns")
    .set({ status: "scheduled", failure: "", scheduled_by: request.actor.slice(0, 255), updated_at: stamp })
    .where("id", "=", id)
    .where("status", "in", ["draft", "failed", "scheduled"])
    .execute();
  const published = campaign.publish_at <= stamp ? (await publishDueCampaigns(db, now)).some((run) => run.id === id && run.published) : false;
  return { campaign: await getRecord(db, campaignRecords, id), published };
}

/** Back to draft: nothing is published at its time. Only a scheduled campaign can be unscheduled. */
export async function unscheduleCampaign(db: Db, id: number): Promise<Campaign> {
  const result = await db
    .updateTable("campaigns")
    .set({ status: "draft", updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await getRecord(db, campaignRecords, id);
    throw new Conflict("Only a scheduled campaign can be unscheduled.");
  }
  return getRecord(db, campaignRecords, id);
}

function labelOf(resource: PublishableResource): string {
  return PUBLISHED_KINDS[resource].records.label;
}

/** A campaign that cannot be published as a whole; the message says which record and why. */
class CampaignRefused extends Error {}

/**
 * Publishes every record of the campaign in the caller's transaction: its pending changes (if any)
 * applied, status published, publish_at cleared, and a poster's unpublish_at the campaign's end. Each save keeps a revision naming who scheduled the campaign.
 */
async function publishItems(trx: Db, campaign: CampaignRow): Promise<number> {
  const items = await trx.selectFrom("campaign_items").select(["resource", "record_id"]).where("campaign_id", "=", campaign.id).orderBy("id").execute();
  if (!items.length) throw new CampaignRefused(`The campaign "${campaign.name}" has no records left; nothing was published.`);
  for (const item of items) {
    const resource = item.resource as PublishableResource;
    const kind = PUBLISHED_KINDS[resource];
    const draft = await getPendingDraft(trx, resource, item.record_id);
    // Published outright: the campaign keeps when (the records would otherwise wait for a time the clock has already reached).
    const values: Record<string, unknown> = { ...(draft?.changes ?? {}), status: "published", publish_at: null };
    if (resource === "posters" && campaign.unpublish_at) values.unpublish_at = campaign.unpublish_at;
    try {
      await updateWithHistory(trx, {
        records: kind.records,
        resource,
        recordId: item.record_id,
        values,
        actor: { id: null, email: campaign.scheduled_by },
        note: `campaign "${campaign.name}"`.slice(0, 255),
        // Pending changes kept before someone saved the live record would undo that save.
        baseVersion: draft?.base_version ?? undefined,
      });
    } catch (error) {
      if (error instanceof EditConflict)
        throw new CampaignRefused(
          `${kind.records.label} #${item.record_id} was saved again after its pending changes were kept: open it and keep them again. Nothing was published.`,
        );
      if (error instanceof RecordNotFound)
        throw new CampaignRefused(`${kind.records.label} #${item.record_id} was deleted after it was added to the campaign; nothing was published.`);
      if (error instanceof InvalidInput)
        throw new CampaignRefused(`${kind.records.label} #${item.record_id} cannot be published: ${error.message} Nothing was published.`);
      throw error;
    }
    if (draft) await discardPendingDraft(trx, resource, item.record_id);
  }
  return items.length;
}

export interface CampaignRun {
  id: number;
  name: string;
  published: boolean;
  records: number;
  /** Why it was refused, when it was. */
  failure?: string;
}

/**
 * Publishes every scheduled campaign whose time has come, oldest first, each in one transaction.
 * Exactly once across instances: the claim is one conditional update of a due campaign's status,
 * which only one transaction can win; on PostgreSQL the candidate is chosen with FOR UPDATE SKIP
 * LOCKED, so another instance passes over it rather than waiting, and on SQLite the database's one
 * writer lock orders the instances. A campaign that cannot be published as a whole
 * (a record deleted meanwhile) is rolled back and marked failed with the reason.
 */
export async function publishDueCampaigns(db: Db, now = new Date()): Promise<CampaignRun[]> {
  const stamp = now.toISOString();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const runs: CampaignRun[] = [];
  for (;;) {
    const outcome: { refused?: { campaign: CampaignRow; reason: string } } = {};
    const run = await db
      .transaction()
      .execute(async (trx): Promise<CampaignRun | null> => {
        const due = trx
          .selectFrom("campaigns")
          .select("id")
          .where("status", "=", "scheduled")
          .where("publish_at", "<=", stamp)
          .where("id", "not in", runs.length ? runs.map((done) => done.id) : [-1])
          .orderBy("publish_at")
          .orderBy("id")
          .limit(1);
        // PostgreSQL: the candidate is locked first, in its own statement (inside an UPDATE's IN, a LIMIT 1
        // SKIP LOCKED subquery is rescanned and claims every due row). SQLite: the claim is the transaction's
        // first statement and a write, so it takes the one writer lock at once (a read could not be upgraded).
        const target = postgres ? (await due.forUpdate().skipLocked().executeTakeFirst())?.id : due;
        if (target === undefined) return null;
        const campaign = await trx
          .updateTable("campaigns")
          .set({ status: "published", published_at: stamp, failure: "", updated_at: stamp })
          .where("id", "=", target)
          .where("status", "=", "scheduled")
          .returningAll()
          .executeTakeFirst();
        if (!campaign) return null;
        try {
          const records = await publishItems(trx, campaign);
          await recordAudit(trx, {
            action: "publish",
            userId: null,
            actor: "scheduler",
            resource: "campaigns",
            recordId: campaign.id,
            recordTitle: campaign.name,
            summary: `Campaign "${campaign.name}" published: ${records} records, scheduled by ${campaign.scheduled_by || "—"}`,
          });
          return { id: campaign.id, name: campaign.name, published: true, records };
        } catch (error) {
          if (!(error instanceof CampaignRefused)) throw error;
          outcome.refused = { campaign, reason: error.message };
          throw error;
        }
      })
      .catch((error: unknown) => {
        if (outcome.refused && error instanceof CampaignRefused) return null;
        throw error;
      });
    if (outcome.refused) {
      runs.push(await markFailed(db, outcome.refused.campaign, outcome.refused.reason, stamp));
      continue;
    }
    if (!run) return runs;
    runs.push(run);
  }
}

async function markFailed(db: Db, campaign: CampaignRow, reason: string, stamp: string): Promise<CampaignRun> {
  await db
    .updateTable("campaigns")
    .set({ status: "failed", failure: reason, updated_at: stamp })
    .where("id", "=", campaign.id)
    .where("status", "=", "scheduled")
    .execute();
  await recordAudit(db, { action: "publish", userId: null, actor: "scheduler", resource: "campaigns", recordId: campaign.id, summary: `Refused: ${reason}` });
  return { id: campaign.id, name: campaign.name, published: false, records: 0, failure: reason };
}

/* ---------- Calendar ---------- */

export interface CalendarEntry {
  /** When it happens (ISO). */
  at: string;
  kind: "campaign" | "record";
  /** "campaigns", or the record's admin API path. */
  resource: "campaigns" | PublishableResource;
  id: number;
  title: string;
  /** A campaign's status; for a record, "publish" or "unpublish" (its end, decision 092). */
  state: string;
}

/**
 * What is scheduled between `from` and `to` (ISO, `to` excluded): campaigns by their time, and the
 * records given a publish time or an end of their own outside any campaign.
 */
export async function scheduleCalendar(db: Db, range: { from: string; to: string }): Promise<CalendarEntry[]> {
  const campaigns = await db
    .selectFrom("campaigns")
    .select(["id", "name", "status", "publish_at"])
    .where("publish_at", ">=", range.from)
    .where("publish_at", "<", range.to)
    .execute();
  const entries: CalendarEntry[] = campaigns.map((campaign) => ({
    at: campaign.publish_at!,
    kind: "campaign",
    resource: "campaigns",
    id: campaign.id,
    title: campaign.name,
    state: campaign.status,
  }));
  for (const [resource, kind] of Object.entries(PUBLISHED_KINDS) as Array<[PublishableResource, PublishedKind]>) {
    const events: Array<["publish_at" | "unpublish_at", string]> = [
      ["publish_at", "publish"],
      ["unpublish_at", "unpublish"],
    ];
    for (const [column, state] of events) {
      const rows = (await untyped(db)
        .selectFrom(kind.records.table)
        .select(["id", kind.title, column])
        .where("status", "=", "published")
        .where(column, ">=", range.from)
        .where(column, "<", range.to)
        .execute()) as Record<string, unknown>[];
      for (const row of rows)
        entries.push({ at: String(row[column]), kind: "record", resource, id: Number(row.id), title: String(row[kind.title] ?? ""), state });
    }
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at) || a.title.localeCompare(b.title));
}
