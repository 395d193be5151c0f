import { DatabaseSync } from "node:sqlite";
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
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const statement = db.prepare(sql);
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

/** node:sqlite only binds numbers, strings, bigints, buffers and null. */
function toSqliteValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}
