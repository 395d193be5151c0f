import type { Response } from "express";
import { RecordNotFound } from "#server/services/errors.ts";
import type { Page } from "#server/services/pagination.ts";

/** Success envelope: `{ data }`. */
export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ data });
}

/** `{ data: found }`, or 404 "<label> not found." when nothing was found. */
export function sendFound(res: Response, found: unknown, label: string): void {
  if (!found) throw new RecordNotFound(label);
  sendData(res, found);
}

// A page served from the product-list cache is the same object each time; its JSON is written once.
const pageBodies = new WeakMap<Page<unknown>, string>();

/** List envelope: `{ data: [...], meta: { pagination } }`. */
export function sendPage<T>(res: Response, page: Page<T>): void {
  let body = pageBodies.get(page);
  if (body === undefined) {
    body = JSON.stringify({ data: page.data, meta: { pagination: page.pagination } });
    pageBodies.set(page, body);
  }
  res.type("json").send(body);
}
