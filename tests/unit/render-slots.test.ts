import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { renderSlots } from "#server/http/render-slots.ts";

const GET = { method: "GET" } as Request;
const response = () => Object.assign(new EventEmitter(), { destroyed: false, writableEnded: false }) as unknown as Response & EventEmitter;

describe("render slots", () => {
  it("lets `max` renders run, queues the rest in order, and passes a slot on when a render ends or its visitor left", () => {
    const slots = renderSlots(2);
    const started: string[] = [];
    const [a, b, c, d, e] = [response(), response(), response(), response(), response()];
    for (const [name, res] of Object.entries({ a, b, c, d, e })) slots(GET, res, () => started.push(name));
    expect(started).toEqual(["a", "b"]);
    a.emit("close");
    expect(started).toEqual(["a", "b", "c"]);
    a.emit("close"); // a second close changes nothing
    expect(started).toEqual(["a", "b", "c"]);
    Object.assign(d, { destroyed: true }); // d's visitor went away while waiting
    b.emit("close");
    expect(started).toEqual(["a", "b", "c", "e"]);
    c.emit("close");
    e.emit("close");
    const f = response();
    slots(GET, f, () => started.push("f"));
    expect(started.at(-1)).toBe("f");
  });

  it("never loses a slot to a visitor who left while queued (the response closed before its turn)", () => {
    const slots = renderSlots(1);
    const started: string[] = [];
    const [running, leaver, later] = [response(), response(), response()];
    slots(GET, running, () => started.push("running"));
    slots(GET, leaver, () => started.push("leaver"));
    leaver.emit("close"); // the browser gave up while waiting; `destroyed` is not relied upon
    running.emit("close");
    expect(started).toEqual(["running"]);
    slots(GET, later, () => started.push("later"));
    expect(started).toEqual(["running", "later"]);
    later.emit("close");
    const next = response();
    slots(GET, next, () => started.push("next"));
    expect(started.at(-1)).toBe("next");
  });

  it("gives form posts no slot, so slow senders of a body never hold up the pages", () => {
    const slots = renderSlots(1);
    const started: string[] = [];
    slots(GET, response(), () => started.push("page"));
    slots({ method: "POST" } as Request, response(), () => started.push("form"));
    slots(GET, response(), () => started.push("queued page"));
    expect(started).toEqual(["page", "form"]);
  });
});
