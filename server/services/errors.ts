/**
 * What services throw when a request cannot be carried out. They know nothing of HTTP;
 * the API's error handler turns each into its status (422, 404, 415).
 */
export type FieldErrors = Record<string, string[]>;

/** The input is well-formed but breaks a rule only the data can check (unknown parent, taken url). */
export class InvalidInput extends Error {
  /** Recognisable without instanceof (route actions run from the page bundle, with their own copy of this class). */
  readonly kind = "invalid-input";
  readonly errors: FieldErrors;

  constructor(field: string, message: string) {
    super(message);
    this.errors = { [field]: [message] };
  }

  /** Several fields at once (a form or a file checked as a whole); the first message is the error's. */
  static fields(errors: FieldErrors): InvalidInput {
    const [field, messages] = Object.entries(errors)[0] ?? ["_", ["The given data was invalid."]];
    const error = new InvalidInput(field, messages[0] ?? "The given data was invalid.");
    Object.assign(error.errors, errors);
    return error;
  }
}

/** The record asked for does not exist; `label` names it in the message ("Product not found."). */
export class RecordNotFound extends Error {
  constructor(label: string) {
    super(`${label} not found.`);
  }
}

/** The request fights the record's current state (a scheduled campaign changed, a record added twice): 409. */
export class Conflict extends Error {}

/** An upload whose content is not an accepted image type. */
export class UnsupportedMedia extends Error {
  readonly kind = "unsupported-media";
}

/**
 * Single sign-on refused: the provider's answer did not check out (code, PKCE, ID token) or
 * named no verified email. The message is safe to show; what went wrong is only logged.
 */
export class SignInRefused extends Error {}

/** An outside service this request needs (the sign-in provider) could not be reached. */
export class ServiceUnavailable extends Error {}

/**
 * A write refused by a unique index (PostgreSQL 23505, SQLite's constraint message): someone else wrote the same key
 * first. With `column` ("table.column"), only a refusal on that column's index.
 */
export function isUniqueViolation(error: unknown, column?: `${string}.${string}`): boolean {
  const { code, table, detail } = (error ?? {}) as { code?: unknown; table?: unknown; detail?: unknown };
  const message = error instanceof Error ? error.message : "";
  if (code === "23505") {
    if (!column) return true;
    const [tableName, columnName] = column.split(".");
    return table === tableName && typeof detail === "string" && detail.startsWith(`Key (${columnName})=`);
  }
  const sqlite = /UNIQUE constraint failed: (.*)$/i.exec(message);
  return sqlite !== null && (!column || sqlite[1]!.split(", ").includes(column));
}

/** The unique indexes a check looks at (one per table it may write), and the refusal the check gives when it finds the slot taken. */
export interface UniqueSlot {
  columns: readonly `${string}.${string}`[];
  refused: () => InvalidInput;
}

/** For a write whose check found the slot free just before another write took it: the index's refusal, told as the check's. */
export function slotTakenMeanwhile(slot: UniqueSlot | undefined): (error: unknown) => never {
  return (error) => {
    throw slot?.columns.some((column) => isUniqueViolation(error, column)) ? slot.refused() : error;
  };
}
