import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { z } from "zod";
import { Conflict, InvalidInput, RecordNotFound, ServiceUnavailable, SignInRefused, UnsupportedMedia, type FieldErrors } from "#server/services/errors.ts";
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from "#domain/locales.ts";
import { translate } from "#domain/messages.server.ts";
import { SERVER_MESSAGES, type Translations } from "./messages.ts";
import { ZOD_ERROR_MAPS } from "./zod-messages.ts";

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

/** The exact body the admin client watches for to send the browser to /login (product rules §8). */
export const UNAUTHENTICATED = "Unauthenticated.";
export const unauthenticated = () => new HttpError(401, UNAUTHENTICATED);

/** zod issues as Laravel-style `{ field: ["message"] }`, as the schemas wrote them (the error handler translates). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The language of error texts: a `locale` in the body, else Accept-Language, else English. */
export function requestLocale(req: Request): Locale {
  // On the admin API a body's `locale` is a record's language (a document's), not the reader's.
  const fromBody = isAdminApi(req) ? undefined : (req.body as { locale?: unknown } | undefined)?.locale;
  if (isLocale(fromBody)) return fromBody;
  return localeFromAcceptLanguage(req.get("accept-language")) ?? DEFAULT_LOCALE;
}

const isAdminApi = (req: Request) => /^\/api\/ad(\/|\?|$)/.test(req.originalUrl);

/** Parse options for a request's input: Zod's refusals in plain words, in the reader's language (server/http/zod-messages.ts). */
export function parseOptions(req: Request): { error: z.core.$ZodErrorMap } {
  return { error: ZOD_ERROR_MAPS[requestLocale(req)] };
}

interface MessageTemplate {
  english: string;
  translations: Translations;
  pattern: RegExp;
  names: string[];
  /** Fixed characters: of two templates that match, the one with more wins, then the one with fewer parts. */
  fixed: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const FORM_KEY = /^(form|warranty|paperCopy|service)\.[\w.]+$/;

const TEMPLATES: MessageTemplate[] = Object.entries(SERVER_MESSAGES)
  .filter(([english]) => english.includes("{"))
  .map(([english, translations]) => {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    const parts = english.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const pattern = new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.*?)")}$`, "s");
    return { english, translations, pattern, names, fixed: parts.join("").length };
  })
  .sort((a, b) => b.fixed - a.fixed || a.names.length - b.names.length);

/**
 * The one translation of the server's texts (decision 069): a form key (`form.errors.*`, `warranty.errors.*`)
 * from the public texts; a text of the catalogue (server/http/messages.ts) with its varying parts put back,
 * each itself translated; anything else as it is. In English a text comes back byte for byte (keys aside).
 */
export function translateMessage(message: string, locale: Locale, depth = 0): string {
  if (message === UNAUTHENTICATED) return message;
  if (FORM_KEY.test(message)) return translate(locale, message);
  // Own entries only: "constructor" or "toString" must not find Object's.
  const exact = Object.hasOwn(SERVER_MESSAGES, message) ? SERVER_MESSAGES[message] : undefined;
  if (exact) return locale === "en" ? message : exact[locale];
  if (depth > 2) return message;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map(template.names.map((name, index) => [name, translateMessage(match[index + 1]!, locale, depth + 1)]));
    const text = locale === "en" ? template.english : template.translations[locale];
    return text.replace(PLACEHOLDER, (_: string, name: string) => values.get(name) ?? "");
  }
  return message;
}

/** A message a handler sends itself (not thrown), in the language of the request's reader. */
export function messageFor(req: Request, message: string): string {
  return translateMessage(message, requestLocale(req));
}

function translatedErrors(errors: FieldErrors, locale: Locale): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => translateMessage(message, locale))]));
}

/** The error as the request's reader gets it: its message and field errors in their language. */
function inLanguage(error: HttpError, locale: Locale): HttpError {
  return new HttpError(error.status, translateMessage(error.message, locale), error.errors && translatedErrors(error.errors, locale));
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
  const known = inLanguage(toHttpError(error), requestLocale(req));
  if (known.status >= 500) req.log?.error({ err: error }, "request failed");
  if (res.headersSent) return;
  // A failure is nobody's to keep, whatever the endpoint's caching said.
  if (known.status >= 500) res.setHeader("Cache-Control", "private, no-store");
  // A refusal is worded in the reader's language: a cache that keeps a public one (a 404) keeps one per language.
  else res.vary("Accept-Language");
  res.status(known.status).json(known.errors ? { message: known.message, errors: known.errors } : { message: known.message });
};

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) return validationError(fieldErrors(error));
  if (error instanceof InvalidInput) return validationError(error.errors);
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

/** product rules §8: the status comes from the error's status, statusCode or response status; default 500. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const candidate = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  const status = candidate.status ?? candidate.statusCode ?? candidate.response?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : undefined;
}
