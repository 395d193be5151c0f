/** What an audit entry says changed (decision 087): pure helpers, shared by the API and the services. */

/** One field an action changed; before/after are left out when either is too long to show. */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

const SHORT_VALUE = 80;

/** A value as the log shows it: text as it is, lists and objects as JSON, nothing as "". */
function shown(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The fields among `fields` whose value differs between `before` and `after` (two records as presented), with their
 * short values. Compared as JSON: a list or an object saved as it was is no change.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (!(field in after) || JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)) continue;
    const [from, to] = [shown(before[field]), shown(after[field])];
    changes.push(from.length <= SHORT_VALUE && to.length <= SHORT_VALUE ? { field, before: from, after: to } : { field });
  }
  return changes;
}

/** The changes in words, for the summary column and the CSV: `en_name: "Old" → "New"; en_description changed`. */
export function describeChanges(changes: readonly FieldChange[]): string {
  return changes
    .map((change) => (change.before === undefined ? `${change.field} changed` : `${change.field}: "${change.before}" → "${change.after}"`))
    .join("; ");
}

/** The fields that name a record, first found first: what the log calls it. */
const TITLE_FIELDS = [
  "en_name",
  "en_title",
  "en_banner_title",
  "name",
  "title",
  "label",
  "en_label",
  "subject",
  "reference",
  "email",
  "model",
  "original_name",
  "url",
  "key",
];

/** A record's name for the log ("" when it has none). */
export function recordTitleOf(record: unknown): string {
  if (!record || typeof record !== "object") return "";
  const values = record as Record<string, unknown>;
  const title = TITLE_FIELDS.map((field) => values[field]).find((value) => typeof value === "string" && value.trim());
  return typeof title === "string" ? title.trim().slice(0, 255) : "";
}
