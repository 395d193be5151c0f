import { sql, type RawBuilder } from "kysely";

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column like '%term%'`, the term taken literally (case as the engine's LIKE: SQLite ignores ASCII case, PostgreSQL does not). */
export function columnContains(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${likeContains(term)} escape '\\'`;
}
