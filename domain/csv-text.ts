/**
 * The text of an uploaded CSV file. Excel saves "CSV UTF-8" as UTF-8, but its plain "CSV" and "CSV (semicolon
 * delimited)" in the Windows code page, 1252 in Western Europe ("Liège" as one byte E8): a file that is not
 * valid UTF-8 is read as Windows-1252 rather than with "Li\uFFFDge" in place of its accents.
 */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
