import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { openDatabase, type Db, type DatabaseHandle, type DbEngine } from "#server/db/index.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_ENGINES: DbEngine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase extends DatabaseHandle {
  /** Drops what the test created (the PostgreSQL schema); closes the connections. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory SQLite, or a throwaway
 * schema in the PostgreSQL database named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(engine: DbEngine): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const handle = openDatabase("sqlite::memory:");
    await migrateToLatest(handle.db);
    return { ...handle, destroy: handle.close };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const handle = openDatabase(url.toString(), { poolSize: 4 });
  // Seen once in CI: the migrator reported the fresh schema missing. Creating it through the same
  // pool, and trying the migration a second time, keeps that from failing a whole test file.
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(handle.db);
      await migrateToLatest(handle.db, schema);
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
  return {
    ...handle,
    async destroy() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}

/**
 * Two handles (two pools, as two containers would have) over one fresh, migrated database: a
 * temporary SQLite file, or one PostgreSQL schema. The first handle's `destroy` drops it all.
 */
export async function createSharedTestDatabases(engine: DbEngine): Promise<[TestDatabase, TestDatabase]> {
  if (engine === "sqlite") {
    const directory = await mkdtemp(join(tmpdir(), "fantai-shared-"));
    const url = `sqlite:${join(directory, "site.db")}`;
    const first = openDatabase(url);
    await migrateToLatest(first.db);
    const second = openDatabase(url);
    return [
      {
        ...first,
        async destroy() {
          await second.close();
          await first.close();
          await rm(directory, { recursive: true, force: true });
        },
      },
      { ...second, destroy: async () => {} },
    ];
  }
  const first = await createTestDatabase("postgres");
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db)).rows[0]!.schema;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const second = openDatabase(url.toString(), { poolSize: 4 });
  return [
    {
      ...first,
      async destroy() {
        await second.close();
        await first.destroy();
      },
    },
    { ...second, destroy: async () => {} },
  ];
}

/** The tables of the test's own database: PostgreSQL's introspection sees every schema, other test files' too. */
export async function ownTables(db: Db) {
  const tables = await db.introspection.getTables();
  if (tables.every((table) => table.schema === undefined)) return tables;
  const current = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  return tables.filter((table) => table.schema === current.rows[0]!.name);
}
