import request from "supertest";
import type { DbEngine } from "#server/db/index.ts";
import { upsertAdmin } from "#server/services/auth.ts";
import { createTestApp, type TestApp } from "./app.ts";

/** Limits high enough that ordinary tests never meet them; rate-limit tests pass their own. */
export const GENEROUS_LIMITS = {
  FORM_MAX_PER_IP: "100000",
  LOGIN_MAX_PER_ACCOUNT: "100000",
  LOGIN_MAX_PER_IP: "100000",
  LOGIN_SLOW_STEP_MS: "0",
} as const;

export const ADMIN = { email: "editor@fantai.example", password: "correct horse battery staple", name: "Editor" } as const;

export interface AdminTestApp extends TestApp {
  /** A live bearer token for ADMIN. */
  token: string;
  /** `{ Authorization: "Bearer …" }` */
  auth: { Authorization: string };
}

/** The API over a fresh database, with an admin account signed in through POST /api/login. */
export async function createAdminTestApp(engine: DbEngine, env: Record<string, string> = {}, { pages = false } = {}): Promise<AdminTestApp> {
  const app = await createTestApp(engine, { env: { ...GENEROUS_LIMITS, ...env }, pages });
  await upsertAdmin(app.database.db, ADMIN);
  const token = await signIn(app);
  return { ...app, token, auth: { Authorization: `Bearer ${token}` } };
}

export async function signIn(app: TestApp, credentials: { email: string; password: string } = ADMIN): Promise<string> {
  const response = await request(app.express).post("/api/login").send(credentials);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

/** GET and POST on the admin API as ADMIN; `app` is read at each call, so it may be created later (in beforeAll). */
export function adminRequests(app: () => AdminTestApp) {
  return {
    read: (path: string) => request(app().express).get(`/api/ad/${path}`).set(app().auth),
    post: (path: string, body: object = {}) => request(app().express).post(`/api/ad/${path}`).set(app().auth).send(body),
  };
}
