import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionedTables, type ContentGroup, type TableWrite } from "#domain/resources.ts";
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";

/** table → group → the writes a trigger advances that group's counter on. */
type Coverage = Map<string, Map<string, Set<string>>>;

function cover(coverage: Coverage, table: string, group: string, write: string): void {
  const groups = coverage.get(table) ?? new Map<string, Set<string>>();
  coverage.set(table, groups);
  groups.set(group, (groups.get(group) ?? new Set()).add(write.toLowerCase()));
}

/** SQLite: one trigger per write, whose body updates data_versions where name = '<group>'. */
async function sqliteCoverage(database: TestDatabase): Promise<Coverage> {
  const { rows } = await sql<{ tbl_name: string; sql: string }>`select tbl_name, sql from sqlite_master where type = 'trigger'`.execute(database.db);
  const coverage: Coverage = new Map();
  for (const row of rows) {
    const write = /\bafter\s+(insert|update|delete)\b/i.exec(row.sql)?.[1];
    for (const match of row.sql.matchAll(/\bname\s*=\s*'([a-z_]+)'/gi)) if (write) cover(coverage, row.tbl_name, match[1]!, write);
  }
  return coverage;
}

/** PostgreSQL: statement triggers calling bump_data_version('<group>') (or, the first, bump_catalogue_version()), one row per write. */
async function postgresCoverage(database: TestDatabase): Promise<Coverage> {
  const { rows } = await sql<{ table: string; write: string; statement: string }>`
    select event_object_table as table, event_manipulation as write, action_statement as statement
    from information_schema.triggers where trigger_schema = current_schema()`.execute(database.db);
  const coverage: Coverage = new Map();
  for (const row of rows) {
    const match = /bump_data_version\('([a-z_]+)'\)|bump_([a-z]+)_version\(\)/.exec(row.statement);
    const group = match?.[1] ?? match?.[2];
    if (group) cover(coverage, row.table, group, row.write);
  }
  return coverage;
}

describe.each(TEST_ENGINES)("content-version triggers (%s)", (engine) => {
  let database: TestDatabase;
  let coverage: Coverage;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    coverage = engine === "sqlite" ? await sqliteCoverage(database) : await postgresCoverage(database);
  });
  afterAll(() => database.destroy());

  it("advance, on every write that changes a page, each group that every table a public page reads is declared in", () => {
    const declared = versionedTables();
    expect(declared.length).toBeGreaterThan(15);
    for (const { table, groups, on } of declared) {
      for (const group of groups) {
        const writes = [...(coverage.get(table)?.get(group) ?? [])].sort();
        expect(writes, `${table} → ${group}`).toEqual(expect.arrayContaining([...on] as TableWrite[]));
      }
    }
  });

  it("advance no group for a table that is not declared as read by a public page", () => {
    const declared = new Map(versionedTables().map(({ table, groups }) => [table, new Set<string>(groups)]));
    for (const [table, groups] of coverage) {
      for (const group of groups.keys()) expect(declared.get(table)?.has(group as ContentGroup), `${table} → ${group}`).toBe(true);
    }
  });
});
