import { createHash } from "node:crypto";
import type { Services } from "#server/services/index.ts";
import { FORM_TOKEN_FIELD } from "./attempt-key.ts";

const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

export interface FormSubmission {
  /** The form: "contact", "partner", "register", "safety-report". */
  form: string;
  /** The form's text fields as read (formFields), the hidden token among them. */
  values: Record<string, string>;
  /** A file sent with it (the proof of purchase), by its bytes. */
  file?: Uint8Array;
}

/**
 * A form posted without JavaScript, carried out at most once per page token and content (decision 073): a second
 * post of the same form from the same page — a double click, the browser sending it again after a lost answer —
 * writes nothing and goes where the first one went. `write` writes through the services it is given and answers
 * where to send the visitor (or what to show: a report's reference), which a second post gets again. The key is the
 * token together with the content, because a stored page (render cache, CDN) hands one token to many visitors: two
 * of them sending different forms must never be taken for one.
 * A post without a token (a page from before the token) is carried out as it is.
 */
export async function submitOnce<Result extends string | number>(
  services: Services,
  { form, values, file }: FormSubmission,
  write: (services: Services) => Promise<Result>,
): Promise<Result> {
  const { [FORM_TOKEN_FIELD]: token, ...fields } = values;
  if (!token || !TOKEN_PATTERN.test(token)) return write(services);
  const content = { fields, file };
  const hash = createHash("sha256").update(token).update("\0");
  for (const [name, value] of Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(JSON.stringify([name, value]));
  if (file) hash.update("\0file\0").update(file);
  const outcome = await services.idempotently({ scope: `form:${form}`, key: hash.digest("hex"), body: content }, async (tx) => ({
    status: 303,
    body: { location: await write(tx) },
  }));
  return (outcome.body as { location: Result }).location;
}
