import busboy from "busboy";
import { data } from "react-router";
import { FORM_MAX_BYTES } from "#domain/forms/body-limits.ts";
import { HONEYPOT_FIELD } from "#domain/forms/enquiry.ts";

/** The body's chunks, read no further than `maxBytes`; undefined as soon as it is longer. */
async function bodyWithin(request: Request, maxBytes: number): Promise<Uint8Array[] | undefined> {
  const chunks: Uint8Array[] = [];
  if (!request.body) return chunks;
  const reader = request.body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    total += value.byteLength;
    if (total > maxBytes) {
      // The rest is left unread: a body of unknown length is answered with Connection: close (pageMethods).
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
}

/**
 * A route action's form fields, or "too-large" when the body passes `maxBytes`. A body that is not a
 * readable form (no or another content type, a broken multipart boundary) is the sender's mistake:
 * a 400 page, not a 500.
 */
export async function readFormWithin(request: Request, maxBytes: number): Promise<FormData | "too-large"> {
  const chunks = await bodyWithin(request, maxBytes);
  if (!chunks) return "too-large";
  try {
    return await new Response(new Blob(chunks as BlobPart[]), { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    throw data("The form data could not be read.", { status: 400 });
  }
}

/** A route action's form fields; a body longer than any of the site's forms is a 413 page. */
export async function readForm(request: Request): Promise<FormData> {
  const form = await readFormWithin(request, FORM_MAX_BYTES);
  if (form === "too-large") throw data("The request body is too large.", { status: 413 });
  return form;
}

export interface FormWithFile {
  /** The text fields, and the file when it was within its bound. */
  form: FormData;
  /** The file passed its bound: its bytes past the bound were read and dropped, and it is not in `form`. */
  fileTooLarge: boolean;
  /** The body passed `bodyMaxBytes` and was read no further: the fields after that point are missing. */
  cut: boolean;
}

/**
 * A form with one file (the warranty registration's proof of purchase) or up to `maxFiles` under one name (a safety
 * report's photos), read as it streams: every text
 * field is kept, the file's bytes only up to `fileMaxBytes` (past it they are read and dropped, so a
 * proof too large still brings the visitor's values back with the message), and the whole body no
 * further than `bodyMaxBytes`. Memory stays within the file's bound and the fields' limits.
 */
export async function readFormWithFile(
  request: Request,
  { field, fileMaxBytes, bodyMaxBytes, maxFiles = 1 }: { field: string; fileMaxBytes: number; bodyMaxBytes: number; maxFiles?: number },
): Promise<FormWithFile> {
  const unreadable = () => data("The form data could not be read.", { status: 400 });
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      defParamCharset: "utf8",
      // One byte past the bound: busboy reports a file that reaches its limit, and a file of exactly the bound is accepted.
      limits: { fileSize: fileMaxBytes + 1, files: maxFiles, fields: 30, fieldSize: 10_000, parts: 40 + maxFiles },
    });
  } catch {
    throw unreadable();
  }
  const fields: Array<[string, string]> = [];
  const files: { chunks: Buffer[]; name: string; type: string }[] = [];
  let fileTooLarge = false;
  parser.on("field", (name, value) => fields.push([name, value]));
  parser.on("file", (name, stream, info) => {
    // A body cut short ends the part with an error: the part is dropped, and the error is the parser's too.
    stream.on("error", () => undefined);
    if (name !== field) return void stream.resume();
    const chunks: Buffer[] = [];
    files.push({ chunks, name: info.filename ?? "", type: info.mimeType });
    stream.on("limit", () => {
      fileTooLarge = true;
      chunks.length = 0;
    });
    stream.on("data", (chunk: Buffer) => {
      if (!fileTooLarge) chunks.push(chunk);
    });
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  // An error before the end is seen where it happens (the write or the drain it waits for).
  parsed.catch(() => undefined);

  let cut = false;
  try {
    if (request.body) {
      const reader = request.body.getReader();
      let total = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > bodyMaxBytes) {
          // The rest is left unread; the answer closes the connection (refuseOversizedBodies, pageMethods).
          reader.releaseLock();
          cut = true;
          break;
        }
        if (!parser.write(value)) await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), parsed]);
      }
    }
    if (cut) parser.destroy();
    else {
      parser.end();
      await parsed;
    }
  } catch {
    throw unreadable();
  }

  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  if (!fileTooLarge && !cut) {
    for (const file of files) {
      const blob = new File(file.chunks as BlobPart[], file.name, { type: file.type });
      if (blob.size > 0) form.append(field, blob);
    }
  }
  return { form, fileTooLarge: fileTooLarge || cut, cut };
}

export interface FormFields {
  /** The text fields, the honeypot left out and NUL characters removed. */
  values: Record<string, string>;
  /** The honeypot was filled in: a bot, answered as if accepted. */
  bot: boolean;
  /**
   * A field held NUL, which nobody types and PostgreSQL cannot store in text: the form comes back without it for the
   * visitor to check and send again (the API answers 422 the same way, server/api/endpoint.ts).
   */
  unstorable: boolean;
}

/** A form's text fields, as the form actions read them. */
export function formFields(formData: FormData): FormFields {
  const values: Record<string, string> = {};
  let unstorable = false;
  for (const [key, value] of formData) {
    if (typeof value !== "string" || key === HONEYPOT_FIELD) continue;
    if (value.includes("\u0000")) unstorable = true;
    values[key] = value.replaceAll("\u0000", "");
  }
  return { values, bot: String(formData.get(HONEYPOT_FIELD) ?? "").trim() !== "", unstorable };
}
