import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { z } from "zod";
import { Conflict, InvalidInput, RecordNotFound, ServiceUnavailable, SignInRefused, UnsupportedMedia, type FieldErrors } from "#server/services/errors.ts";
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from "#src/lib/locales.ts";
import { translate } from "#src/lib/messages.server.ts";

export type { FieldErrors };

/** Thrown anywhere on the server; turned into the JSON error envelope by `apiErrorHandler`. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const notFound = (what = "Resource") => new HttpError(404, `${what} not found.`);

/** The exact body the admin client watches for to send the browser to /login (SPEC §8). */
export const unauthenticated = () => new HttpError(401, "Unauthenticated.");

/**
 * zod issues as Laravel-style `{ field: ["message"] }`. Messages that are translation keys
 * (the shared form schemas use `form.errors.*`) are given in `locale`.
 */
export function fieldErrors(error: z.ZodError, locale: Locale = DEFAULT_LOCALE): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(translatedMessage(issue.message, locale));
  }
  return errors;
}

/** Form messages are translation keys (`form.errors.*`, `warranty.errors.*`); anything else is already text. */
function translatedMessage(message: string, locale: Locale): string {
  return /^(form|warranty)\.[\w.]+$/.test(message) ? translate(locale, message) : message;
}

function translatedErrors(errors: FieldErrors, locale: Locale): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => translatedMessage(message, locale))]));
}

/** The language of error texts: a `locale` in the body, else Accept-Language, else English. */
export function requestLocale(req: Request): Locale {
  const fromBody = (req.body as { locale?: unknown } | undefined)?.locale;
  if (isLocale(fromBody)) return fromBody;
  return localeFromAcceptLanguage(req.get("accept-language")) ?? DEFAULT_LOCALE;
}

export function validationError(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  const more = Object.values(errors).flat().length - 1;
  return new HttpError(422, more > 0 ? `${first} (and ${more} more error${more > 1 ? "s" : ""})` : first, errors);
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new HttpError(404, "This page could not be found"));

export const methodNotAllowed: RequestHandler = (_req, _res, next) => next(new HttpError(405, "Method not allowed."));

/** The one error path of the API: known errors keep their status, everything else is a logged 500. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = toHttpError(error, req);
  if (known.status >= 500) req.log?.error({ err: error }, "request failed");
  if (res.headersSent) return;
  // A failure is nobody's to keep, whatever the endpoint's caching said.
  if (known.status >= 500) res.setHeader("Cache-Control", "private, no-store");
  res.status(known.status).json(known.errors ? { message: known.message, errors: known.errors } : { message: known.message });
};

function toHttpError(error: unknown, req: Request): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) return validationError(fieldErrors(error, requestLocale(req)));
  if (error instanceof InvalidInput) return validationError(translatedErrors(error.errors, requestLocale(req)));
  if (error instanceof RecordNotFound) return new HttpError(404, error.message);
  if (error instanceof UnsupportedMedia) return new HttpError(415, error.message);
  if (error instanceof Conflict) return new HttpError(409, error.message);
  if (error instanceof SignInRefused) return new HttpError(401, error.message);
  if (error instanceof ServiceUnavailable) return new HttpError(503, error.message);
  const status = statusOf(error);
  if (status === 413) return new HttpError(413, "The uploaded content is too large.");
  if (status === 400 && (error as { type?: string }).type === "entity.parse.failed") return new HttpError(400, "The request body is not valid JSON.");
  if (status && status >= 400 && status < 500) return new HttpError(status, (error as Error).message || "Bad request.");
  return new HttpError(500, "Server Error");
}

/** SPEC §8: the status comes from the error's status, statusCode or response status; default 500. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const candidate = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  const status = candidate.status ?? candidate.statusCode ?? candidate.response?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : undefined;
}
