import { DatabaseSync, type StatementSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { SqliteDatabase } from "kysely";

/**
 * Adapts Node's built-in node:sqlite to the tiny interface Kysely's SqliteDialect
 * expects (the better-sqlite3 shape): prepare() returning all/run/iterate and `reader`.
 */
export function openSqlite(filename: string): SqliteDatabase {
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  const db = new DatabaseSync(filename);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;");
  const statements = new Map<string, StatementSync>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const statement = cachedStatement(db, statements, sql);
      const params = (values: ReadonlyArray<unknown>) => values.map(toSqliteValue) as never[];
      return {
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...params(values)),
        run: (values) => statement.run(...params(values)),
        iterate: (values) => statement.iterate(...params(values)),
      };
    },
  };
}

const STATEMENT_CACHE_SIZE = 200;

/** Queries repeat (Kysely compiles the same SQL per call site), so their prepared statements are reused. */
function cachedStatement(db: DatabaseSync, cache: Map<string, StatementSync>, sql: string): StatementSync {
  const cached = cache.get(sql);
  if (cached) return cached;
  const statement = db.prepare(sql);
  if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(sql, statement);
  return statement;
}

/** node:sqlite only binds numbers, strings, bigints, buffers and null. */
function toSqliteValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}
