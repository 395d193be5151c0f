import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { createExpiryClock, EXPIRING_ROWS, purgeExpiredRows } from "#server/services/expiring-rows.ts";
import type { Db } from "#server/db/index.ts";
import { ADMIN, createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { createSharedTestDatabases, ownTables, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";

/** Expired rows are purged on a schedule, one instance at a time (decision 072). */

const NOW = new Date("2026-11-28T12:00:00.000Z");
const PAST = "2026-11-28T11:59:59.000Z";
const FUTURE = "2026-11-28T12:30:00.000Z";

type Label = "expired" | "live";

/**
 * How to plant a row in each expiring table, and the column whose value starts with the row's label. A table added to
 * EXPIRING_ROWS without a line here fails the test below.
 */
const PLANTERS: Record<string, { key: string; plant(db: Db, label: Label, expiresAt: string, userId: number): Promise<unknown> }> = {
  admin_tokens: {
    key: "token_hash",
    plant: (db, label, expires_at, userId) =>
      db
        .insertInto("admin_tokens")
        .values({ user_id: userId, token_hash: `${label}-${hash()}`, created_at: PAST, last_used_at: PAST, expires_at })
        .execute(),
  },
  admin_password_links: {
    key: "token_hash",
    plant: (db, label, expires_at, userId) =>
      db
        .insertInto("admin_password_links")
        .values({ user_id: userId, token_hash: `${label}-${hash()}`, purpose: "reset", expires_at, used_at: null, created_at: PAST })
        .execute(),
  },
  previews: {
    key: "token_hash",
    plant: (db, label, expires_at, userId) =>
      db
        .insertInto("previews")
        .values({ token_hash: `${label}-${hash()}`, resource: "articles", record_id: 1, data: "{}", user_id: userId, created_at: PAST, expires_at })
        .execute(),
  },
  rate_limits: {
    key: "key",
    plant: (db, label, expires_at) =>
      db
        .insertInto("rate_limits")
        .values({ key: `${label}-${hash()}`, hits: 3, reset_at: new Date(expires_at).getTime() })
        .execute(),
  },
  idempotency_keys: {
    key: "key_hash",
    plant: (db, label, expires_at) =>
      db
        .insertInto("idempotency_keys")
        .values({ scope: "purge-test", key_hash: `${label}-${hash()}`, fingerprint: "f", status: 201, body: "{}", created_at: PAST, expires_at })
        .execute(),
  },
  owner_sign_in_links: {
    key: "token_hash",
    plant: (db, label, expires_at) =>
      db
        .insertInto("owner_sign_in_links")
        .values({ token_hash: `${label}-${hash()}`, email: "owner@example.com", locale: "en", expires_at, used_at: null, created_at: PAST })
        .execute(),
  },
  owner_sessions: {
    key: "token_hash",
    plant: (db, label, expires_at) =>
      db
        .insertInto("owner_sessions")
        .values({ token_hash: `${label}-${hash()}`, email: "owner@example.com", expires_at, created_at: PAST })
        .execute(),
  },
  trash: {
    key: "title",
    plant: (db, label, expires_at, userId) =>
      db
        .insertInto("trash")
        .values({
          resource: "articles",
          record_id: 1,
          title: `${label}-${hash()}`,
          user_id: userId,
          actor: ADMIN.email,
          trashed_at: PAST,
          expires_at,
          snapshot: JSON.stringify({ rows: [], pointers: [] }),
        })
        .execute(),
  },
  file_forms: {
    key: "email",
    plant: (db, label, expires_at) =>
      db
        .insertInto("file_forms")
        .values({ email: `${label}-${hash()}@example.com`, status: "pending", created_at: PAST, consented_at: PAST, expires_at })
        .execute(),
  },
};

const hash = () => randomBytes(16).toString("hex");

/** One expired and one live row in every expiring table. */
async function plantRows(db: Db, userId: number): Promise<void> {
  for (const { table } of EXPIRING_ROWS) {
    const planter = PLANTERS[table];
    if (!planter) throw new Error(`No test row for the expiring table ${table}: add it to PLANTERS`);
    await planter.plant(db, "expired", PAST, userId);
    await planter.plant(db, "live", FUTURE, userId);
  }
}

/** The rows left in each expiring table, by whether they were planted live or expired. */
async function leftRows(db: Db): Promise<Record<string, string[]>> {
  const left: Record<string, string[]> = {};
  for (const { table } of EXPIRING_ROWS) {
    const rows = await sql<{ key: string }>`select ${sql.ref(PLANTERS[table]!.key)} as key from ${sql.table(table)}`.execute(db);
    left[table] = rows.rows
      .map((row) => row.key.split("-")[0]!)
      .filter((label) => label === "live" || label === "expired")
      .sort();
  }
  return left;
}

describe.each(TEST_ENGINES)("expired rows on %s", (engine) => {
  let app: AdminTestApp;
  let userId: number;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    userId = (await app.database.db.selectFrom("admin_users").select("id").where("email", "=", ADMIN.email).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => app.close());

  it("are purged from every expiring table, and only those past their time", async () => {
    await plantRows(app.database.db, userId);
    const result = await purgeExpiredRows(app.database.db, NOW);
    expect(result).toEqual({ skipped: false, removed: Object.fromEntries(EXPIRING_ROWS.map(({ table }) => [table, 1])) });
    const left = await leftRows(app.database.db);
    for (const { table } of EXPIRING_ROWS) expect(left[table], table).toEqual(["live"]);
    // The admin's own session (expiring after NOW + its idle time) is untouched and still works.
    expect((await request(app.express).get("/api/ad/me").set(app.auth)).status).toBe(200);
  });

  it("are purged by the clock every instance runs, an expired admin token first of all (it was never purged)", async () => {
    await app.database.db
      .insertInto("admin_tokens")
      .values({ user_id: userId, token_hash: "expired-clock", created_at: PAST, last_used_at: PAST, expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const clock = createExpiryClock({ db: app.database.db, logger: pino({ level: "silent" }), intervalMs: 60_000 });
    const result = await clock.tick();
    expect(result.skipped).toBe(false);
    const left = await app.database.db.selectFrom("admin_tokens").select("token_hash").where("token_hash", "=", "expired-clock").execute();
    expect(left).toEqual([]);
  });

  it("lists every table with an expires_at column, so that a new kind of expiring row cannot be forgotten", async () => {
    const tables = await ownTables(app.database.db);
    const expiring = tables.filter((table) => table.columns.some((column) => column.name === "expires_at")).map((table) => table.name);
    expect(expiring.length).toBeGreaterThan(0);
    for (const table of expiring)
      expect(
        EXPIRING_ROWS.map((rows) => rows.table as string),
        table,
      ).toContain(table);
  });
});

describe.each(TEST_ENGINES)("two instances purging expired rows on %s", (engine) => {
  let first: TestDatabase;
  let second: TestDatabase;
  let userId: number;
  beforeAll(async () => {
    [first, second] = await createSharedTestDatabases(engine);
    userId = (await upsertAdmin(first.db, ADMIN)).id;
  });
  afterAll(() => first.destroy());

  it("purge together without an error, each expired row once, the live ones kept", async () => {
    await plantRows(first.db, userId);
    // Containers share PostgreSQL; SQLite serves one container, whose purges may overlap (node:sqlite blocks the
    // thread, so two connections in one process would only wait on each other).
    const other = engine === "postgres" ? second.db : first.db;
    const results = await Promise.all([purgeExpiredRows(first.db, NOW), purgeExpiredRows(other, NOW), purgeExpiredRows(first.db, NOW)]);
    const removed = results.flatMap((result) => (result.skipped ? [] : Object.values(result.removed))).reduce((sum, count) => sum + count, 0);
    expect(removed).toBe(EXPIRING_ROWS.length);
    const left = await leftRows(second.db);
    for (const { table } of EXPIRING_ROWS) expect(left[table], table).toEqual(["live"]);
  });

  it.runIf(engine === "postgres")("leave the work to the instance already purging (an advisory lock, tried and not waited for)", async () => {
    await plantRows(first.db, userId);
    await first.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${0x46414e5450n})`.execute(trx);
      expect(await purgeExpiredRows(second.db, NOW)).toEqual({ skipped: true });
    });
    expect((await purgeExpiredRows(second.db, NOW)).skipped).toBe(false);
    const left = await leftRows(first.db);
    for (const { table } of EXPIRING_ROWS) expect(left[table], table).toEqual(["live", "live"]);
  });
});
