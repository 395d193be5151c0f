import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { Server } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { PROOF_MAX_BYTES } from "#domain/forms/warranty.ts";
import { REGISTER_FORM_MAX_BYTES } from "#domain/forms/body-limits.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

/** The warranty registration form without JavaScript: the route action at /register, as a browser posts it (multipart). */

const JPEG_START = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");
const jpeg = (bytes: number) => Buffer.concat([JPEG_START, Buffer.alloc(bytes - JPEG_START.length)]);

const BOUNDARY = "----formboundaryFantai";
/** A multipart body in the form's order: the proof between where_bought and name, as the page lays the fields out. */
function multipart(fields: Record<string, string>, proof?: Buffer): { head: Buffer; tail: Buffer } {
  const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const order = ["commodity_id", "serial", "purchase_date", "where_bought"];
  const before = order.filter((name) => name in fields).map((name) => part(name, fields[name]!));
  const after = Object.keys(fields)
    .filter((name) => !order.includes(name))
    .map((name) => part(name, fields[name]!));
  const file = proof
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="proof"; filename="ticket de caisse.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
    : "";
  return { head: Buffer.from(before.join("") + file), tail: Buffer.from(`${proof ? "\r\n" : ""}${after.join("")}--${BOUNDARY}--\r\n`) };
}

/** The messages shown under the fields (each field's slot also holds every message it could show, hidden, for its height). */
const shownErrors = (html: string) => [...html.matchAll(/<p class="field__error" id="[^"]*">([^<]+)<\/p>/g)].map((match) => match[1]);

function post(app: AdminTestApp, path: string, fields: Record<string, string>, proof?: Buffer) {
  const { head, tail } = multipart(fields, proof);
  return request(app.express)
    .post(path)
    .set("Content-Type", `multipart/form-data; boundary=${BOUNDARY}`)
    .set("Accept", "text/html")
    .send(Buffer.concat([head, ...(proof ? [proof] : []), tail]));
}

describe("the warranty registration form without JavaScript", () => {
  let app: AdminTestApp;
  let productId: number;
  const registrations = async () => (await app.database.db.selectFrom("warranty_registrations").select("id").execute()).length;

  beforeAll(async () => {
    app = await createAdminTestApp("sqlite", {}, { pages: true });
    const product = await insertProduct(app.database.db, { en: "40V Push Mower", fr: "Tondeuse poussée 40V", nl: "Duwgrasmaaier 40V" });
    await app.database.db.updateTable("commodities").set({ created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", product.id).execute();
    productId = product.id;
  });
  afterAll(() => app.close());

  const fields = (overrides: Record<string, string> = {}) => ({
    commodity_id: String(productId),
    serial: `SN-${Math.random().toString(36).slice(2, 10)}`,
    purchase_date: addDays(todayIn(), -10),
    where_bought: "Brico Namur",
    name: "Élodie Lefèvre",
    email: "elodie@example.be",
    country: "BE",
    consent: "on",
    ...overrides,
  });
  const kept = (html: string, typed: Record<string, string>) => {
    for (const name of ["serial", "purchase_date", "where_bought", "name", "email"]) expect(html, name).toContain(`value="${typed[name]}"`);
  };

  it("gives the form back with every typed value and the translated size message for a 6 MB photo, and stores nothing", async () => {
    const before = await registrations();
    const typed = fields();
    const response = await post(app, "/fr/register", typed, jpeg(6 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.text).toContain('class="warranty-form');
    expect(shownErrors(response.text)).toEqual(["La preuve d&#x27;achat dépasse 5 Mo"]);
    expect(response.text).not.toContain("The uploaded file is too large");
    kept(response.text, typed);
    expect(await registrations()).toBe(before);
  });

  it.each([
    ["a proof a few kilobytes past 5 MB", PROOF_MAX_BYTES + 70 * 1024],
    ["a 6 MB photo", 6 * 1024 * 1024],
  ])("keeps the typed values for %s sent in chunks (no declared length)", async (_, size) => {
    const server: Server = await new Promise((resolve) => {
      const listening = app.express.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const typed = fields();
      const { head, tail } = multipart(typed, Buffer.alloc(0));
      const parts = [head, jpeg(size), tail];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = parts.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      const response = await fetch(`http://127.0.0.1:${port}/fr/register`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, Accept: "text/html" },
        body,
        duplex: "half",
        redirect: "manual",
      } as RequestInit);
      const html = await response.text();
      expect(response.status).toBe(413);
      expect(shownErrors(html)).toEqual(["La preuve d&#x27;achat dépasse 5 Mo"]);
      kept(html, typed);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("takes a proof of exactly 5 MB", async () => {
    const before = await registrations();
    const response = await post(app, "/fr/register", fields(), jpeg(PROOF_MAX_BYTES));
    expect(response.status).toBe(303);
    expect(response.headers.location).toMatch(/^\/fr\/register\/done\?c=/);
    expect(await registrations()).toBe(before + 1);
  });

  it("shows the other fields' errors beside the proof's", async () => {
    const typed = fields({ email: "zoe@bad" });
    const response = await post(app, "/fr/register", typed, jpeg(6 * 1024 * 1024));
    expect(response.status).toBe(413);
    const shown = shownErrors(response.text);
    expect(shown).toHaveLength(2);
    expect(shown).toContain("La preuve d&#x27;achat dépasse 5 Mo");
    expect(response.text).toContain('value="zoe@bad"');
  });

  it("shows a purchase date's own errors with the other fields' in the same answer, in Dutch", async () => {
    const future = await post(app, "/nl/register", fields({ purchase_date: "2099-01-01", email: "zoe@bad" }));
    expect(future.status).toBe(422);
    expect(shownErrors(future.text)).toEqual(["De aankoopdatum kan niet in de toekomst liggen", "Uw e-mailadres moet @xxx bevatten"]);
    expect(future.text).toContain('value="zoe@bad"');
    // Before the product was on sale (10 January 2025), beside a serial the schema refuses.
    const early = await post(app, "/nl/register", fields({ purchase_date: "2024-06-01", serial: "!" }));
    expect(early.status).toBe(422);
    const shown = shownErrors(early.text);
    expect(shown).toHaveLength(2);
    expect(shown[1]).toMatch(/^De aankoopdatum ligt vóór de verkoopstart van dit product/);
  });

  it("refuses a body declared far past its cap before reading it, with the proof's message in the page's language", async () => {
    const server: Server = await new Promise((resolve) => {
      const listening = app.express.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const { head } = multipart(fields(), Buffer.alloc(0));
      const startedAt = Date.now();
      const answer = await declaredTooLarge(port, "/fr/register", head);
      expect(answer.text).toMatch(/^HTTP\/1\.1 413/);
      expect(answer.text.toLowerCase()).toContain("connection: close");
      expect(answer.text).toContain('<html lang="fr">');
      expect(answer.text).toMatch(/La preuve d(?:&#39;|&#x27;)achat dépasse 5 Mo/);
      // Answered at once: not after reading the 20 MB the form is otherwise read to.
      expect(Date.now() - startedAt).toBeLessThan(3_000);
      expect(answer.sent).toBeLessThan(REGISTER_FORM_MAX_BYTES / 2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/**
 * A request declaring a 10 GB body whose client keeps sending: what it received, and how much it had sent by then
 * (a server that does not read lets no more through than the sockets' buffers hold).
 */
function declaredTooLarge(port: number, path: string, head: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return new Promise<{ text: string; sent: number }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let sent = 0;
    socket.on("data", (chunk) => (text += chunk.toString("utf8")));
    socket.on("close", () => resolve({ text, sent }));
    socket.on("error", (error) => (text ? resolve({ text, sent }) : reject(error)));
    const accept = contentType === "application/json" ? "application/json" : "text/html";
    const [method, target] = path.startsWith("GET ") ? ["GET", path.slice(4)] : ["POST", path];
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: ${accept}\r\nContent-Type: ${contentType}\r\nContent-Length: 10737418240\r\n\r\n`);
    socket.write(head);
    const block = Buffer.alloc(256 * 1024);
    const pump = () => {
      while (!socket.destroyed && !text && sent < 2 * REGISTER_FORM_MAX_BYTES) {
        sent += block.length;
        if (!socket.write(block)) return void socket.once("drain", pump);
      }
    };
    pump();
    setTimeout(() => socket.destroy(), 20_000);
  });
}

describe("bodies declared past their bound are refused before they are read, everywhere", () => {
  let app: AdminTestApp;
  let server: Server;
  beforeAll(async () => {
    app = await createAdminTestApp("sqlite", {}, { pages: true });
    server = await new Promise((resolve) => {
      const listening = app.express.listen(0, "127.0.0.1", () => resolve(listening));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  });

  it.each([
    ["/register", "text/html", /<html lang="en">[\s\S]*The proof of purchase is larger than 5 MB/],
    ["/nl/register/", "text/html", /<html lang="nl">/],
    ["/fr/contact", "text/html", /<html lang="fr">[\s\S]*Le corps de la requête est trop volumineux/],
    ["/partner", "text/html", /The request body is too large/],
    ["/api/warranty/registrations", "json", /"message":"The uploaded file is too large."/],
    ["/api/file/forms", "json", /"message":"The request body is too large."/],
    ["/api/ad/uploads", "json", /"message":"The uploaded file is too large."/],
    ["GET /healthz", "json", /"message":"The request body is too large."/],
  ])("%s answers 413 at once", async (path, kind, says) => {
    const { port } = server.address() as AddressInfo;
    const startedAt = Date.now();
    const answer = await declaredTooLarge(port, path, Buffer.from("x"), kind === "json" ? "application/json" : "application/x-www-form-urlencoded");
    expect(answer.text).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.text).toMatch(says);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(answer.sent).toBeLessThan(REGISTER_FORM_MAX_BYTES / 2);
  });
});
