import type { Request, Response } from "express";
import type { IdempotentAnswer } from "#server/services/idempotency.ts";
import type { Services } from "#server/services/index.ts";
import type { Input } from "./endpoint.ts";

/** The request header a client names its attempt with (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on an answer given again to a retry. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** A write's answer: `{ data }` with its status (201 unless told). */
export function created(data: unknown, status = 201): IdempotentAnswer {
  return { status, body: { data } };
}

/** An endpoint's handler made by idempotentWrite, marked with its scope (for the OpenAPI document and the tests). */
export interface IdempotentHandler<P, Q, B> {
  (input: Input<P, Q, B>, res: Response, req: Request): Promise<void>;
  idempotencyScope: string;
}

/** The scope of an endpoint whose handler is an idempotentWrite, else undefined. */
export function idempotencyScopeOf(endpoint: { handle: unknown }): string | undefined {
  return (endpoint.handle as Partial<IdempotentHandler<unknown, unknown, unknown>>).idempotencyScope;
}

/**
 * The handler of a public POST that a client may send again without creating twice (decision 073), in one line:
 * `handle: idempotentWrite(services, "demands", async ({ body }, tx) => created(await tx.x.create(body)))`.
 * `write` writes through the services it is given; with an `Idempotency-Key` header they are bound to the transaction
 * that also stores the key and the answer, so a retry (on any instance, even one racing the first) gets the first
 * answer — same status, same body, with `Idempotent-Replayed: true` — and nothing is written again. The same key with
 * another body is a 422. Without the header the write runs as any other.
 */
export function idempotentWrite<P, Q, B>(
  services: Services,
  scope: string,
  write: (input: Input<P, Q, B>, services: Services, req: Request) => Promise<IdempotentAnswer>,
): IdempotentHandler<P, Q, B> {
  const handle = async (input: Input<P, Q, B>, res: Response, req: Request) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) {
      const answer = await write(input, services, req);
      res.status(answer.status).json(answer.body);
      return;
    }
    // What the client sent, as parsed (JSON, urlencoded and multipart alike), and its files by their bytes.
    const files = Array.isArray(req.files) ? req.files.map((file) => file.buffer) : [];
    const body = { body: req.body as unknown, file: req.file?.buffer ?? (files.length ? Buffer.concat(files) : undefined) };
    const outcome = await services.idempotently({ scope, key, body }, (tx) => write(input, tx, req));
    if (outcome.replayed) res.setHeader(REPLAYED_HEADER, "true");
    res.status(outcome.status).json(outcome.body);
  };
  return Object.assign(handle, { idempotencyScope: scope });
}
