import type { FormInstance } from "antd";
import type { Pagination } from "#domain/pagination.ts";
import { takeEarly } from "./early-requests.ts";
import { currentAdminLanguage } from "./i18n.ts";
import { clearToken, getToken } from "./session.ts";

/**
 * The one admin HTTP client (product rules §7, §8). Every admin call goes through `request`:
 * - base /api/, JSON in and out, 30 s time-out, `Authorization: Bearer <FANTAI_token>`, and `Accept-Language` the
 *   admin's language, in which the server words its refusals (decision 069);
 * - `{ message: "Unauthenticated." }` clears the token, sends the browser to /login?redirect=<here>, then rejects;
 * - 422 `{ message, errors }` rejects with the field errors, and puts them on the form when one is passed;
 * - anything else rejects and raises an error notification (unless `silent`).
 */

export const API_BASE = "/api/";
export const HTTP_TIMEOUT_MS = 30_000;
export const UNAUTHENTICATED = "Unauthenticated.";

export type { Pagination };

export interface ListResponse<T> {
  data: T[];
  meta?: { pagination?: Pagination };
}

export interface ItemResponse<T> {
  data: T;
}

export type FieldErrors = Record<string, string[]>;

export type ApiErrorKind = "unauthenticated" | "validation" | "timeout" | "network" | "aborted" | "http";

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly errors: FieldErrors;

  /** The answer's JSON body, for calls whose refusals say more than a message (a campaign's fallbacks). */
  readonly body: Record<string, unknown>;

  constructor(message: string, status: number, kind: ApiErrorKind, errors: FieldErrors = {}, body: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.kind = kind;
    this.errors = errors;
    this.body = body;
  }
}

export interface HttpNotice {
  kind: ApiErrorKind;
  status: number;
  message: string;
  details: string[];
}

interface HttpHooks {
  /** Called once per Unauthenticated answer, with the admin path the user wanted. */
  onUnauthenticated(wanted: string): void;
  /** Shows a failure to the user (the app translates the kind into a title). */
  notify(notice: HttpNotice): void;
}

let hooks: HttpHooks = {
  onUnauthenticated(wanted) {
    window.location.assign(`/login?redirect=${encodeURIComponent(wanted)}`);
  },
  notify(notice) {
    console.warn(notice.message, notice.details);
  },
};

/** The admin app plugs in its router navigation and its notification API. */
export function configureHttp(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** 422 answers are put on this form's fields. */
  form?: FormInstance;
  /** No notification on failure: the caller shows its own. */
  silent?: boolean;
  /** Answer the body as a Blob (CSV export) instead of JSON. */
  raw?: boolean;
  /** Reads a successful answer's headers (e.g. X-Record-Version) before its body is returned. */
  onResponse?: (response: Response) => void;
}

export function buildUrl(path: string, query?: Query): string {
  const url = API_BASE + path.replace(/^\/+/, "").replace(/^api\//, "");
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(","));
    } else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function currentAdminPath(): string {
  if (typeof window === "undefined") return "/admin/workplace";
  const { pathname, search } = window.location;
  return pathname.startsWith("/admin") ? pathname + search : "/admin/workplace";
}

let redirecting = false;

function handleUnauthenticated(): void {
  clearToken();
  if (redirecting) return;
  redirecting = true;
  hooks.onUnauthenticated(currentAdminPath());
  setTimeout(() => (redirecting = false), 1000);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: options.raw ? "text/csv, */*" : "application/json", "Accept-Language": currentAdminLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;

  let response: Response;
  try {
    const early = method === "GET" && !options.query && !options.raw ? await takeEarly(path) : null;
    response = early ?? (await fetch(buildUrl(path, options.query), { method, headers, body, signal, cache: "no-store" }));
  } catch (cause) {
    const name = (cause as { name?: string }).name;
    const error =
      name === "TimeoutError"
        ? new ApiError("The server took more than 30 seconds to answer.", 0, "timeout")
        : name === "AbortError"
          ? new ApiError("Request cancelled.", 0, "aborted")
          : new ApiError("The server could not be reached.", 0, "network");
    if (error.kind !== "aborted" && !options.silent) hooks.notify({ kind: error.kind, status: 0, message: error.message, details: [] });
    throw error;
  }

  if (response.ok) {
    options.onResponse?.(response);
    if (response.status === 204) return undefined as T;
    // As bytes: text() would drop the byte-order mark the server writes so Excel reads the accents right.
    if (options.raw) return (await response.blob()) as T;
    return (await response.json()) as T;
  }

  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  throw failure(response.status, response.statusText, payload, options);
}

/** A refused call as an ApiError, after the side effects every refusal has (sign-in redirect, field errors on the form, notification). */
function failure(status: number, statusText: string, payload: Record<string, unknown>, options: Pick<RequestOptions, "form" | "silent">): ApiError {
  const message = typeof payload.message === "string" && payload.message ? payload.message : `${status} ${statusText}`;

  if (message === UNAUTHENTICATED || status === 401) {
    handleUnauthenticated();
    return new ApiError(UNAUTHENTICATED, status, "unauthenticated");
  }
  if (status === 422) {
    const errors = normaliseErrors(payload.errors);
    if (options.form) applyFieldErrors(options.form, errors);
    if (!options.silent) hooks.notify({ kind: "validation", status: 422, message, details: Object.values(errors).flat() });
    return new ApiError(message, 422, "validation", errors);
  }
  if (!options.silent) hooks.notify({ kind: "http", status, message, details: [] });
  return new ApiError(message, status, "http", {}, payload);
}

function normaliseErrors(errors: unknown): FieldErrors {
  if (!errors || typeof errors !== "object") return {};
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = Array.isArray(value) ? value.map(String) : [String(value)];
    if (list.length) result[field] = list;
  }
  return result;
}

/** "images.0" → ["images", 0]; "en_name" → ["en_name"]. */
export function fieldPath(key: string): (string | number)[] {
  return key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Puts a 422's messages on the matching form fields; the typed values stay where they are. */
export function applyFieldErrors(form: FormInstance, errors: FieldErrors): void {
  const fields = Object.entries(errors).map(([key, messages]) => ({ name: fieldPath(key), errors: messages }));
  if (fields.length) form.setFields(fields);
  const first = fields[0];
  if (first) form.scrollToField(first.name, { block: "center", behavior: "smooth" });
}

export const http = {
  get: <T>(path: string, query?: Query, options: Omit<RequestOptions, "query"> = {}) => request<T>("GET", path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, "body"> = {}) => request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, "body"> = {}) => request<T>("PUT", path, { ...options, body }),
  delete: <T>(path: string, query?: Query, options: Omit<RequestOptions, "query"> = {}) => request<T>("DELETE", path, { ...options, query }),
};

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  variants?: { url: string; width: number; height: number }[];
}

/** POST api/ad/uploads, multipart field `file`. */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  const response = await request<ItemResponse<UploadedImage>>("POST", "ad/uploads", { body: form, signal });
  return response.data;
}

/**
 * POSTs one file (multipart field `file`) reporting the upload's progress in percent — fetch reports
 * none, so this one call uses XMLHttpRequest — and answers the response's `data`. Refusals go through
 * the same handling as `request`'s (notification, sign-in redirect).
 */
export function uploadWithProgress<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path));
    xhr.timeout = HTTP_TIMEOUT_MS;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", currentAdminLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // not JSON: the status says it
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload.data as T);
      else reject(failure(xhr.status, xhr.statusText, payload, {}));
    };
    const lost = (kind: "timeout" | "network", message: string) => () => {
      hooks.notify({ kind, status: 0, message, details: [] });
      reject(new ApiError(message, 0, kind));
    };
    xhr.onerror = lost("network", "The server could not be reached.");
    xhr.ontimeout = lost("timeout", "The server took more than 30 seconds to answer.");
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/** Hands a file the admin holds to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches a CSV with the bearer token and hands it to the browser as a download. */
export async function downloadCsv(path: string, query: Query, fileName: string): Promise<void> {
  saveBlob(await request<Blob>("GET", path, { query, raw: true }), fileName);
}

/**
 * A file behind the admin API (proof of purchase, certificate, report photo) as a blob with the name the server
 * gives it. `silent` where the screen says itself that the file could not be shown.
 */
export async function fetchAdminFile(
  path: string,
  { signal, silent = false }: Pick<RequestOptions, "signal" | "silent"> = {},
): Promise<{ blob: Blob; fileName: string }> {
  let disposition = "";
  const blob = await request<Blob>("GET", path, {
    raw: true,
    silent,
    signal,
    onResponse: (response) => (disposition = response.headers.get("content-disposition") ?? ""),
  });
  return { blob, fileName: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? "file" };
}
