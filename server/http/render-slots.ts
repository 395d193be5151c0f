import type { RequestHandler } from "express";

/**
 * At most `max` page renders at once; the others wait their turn in arrival order.
 * Each render in flight holds its loader data, React's tree and a compressor: fifty of them at once
 * (a crawler burst) grew the heap past 300 MB for no gain in throughput on two cores, and made every
 * one of them slow. Served stored pages never wait (the render cache answers before this).
 * Form posts take no slot: their action reads the body first, and four senders dribbling a body a byte at a
 * time would otherwise hold every slot for minutes. They are few, and limited per address by the forms' own rate limit.
 */
export function renderSlots(max: number): RequestHandler {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let state: "waiting" | "rendering" | "closed" = "waiting";
    // Listened to from arrival: a visitor who leaves while queued closes the response before its turn,
    // and a listener added only then would never hear it, so the slot would be held for good.
    res.once("close", () => {
      if (state === "rendering") release();
      state = "closed";
    });
    const turn = () => {
      // The visitor left while waiting: pass the slot on at once.
      if (state === "closed" || res.destroyed || res.writableEnded) return release();
      state = "rendering";
      next();
    };
    if (active < max) {
      active++;
      turn();
    } else waiting.push(turn);
  };
}
