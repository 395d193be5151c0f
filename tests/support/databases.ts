import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DbEngine } from "#server/db/index.ts";
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
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const handle = openDatabase(url.toString(), { poolSize: 4 });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    async destroy() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}
