import type { Logger } from "pino";
import type { Db } from "#server/db/index.ts";
import { publishDueCampaigns } from "./campaigns.ts";
import { announceDueChanges, auditClockChanges } from "./publishing.ts";
import { enqueueActiveRecalls } from "./safety.ts";

export interface PublishingClock {
  /** Checks once for records that came due since the last check (or since `catchUpFrom` on the first). */
  tick(now?: Date): Promise<number>;
  start(): void;
  stop(): void;
}

/**
 * Every `intervalMs` in each container: publishes the campaigns that came due (exactly once across
 * containers, decision 060), then runs `announceDueChanges`. The first check looks back `catchUpMs`,
 * and a scheduled campaign stays scheduled until published, so whatever came due while no instance
 * ran is published and announced at the next start.
 */
export function createPublishingClock({
  db,
  logger,
  intervalMs,
  catchUpMs = 86_400_000,
  mailOrigin,
}: {
  db: Db;
  logger: Logger;
  intervalMs: number;
  catchUpMs?: number;
  /** The origin of the links in mails: with it, each round also catches up the active recalls' mailings (decision 077). */
  mailOrigin?: string;
}): PublishingClock {
  let since: Date | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const tick = async (now = new Date()) => {
    const from = since ?? new Date(now.getTime() - catchUpMs);
    for (const run of await publishDueCampaigns(db, now)) {
      if (run.published) logger.info({ campaign: run.id, records: run.records }, "scheduled publishing: campaign published");
      else if (run.failure) logger.error({ campaign: run.id, reason: run.failure }, "scheduled publishing: campaign refused, nothing published");
    }
    const due = await announceDueChanges(db, from, now);
    if (due) await auditClockChanges(db, from, now);
    since = now;
    if (mailOrigin) {
      const recalled = await enqueueActiveRecalls(db, mailOrigin, now);
      if (recalled) logger.info({ mails: recalled }, "safety notices: recall mails queued for newly matching registrations");
    }
    if (due) logger.info({ due }, "scheduled publishing: records came due, caches renewed");
    return due;
  };
  return {
    tick,
    start() {
      const run = () => {
        running ??= tick()
          .catch((error: unknown) => {
            logger.error({ error: error instanceof Error ? error.message : String(error) }, "scheduled publishing: the check failed; retrying at the next one");
            return 0;
          })
          .finally(() => (running = undefined));
      };
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
