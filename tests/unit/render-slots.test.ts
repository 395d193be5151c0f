import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { renderSlots } from "#server/http/render-slots.ts";

const response = () => Object.assign(new EventEmitter(), { destroyed: false, writableEnded: false }) as unknown as Response & EventEmitter;

describe("render slots", () => {
  it("lets `max` renders run, queues the rest in order, and passes a slot on when a render ends or its visitor left", () => {
    const slots = renderSlots(2);
    const started: string[] = [];
    const [a, b, c, d, e] = [response(), response(), response(), response(), response()];
    for (const [name, res] of Object.entries({ a, b, c, d, e })) slots({} as Request, res, () => started.push(name));
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
    slots({} as Request, f, () => started.push("f"));
    expect(started.at(-1)).toBe("f");
  });
});
