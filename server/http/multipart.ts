import type { Request, RequestHandler } from "express";
import busboy from "busboy";
import { HttpError, statusOf } from "./errors.ts";

/** A file read from a multipart body, held in memory (it is checked by content before anything is stored). */
export interface UploadedFile {
  fieldname: string;
  /** The name the sender gave it, control characters removed (PostgreSQL cannot store NUL in text). */
  originalname: string;
  mimetype: string;
  buffer: Buffer;
  size: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own way to type what middleware adds to a request
  namespace Express {
    interface Request {
      /** The one file of `singleFileUpload` and `optionalFileField`. */
      file?: UploadedFile;
      /** The files of `optionalFilesField`. */
      files?: UploadedFile[];
    }
  }
}

/** What one reader accepts: files only under `field` and at most `maxFiles` of them, and its limits. */
interface Rule {
  field?: string;
  maxFiles: number;
  /** Whether the files are `req.files` (a list) or `req.file`. */
  list: boolean;
  fileMaxBytes?: number;
  fields: number;
  fieldSize: number;
}

/** Why a body is refused: a file too large is 413; the other limits name the field and answer 422. */
class RefusedPart extends Error {
  readonly reason: string;
  readonly field: string;
  constructor(reason: string, field = "file") {
    super(reason);
    this.reason = reason;
    this.field = field;
  }
}

/** The refusal as the API answers it. A body that is not valid multipart is 400. */
function apiErrorOf(error: unknown): unknown {
  if (error instanceof RefusedPart) {
    if (error.reason === "File too large") return new HttpError(413, "The uploaded file is too large.");
    return new HttpError(422, `The ${error.field} field is not accepted here.`, { [error.field]: [error.reason] });
  }
  // busboy's own parse errors ("Multipart: Boundary not found", "Unexpected end of form") carry no status.
  return statusOf(error) === undefined ? new HttpError(400, "The form data could not be read (malformed multipart body).") : error;
}

/** Browsers escape these three in a part's names (the HTML form encoding); busboy leaves them escaped. */
const decodeName = (name: string) => name.replace(/%0A|%0D|%22/gi, (escaped) => ({ "%0A": "\n", "%0D": "\r" })[escaped.toUpperCase()] ?? '"');
const withoutControls = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, "");

/** A text field into the body: a name sent twice holds a list. */
function addField(body: Record<string, unknown>, name: string, value: string): void {
  const held = body[name];
  body[name] = held === undefined ? value : [held, value].flat();
}

/**
 * Reads a multipart body into `req.body` and `req.file`/`req.files` by `rule`, and calls `done` once: with nothing when
 * all is read, or with the refusal (after the body is drained, so the sender reads the answer rather than a reset).
 */
function readMultipart(req: Request, rule: Rule, done: (error?: unknown) => void): void {
  let parser: busboy.Busboy;
  try {
    // One more than each bound: busboy reports a value that reaches its limit, and a value of exactly the bound is accepted.
    parser = busboy({
      headers: req.headers,
      // Browsers send a part's file name as UTF-8 ("Tondeuse à gazon.jpg"); busboy reads it as Latin-1 unless told.
      defParamCharset: "utf8",
      limits: { fileSize: (rule.fileMaxBytes ?? Infinity) + 1, files: rule.maxFiles, fields: rule.fields, fieldSize: rule.fieldSize + 1 },
    });
  } catch (error) {
    return done(error);
  }
  const body: Record<string, unknown> = Object.create(null);
  const files: UploadedFile[] = [];
  let reading = 1; // the parser itself, then one per file being read
  let finished = false;
  const finish = (error?: unknown) => {
    if (finished) return;
    finished = true;
    req.unpipe(parser);
    parser.removeAllListeners();
    parser.on("error", () => undefined);
    req.resume();
    if (!error || !req.readable || req.destroyed) return done(error);
    const answer = () => {
      req.off("end", answer).off("close", answer);
      done(error);
    };
    req.once("end", answer).once("close", answer);
  };
  const oneDone = () => {
    if (--reading > 0 || finished) return;
    req.body = body;
    if (rule.list) req.files = files;
    else if (files[0]) req.file = files[0];
    finish();
  };

  parser.on("field", (name, value, info) => {
    if (name == null) return finish(new RefusedPart("Field name missing"));
    if (info.nameTruncated) return finish(new RefusedPart("Field name too long"));
    if (info.valueTruncated) return finish(new RefusedPart("Field value too long", decodeName(name)));
    addField(body, decodeName(name), value);
  });
  parser.on("file", (rawName, stream, info) => {
    stream.on("error", finish);
    if (rawName == null) return finish(new RefusedPart("Field name missing"));
    // A file input left empty sends a part without a file name: nothing to read.
    if (!info.filename) return void stream.resume();
    const name = decodeName(rawName);
    if (name !== rule.field || files.length >= rule.maxFiles) return finish(new RefusedPart("Unexpected file field", name));
    const originalname = withoutControls(decodeName(info.filename));
    const file: UploadedFile = { fieldname: name, originalname, mimetype: info.mimeType, buffer: Buffer.alloc(0), size: 0 };
    files.push(file);
    reading++;
    const chunks: Buffer[] = [];
    stream.on("limit", () => finish(new RefusedPart("File too large", name)));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      file.buffer = Buffer.concat(chunks);
      file.size = file.buffer.length;
      oneDone();
    });
  });
  parser.on("error", finish);
  parser.on("filesLimit", () => finish(new RefusedPart("Too many files")));
  parser.on("fieldsLimit", () => finish(new RefusedPart("Too many fields")));
  parser.on("close", oneDone);
  req.on("error", finish);
  req.on("close", () => {
    if (!req.readableEnded) finish(new Error("Request closed"));
  });
  req.pipe(parser);
}

/** A multipart reader by `rule`; a body of another type passes through untouched (the JSON reader takes it). */
function multipartReader(rule: Rule): RequestHandler {
  return (req, _res, next) => {
    if (!req.is("multipart")) return next();
    readMultipart(req, rule, (error) => next(error === undefined ? undefined : apiErrorOf(error)));
  };
}

/** One file in field `file`, held in memory (it is re-encoded, never stored as sent). */
export function singleFileUpload(maxBytes: number): RequestHandler {
  return multipartReader({ field: "file", maxFiles: 1, list: false, fileMaxBytes: maxBytes, fields: 10, fieldSize: 1024 });
}

/** A multipart form without files (the newsletter's form-data). Non-multipart bodies pass through. */
export function fieldsOnly(): RequestHandler {
  return multipartReader({ maxFiles: 0, list: false, fields: 20, fieldSize: 10_000 });
}

/** A form with at most one file in field `field` (held in memory; checked by content before anything is stored). */
export function optionalFileField(field: string, maxBytes: number): RequestHandler {
  return multipartReader({ field, maxFiles: 1, list: false, fileMaxBytes: maxBytes, fields: 30, fieldSize: 10_000 });
}

/** A form with up to `maxCount` files in field `field` (held in memory; each checked by content before anything is stored). */
export function optionalFilesField(field: string, maxBytes: number, maxCount: number): RequestHandler {
  return multipartReader({ field, maxFiles: maxCount, list: true, fileMaxBytes: maxBytes, fields: 30, fieldSize: 10_000 });
}
