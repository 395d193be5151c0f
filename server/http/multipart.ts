import type { RequestHandler } from "express";
import multer from "multer";
import { HttpError, statusOf } from "./errors.ts";

/** multer's errors as API errors: too large is 413, a misnamed field 422, a body that is not valid multipart 400. */
function translated(handler: RequestHandler): RequestHandler {
  return (req, res, next) =>
    handler(req, res, (error?: unknown) => {
      if (!error) {
        // Control characters are no part of a name, and PostgreSQL cannot store NUL in text.
        if (req.file) req.file.originalname = req.file.originalname.replace(/[\u0000-\u001f\u007f]/g, "");
        return next();
      }
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") return next(new HttpError(413, "The uploaded file is too large."));
        const field = error.field ?? "file";
        return next(new HttpError(422, `The ${field} field is not accepted here.`, { [field]: [error.message] }));
      }
      // busboy's own parse errors ("Multipart: Boundary not found", "Unexpected end of form") carry no status.
      if (statusOf(error) === undefined) return next(new HttpError(400, "The form data could not be read (malformed multipart body)."));
      next(error);
    });
}

/**
 * Browsers send a part's file name as UTF-8 ("Tondeuse à gazon.jpg", "reçu.pdf"); busboy reads it as
 * Latin-1 unless told, which stored "Tondeuse Ã  gazon.jpg". Every multipart reader here takes this.
 */
const UTF8_NAMES = { defParamCharset: "utf8" } as const;

/** One file in field `file`, held in memory (it is re-encoded, never stored as sent). */
export function singleFileUpload(maxBytes: number): RequestHandler {
  return translated(
    multer({ ...UTF8_NAMES, storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } }).single("file"),
  );
}

/** A multipart form without files (the newsletter's form-data). Non-multipart bodies pass through. */
export function fieldsOnly(): RequestHandler {
  return translated(multer({ ...UTF8_NAMES, limits: { files: 0, fields: 20, fieldSize: 10_000 } }).none());
}

/** A form with at most one file in field `field` (held in memory; checked by content before anything is stored). */
export function optionalFileField(field: string, maxBytes: number): RequestHandler {
  return translated(
    multer({ ...UTF8_NAMES, storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 10_000 } }).single(field),
  );
}

/** A form with up to `maxCount` files in field `field` (held in memory; each checked by content before anything is stored). */
export function optionalFilesField(field: string, maxBytes: number, maxCount: number): RequestHandler {
  return translated(
    multer({ ...UTF8_NAMES, storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: maxCount, fields: 30, fieldSize: 10_000 } }).array(
      field,
      maxCount,
    ),
  );
}
