import { Router, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import { HttpError, methodNotAllowed, parseOptions, validationError, type FieldErrors } from "#server/http/errors.ts";
import { sendFound } from "./envelope.ts";
import { dataOf, idParam } from "#domain/schemas.ts";

export type Method = "get" | "post" | "put" | "delete";
type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  /** application/json unless given (text/csv for exports). */
  contentType?: string;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Input<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/**
 * One API call: how to validate it, what it answers, and the handler. The same object
 * mounts the Express route and writes its part of the OpenAPI document, so the two never drift.
 */
export interface Endpoint<P extends ObjectSchema | undefined = any, Q extends ObjectSchema | undefined = any, B extends z.ZodType | undefined = any> {
  method: Method;
  /** Express path under the group's prefix, e.g. "/commodities/:id". */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyType?: "application/json" | "multipart/form-data";
  /** Runs before validation: rate limits, multipart parsing. */
  before?: RequestHandler[];
  responses: Record<number, ResponseDoc>;
  /**
   * How the audit log names this call (decision 053). Admin calls that change something, and
   * exports, are recorded with an action and resource derived from the method and path unless
   * given here; `false` records nothing.
   */
  audit?: false | { action?: string; resource?: string };
  handle(input: Input<P, Q, B>, res: Response, req: Request): Promise<void> | void;
}

export interface EndpointGroup {
  /** Mount point under /api, "" or "/ad". */
  prefix: string;
  /** Needs `Authorization: Bearer <token>`. */
  secured: boolean;
  endpoints: Endpoint[];
  add<P extends ObjectSchema | undefined, Q extends ObjectSchema | undefined, B extends z.ZodType | undefined>(endpoint: Endpoint<P, Q, B>): void;
}

export function endpointGroup(prefix: string, secured: boolean): EndpointGroup {
  const endpoints: Endpoint[] = [];
  return { prefix, secured, endpoints, add: (endpoint) => void endpoints.push(endpoint as Endpoint) };
}

export interface ShowOne {
  /** Ends in "/:id". */
  path: string;
  tag: string;
  summary: string;
  /** The record's name in the 404 message: "<label> not found." */
  label: string;
  /** The 200 answer's description ("The article"). */
  answer: string;
  schema: z.ZodType;
  /** The record, or nothing (a RecordNotFound thrown by `find` does as well). */
  find(id: number): Promise<unknown>;
}

/** GET one record by id: `{ data: record }`, or 404. */
export function showOne({ path, tag, summary, label, answer, schema, find }: ShowOne): Endpoint<typeof idParam, undefined, undefined> {
  return {
    method: "get",
    path,
    tag,
    summary,
    params: idParam,
    responses: { 200: { description: answer, schema: dataOf(schema) } },
    async handle({ params }, res) {
      sendFound(res, await find(params.id), label);
    },
  };
}

/** An id in the path that is not an id names nothing: 404, as for an unknown path. */
function parseParams(schema: ObjectSchema, params: unknown) {
  const result = schema.safeParse(params);
  if (!result.success) throw new HttpError(404, "This page could not be found");
  return result.data;
}

/** Fields whose text holds a NUL character, which PostgreSQL cannot store in text columns. */
function nulFields(value: unknown, path: string, found: FieldErrors): FieldErrors {
  if (typeof value === "string" && value.includes("\u0000")) found[path || "_"] = ["This field contains a character that is not allowed."];
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) nulFields(item, path ? `${path}.${key}` : key, found);
  }
  return found;
}

/** What a call that takes a body reads, for the 415 message. */
const JSON_ONLY = "The request body must be JSON (Content-Type: application/json).";
const JSON_OR_FORM = "The request body must be JSON, application/x-www-form-urlencoded or multipart/form-data.";

/**
 * A body that none of the call's parsers read (text/plain, XML, a type nobody named) arrives as no body at all, and
 * was checked as `{}`: a call whose fields are all optional then created an empty record. Refused as a 415.
 * A request without a body is still checked as `{}` (422 with the missing fields).
 */
function unreadBody(endpoint: Endpoint, req: Request): HttpError | undefined {
  const length = req.headers["content-length"];
  const hasBody = req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
  if (!endpoint.body || req.body !== undefined || !hasBody) return undefined;
  // The public forms read their bodies in `before` (urlencoded, multipart) as well as JSON.
  return new HttpError(415, endpoint.bodyType === "multipart/form-data" || endpoint.before?.length ? JSON_OR_FORM : JSON_ONLY);
}

function toHandler(endpoint: Endpoint): RequestHandler {
  return async (req, res) => {
    const refused = unreadBody(endpoint, req);
    if (refused) throw refused;
    const unstorable = { ...nulFields(req.query, "", {}), ...nulFields(req.body, "", {}) };
    if (Object.keys(unstorable).length) throw validationError(unstorable);
    // Zod's own messages in the reader's language (decision 069).
    const options = parseOptions(req);
    const input = {
      params: endpoint.params ? parseParams(endpoint.params, req.params) : undefined,
      query: endpoint.query?.parse(req.query, options),
      body: endpoint.body?.parse(req.body ?? {}, options),
    };
    await endpoint.handle(input, res, req);
  };
}

/** Handlers a group runs before each of its endpoints (role checks, the audit trail), given the endpoint. */
export type EndpointGuards = (endpoint: Endpoint, group: EndpointGroup) => RequestHandler[];

/**
 * The group's routes. Paths are mounted in the order first declared, each ending in a 405
 * for the methods it does not have, so `/x/_delete` must be declared before `/x/:id`.
 */
export function mountGroup(group: EndpointGroup, guards?: EndpointGuards): Router {
  const router = Router();
  const byPath = new Map<string, Endpoint[]>();
  for (const endpoint of group.endpoints) byPath.set(endpoint.path, [...(byPath.get(endpoint.path) ?? []), endpoint]);
  for (const [path, endpoints] of byPath) {
    const route = router.route(path);
    // The route pattern, for the request metrics (a label per pattern, never per URL).
    const pattern: RequestHandler = (_req, res, next) => {
      res.locals.route = `/api${group.prefix}${path}`;
      next();
    };
    for (const endpoint of endpoints) route[endpoint.method](pattern, ...(guards?.(endpoint, group) ?? []), ...(endpoint.before ?? []), toHandler(endpoint));
    route.all(methodNotAllowed);
  }
  return router;
}
