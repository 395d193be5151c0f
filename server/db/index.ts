import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-driver.ts";

export type Db = Kysely<Database>;
export type DbEngine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  engine: DbEngine;
  close(): Promise<void>;
  /** Told of every query with its duration (metrics). */
  queryListeners?: Set<(event: LogEvent) => void>;
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

// PostgreSQL returns int8 (count(*), bigserial) as strings; every id and count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Opens SQLite for `sqlite:path` URLs (the embedded default) and PostgreSQL for `postgres://` URLs. */
export function openDatabase(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  const queryListeners = new Set<(event: LogEvent) => void>();
  const log = (event: LogEvent) => {
    for (const listener of queryListeners) listener(event);
  };
  if (url.startsWith("sqlite:")) {
    const filename = url.slice("sqlite:".length) || ":memory:";
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(filename) }), log });
    return { db, engine: "sqlite", close: () => db.destroy(), queryListeners };
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    engine: "postgres",
    close: () => db.destroy(),
    queryListeners,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
