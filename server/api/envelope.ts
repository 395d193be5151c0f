import type { Response } from "express";
import type { Page } from "#server/services/pagination.ts";

/** Success envelope: `{ data }`. */
export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ data });
}

/** List envelope: `{ data: [...], meta: { pagination } }`. */
export function sendPage<T>(res: Response, page: Page<T>): void {
  res.json({ data: page.data, meta: { pagination: page.pagination } });
}
