import { stringify } from "csv-stringify";
import type { Response } from "express";

/** Spreadsheet apps run cells starting with = + - @ as formulas; a leading quote keeps them text. */
export function csvSafe(value: unknown): unknown {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Writer options for every CSV the admin downloads: a cell holding a semicolon is quoted, because Excel set to
 * semicolon lists (French and Dutch settings) would otherwise split it there and run a piece starting with =.
 */
export const SPREADSHEET_SAFE = { quoted_match: /;/ } as const;

/** A CSV download named `<name>-<day>.csv`, with a header row and a BOM so Excel reads the accents right. */
export function sendCsv(res: Response, name: string, columns: readonly string[], rows: Record<string, unknown>[]): void {
  const day = new Date().toISOString().slice(0, 10);
  res.type("text/csv; charset=utf-8").attachment(`${name}-${day}.csv`);
  res.write("\uFEFF");
  stringify(
    rows.map((row) => columns.map((column) => csvSafe(row[column]))),
    { ...SPREADSHEET_SAFE, header: true, columns: [...columns] },
  ).pipe(res);
}
