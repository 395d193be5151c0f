/**
 * Benchmark of a recall to 10,000 registered owners (decision 077, docs/benchmarks.md).
 *
 *   node scripts/bench-recall.ts [--owners 10000] [--kill-after 3000] [--lease 5] [--connections 5] [--batch 50]
 *
 * Seeds a throwaway SQLite database (or the PostgreSQL database of BENCH_DATABASE_URL, which it empties first) with
 * one product and `--owners` registrations inside one active notice's serial range, then
 *   1. times the queueing of the recall (enqueueRecallMailing, run twice at once as two instances would: one mail each);
 *   2. starts the outbox sender in a child process against a local SMTP sink (smtp-server in this process), kills it
 *      with SIGKILL after `--kill-after` mails arrived, starts a new one, and waits for every mail;
 *   3. prints the send rate (mails a second while a sender ran) and how many mails the sink received twice
 *      (by Message-ID, which every attempt of one outbox row shares).
 * `--lease` shortens the claim lease (seconds) so the mails the killed sender held come back within the run.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import { openDatabase, type Db } from "#server/db/index.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createMailWorker } from "#server/services/mail-sender.ts";
import { enqueueRecallMailing } from "#server/services/safety.ts";
import { normalizeSerial } from "#domain/warranty.ts";

const { values: args } = parseArgs({
  options: {
    owners: { type: "string", default: "10000" },
    "kill-after": { type: "string", default: "3000" },
    lease: { type: "string", default: "5" },
    connections: { type: "string", default: "5" },
    batch: { type: "string", default: "50" },
    sender: { type: "string" },
    enqueue: { type: "string" },
    notice: { type: "string" },
    smtp: { type: "string" },
  },
});

if (args.sender) {
  // The child: one mail worker polling the outbox until killed.
  const database = openDatabase(args.sender);
  const worker = createMailWorker({
    db: database.db,
    smtpUrl: args.smtp!,
    from: "Fantai <no-reply@fantai.example>",
    logger: pino({ level: "silent" }),
    pollMs: 200,
    leaseMs: Number(args.lease) * 1000,
    connections: Number(args.connections),
    batchSize: Number(args.batch),
  });
  worker.start();
  // The worker's timers are unref'd (they never hold a server open): this keeps the child alive until it is killed.
  setInterval(() => undefined, 60_000);
  process.on("SIGTERM", () => void worker.stop().then(() => process.exit(0)));
} else if (args.enqueue) {
  // The second instance queueing the same recall (a process of its own: node:sqlite blocks its thread while it waits for a lock).
  const database = openDatabase(args.enqueue);
  const run = await enqueueRecallMailing(database.db, Number(args.notice), { origin: "https://www.fantai.example" });
  await database.close();
  process.send!(run.enqueued, () => process.exit(0));
} else {
  await main();
}

async function seed(db: Db, owners: number): Promise<number> {
  const stamp = new Date().toISOString();
  const product = await db
    .insertInto("commodities")
    .values({ en_name: "40V 46 cm mower", model: "FT-LM4046", created_at: stamp, updated_at: stamp } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  for (let start = 0; start < owners; start += 500) {
    const rows = Array.from({ length: Math.min(500, owners - start) }, (_, i) => {
      const n = start + i;
      const serial = `FT4624B${String(100 + n).padStart(5, "0")}`;
      return {
        reference: `W-BENCH-${n}`,
        token_hash: `bench-${n}`,
        commodity_id: product.id,
        product_name: "40V 46 cm mower",
        product_model: "FT-LM4046",
        serial,
        serial_key: normalizeSerial(serial),
        purchase_date: "2026-07-01",
        warranty_years: 3,
        warranty_until: "2029-06-30",
        where_bought: "Brico",
        country: "BE",
        name: `Owner ${n}`,
        email: `owner${n}@example.be`,
        locale: (["en", "fr", "nl"] as const)[n % 3],
        has_proof: 0,
        consent_at: stamp,
        created_at: stamp,
      };
    });
    await db.insertInto("warranty_registrations").values(rows).execute();
  }
  const notice = await db
    .insertInto("safety_notices")
    .values({
      slug: "bench-recall",
      status: "active",
      remedy: "replacement",
      en_title: "FT-LM4046 mower: the blade bolt may loosen",
      fr_title: "Tondeuse FT-LM4046 : la vis de lame peut se desserrer",
      nl_title: "Grasmaaier FT-LM4046: de mesbout kan loskomen",
      en_product: "40V 46 cm mower",
      en_hazard: "The blade can come off and be thrown from under the deck.",
      en_action: "Stop using the mower now and remove the battery.",
      en_remedy_text: "We replace the blade assembly free of charge.",
      models: JSON.stringify(["FT-LM4046"]),
      serial_ranges: JSON.stringify([{ from: "FT4624B00100", to: "FT4624B99999" }]),
      contact_phone: "0800 12 345",
      published_at: stamp.slice(0, 10),
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return notice.id;
}

async function main(): Promise<void> {
  const owners = Number(args.owners);
  const killAfter = Number(args["kill-after"]);
  const directory = mkdtempSync(join(tmpdir(), "fantai-bench-recall-"));
  const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(directory, "bench.db")}`;
  const database = openDatabase(url);
  const { db } = database;
  if (url.startsWith("postgres")) await sql`drop schema public cascade; create schema public`.execute(db);
  await migrateToLatest(db);
  console.log(
    `Recall benchmark: ${owners} registrations, ${url.startsWith("postgres") ? "PostgreSQL" : "SQLite"}, ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}), Node ${process.version}`,
  );
  const noticeId = await seed(db, owners);

  // 1. Queueing, by two "instances" at once (this process and a child).
  const started = performance.now();
  const child = fork(import.meta.filename, ["--enqueue", url, "--notice", String(noticeId)], { stdio: "inherit" });
  const [one, two] = await Promise.all([
    enqueueRecallMailing(db, noticeId, { origin: "https://www.fantai.example" }),
    new Promise<{ enqueued: number }>((resolve) => child.once("message", (enqueued) => resolve({ enqueued: Number(enqueued) }))),
  ]);
  const enqueueSeconds = (performance.now() - started) / 1000;
  const queued = Number(
    (await db.selectFrom("outbox").select(db.fn.countAll<number>().as("n")).where("kind", "=", "safety_notice").executeTakeFirstOrThrow()).n,
  );
  console.log(`enqueue: ${enqueueSeconds.toFixed(2)} s for ${queued} mails (runs queued ${one.enqueued} + ${two.enqueued}; goal < 30 s, one mail each)`);

  // 2. Sending to a local sink, with a hard kill of the sender midway.
  const received = new Map<string, number>();
  let arrivals = 0;
  const arrivalTimes: number[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? `unknown-${arrivals}`;
        received.set(id, (received.get(id) ?? 0) + 1);
        arrivals++;
        arrivalTimes.push(performance.now());
        callback();
      });
    },
  });
  // The killed sender's connections end with a reset: the sink carries on.
  sink.on("error", () => undefined);
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", () => resolve()));
  const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as { port: number }).port}`;
  const startSender = (): ChildProcess =>
    fork(
      import.meta.filename,
      ["--sender", url, "--smtp", smtpUrl, "--lease", String(args.lease), "--connections", String(args.connections), "--batch", String(args.batch)],
      {
        stdio: "inherit",
      },
    );

  const waitFor = async (done: () => boolean, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const sendStart = performance.now();
  let sender = startSender();
  await waitFor(() => arrivals >= killAfter, 600_000);
  sender.kill("SIGKILL");
  const atKill = arrivals;
  await new Promise((resolve) => setTimeout(resolve, 300));
  console.log(`killed the sender (SIGKILL) after ${atKill} mails had arrived`);
  sender = startSender();
  const pendingCount = async () =>
    Number(
      (
        await db
          .selectFrom("outbox")
          .select(db.fn.countAll<number>().as("n"))
          .where("kind", "=", "safety_notice")
          .where("status", "!=", "sent")
          .executeTakeFirstOrThrow()
      ).n,
    );
  let left = queued;
  while (left > 0) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await pendingCount();
  }
  const doneAt = performance.now();
  sender.kill("SIGTERM");
  sink.close();

  const unique = received.size;
  const twice = [...received.values()].filter((count) => count > 1).length;
  // The rate while a sender sends: from its first mail to the kill, and from the restarted one's first mail to the
  // last (starting a process and the lease the killed sender's claims wait out are left out; the wall clock has them).
  const firstRun = (arrivalTimes[atKill - 1]! - arrivalTimes[0]!) / 1000;
  const secondRun = (arrivalTimes[arrivals - 1]! - arrivalTimes[atKill]!) / 1000;
  const wall = (doneAt - sendStart) / 1000;
  console.log(`sent: ${queued} outbox rows marked sent; the sink received ${arrivals} messages, ${unique} distinct, in ${wall.toFixed(1)} s wall-clock`);
  console.log(
    `send rate: ${((atKill - 1) / firstRun).toFixed(0)} mails/s (first sender, ${atKill} mails), ${((arrivals - atKill - 1) / secondRun).toFixed(0)} mails/s (restarted sender, ${arrivals - atKill} mails, the ${args.lease} s lease included); goal ≥ 200`,
  );
  console.log(`received twice: ${twice} (mails the killed sender had on the wire, resent after the ${args.lease} s lease); never received: ${queued - unique}`);
  await database.close();
  rmSync(directory, { recursive: true, force: true });
  process.exit(0);
}
