import { parse } from "csv-parse/sync";
import type { FieldErrors } from "./errors.ts";

/**
 * Reading an uploaded CSV for an all-or-nothing import (dealers, spare parts, hotspots): the delimiter (`,` or `;`, as
 * Excel writes it in French and Dutch settings), a lower-case header, the lines numbered as a spreadsheet numbers them
 * (the header is line 1), blank rows left out, and the header checked against the columns the import knows. Problems
 * with the file as a whole come back under `file`, in the FieldErrors every import answers with.
 */

export interface CsvLine {
  record: Record<string, string>;
  /** The spreadsheet's line number. */
  line: number;
}

export type CsvRead = { ok: true; columns: string[]; lines: CsvLine[] } | { ok: false; errors: FieldErrors; rows: number };

export interface CsvShape {
  /** Every column the import knows (the export's). */
  known: readonly string[];
  /** Columns a file must have. */
  required: readonly string[];
  /** What a row is, for "The file has no dealer rows under its header." */
  noun: string;
  maxRows: number;
}

const plural = (count: number, word: string) => `${word}${count > 1 ? "s" : ""}`;

export function readCsvRows(csv: string, shape: CsvShape): CsvRead {
  let records: Record<string, string>[];
  const firstLine = csv.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      bom: true,
      delimiter,
      skip_empty_lines: true,
      relax_column_count: false,
      trim: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      rows: 0,
      errors: { file: [`The file is not valid CSV${line ? ` (line ${line})` : ""}: ${(error as Error).message.replace(/^.*?: /, "")}`] },
    };
  }
  // A row whose every cell is empty is left out, keeping the spreadsheet's numbering: Excel writes the rows an
  // editor cleared as ";;;;;", and they are blank, not records without a name.
  const lines = records.map((record, index) => ({ record, line: index + 2 })).filter(({ record }) => Object.values(record).some((cell) => cell !== ""));
  if (!lines.length) return { ok: false, rows: 0, errors: { file: [`The file has no ${shape.noun} rows under its header.`] } };
  if (lines.length > shape.maxRows) return { ok: false, rows: lines.length, errors: { file: [`At most ${shape.maxRows} rows per file.`] } };
  const columns = Object.keys(records[0]!);
  const missing = shape.required.filter((column) => !columns.includes(column));
  if (missing.length)
    return { ok: false, rows: lines.length, errors: { file: [`The header lacks the ${plural(missing.length, "column")} ${missing.join(", ")}.`] } };
  const unknown = columns.filter((column) => !shape.known.includes(column));
  if (unknown.length)
    return {
      ok: false,
      rows: lines.length,
      errors: { file: [`Unknown ${plural(unknown.length, "column")}: ${unknown.join(", ")}. Use the columns of the export.`] },
    };
  return { ok: true, columns, lines };
}

/** A spreadsheet cell's leading quote (written by csvSafe before = + - @) taken off again. */
export const cellValue = (cell: string | undefined) => (cell ?? "").replace(/^'(?=[=+\-@])/, "");
