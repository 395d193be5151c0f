import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "#server/db/index.ts";
import type { OutboxMessage } from "#server/db/schema.ts";
import { claimDueMails, markMailFailed, markMailSent, type OutboxPayload } from "./outbox.ts";
import { certificateOf } from "./warranty.ts";

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  logger: Logger;
  /** Between rounds when the queue is empty (a full batch runs the next round at once). */
  pollMs?: number;
  batchSize?: number;
  /** SMTP connections kept open and used at once (nodemailer's pool, decision 077). */
  connections?: number;
  /** How long a claim holds its mails before another worker may take them (CLAIM_LEASE_MS). */
  leaseMs?: number;
}

export interface MailWorker {
  /** One round: claim due mails, send them, record each result. Answers how many were sent. */
  runOnce(now?: Date): Promise<{ sent: number; failed: number }>;
  start(): void;
  /** Stops after the round in progress. */
  stop(): Promise<void>;
}

function parsePayload(text: string): OutboxPayload {
  try {
    return JSON.parse(text) as OutboxPayload;
  } catch {
    return {};
  }
}

/** An SMTP error as one line without addresses (logs and the admin's last_error never hold personal data). */
function describeError(error: unknown): string {
  const err = error as { code?: string; responseCode?: number; message?: string };
  const text = [err.code, err.responseCode, err.message].filter(Boolean).join(" ");
  return (text || "send failed").replace(/[^\s<>]+@[^\s<>]+/g, "<address>").slice(0, 500);
}

/**
 * The background sender (decision 043): every few seconds claims due outbox rows (safe across any
 * number of containers, see claimDueMails), sends each through SMTP with its plain-text and HTML
 * parts (the registration confirmation with the certificate attached), and marks it sent or puts it
 * back with a longer wait. A mail server outage only delays mail; nothing is lost.
 */
export function createMailWorker({ db, smtpUrl, from, logger, pollMs = 15_000, batchSize = 50, connections = 5, leaseMs }: MailWorkerOptions): MailWorker {
  // Pooled: a few connections stay open and carry many mails each, instead of a handshake (and TLS) per mail, so a
  // recall to thousands of owners goes out at hundreds of mails a second (docs/benchmarks.md).
  // The pool is opened for a run of work and closed once a round finds the queue drained, so no connection idles on the
  // mail server between polls.
  let pool: Transporter | undefined;
  const transport = () => (pool ??= nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: connections, maxMessages: 1000 }, { from }));
  const closePool = () => {
    pool?.close();
    pool = undefined;
  };
  const messageHost = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  const log = logger.child({ component: "mail" });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function attachmentsOf(mail: OutboxMessage) {
    const payload = parsePayload(mail.payload);
    if (!payload.attachCertificate || mail.registration_id === null) return [];
    const registration = await db.selectFrom("warranty_registrations").selectAll().where("id", "=", mail.registration_id).executeTakeFirst();
    if (!registration) return [];
    const certificate = await certificateOf(db, registration, payload.origin ?? "");
    return [{ filename: certificate.fileName, content: Buffer.from(certificate.pdf), contentType: "application/pdf" }];
  }

  async function runOnce(now = new Date()) {
    const claimed = await claimDueMails(db, { now, limit: batchSize, leaseMs });
    let sent = 0;
    let failed = 0;
    // The batch's mails go out side by side over the pool's connections; each is marked the moment its server took it,
    // so a process killed mid-batch resends (after the lease) only the mails that were on the wire.
    await Promise.all(
      claimed.map(async (mail) => {
        try {
          await transport().sendMail({
            from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
            // The same Message-ID on every attempt: a mail sent again after a crash is recognisably the same mail.
            messageId: `<outbox-${mail.id}@${messageHost}>`,
            attachments: await attachmentsOf(mail),
          });
          await markMailSent(db, mail);
          sent++;
          log.info({ mail: mail.id, kind: mail.kind }, "mail sent");
        } catch (error) {
          failed++;
          const reason = describeError(error);
          await markMailFailed(db, mail, reason, new Date(Math.max(now.getTime(), Date.now())));
          log.warn({ mail: mail.id, kind: mail.kind, attempts: mail.attempts, reason }, "mail not sent; will retry");
        }
      }),
    );
    const full = claimed.length === batchSize;
    if (!full) closePool();
    return { sent, failed, full };
  }

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((round) => schedule(round.full && round.failed === 0 ? 0 : pollMs))
        .catch((error: unknown) => {
          log.error({ err: error }, "mail round failed");
          schedule(pollMs);
        });
    }, delay);
    timer.unref();
  };

  return {
    runOnce: async (now) => {
      const { sent, failed } = await runOnce(now);
      return { sent, failed };
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(1_000);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      closePool();
    },
  };
}
