import type { RequestHandler } from "express";

/**
 * At most `max` page renders at once; the others wait their turn in arrival order (issue 13, item 5).
 * Each render in flight holds its loader data, React's tree and a compressor: fifty of them at once
 * (a crawler burst) grew the heap past 300 MB for no gain in throughput on two cores, and made every
 * one of them slow. Served stored pages never wait (the render cache answers before this).
 */
export function renderSlots(max: number): RequestHandler {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return (_req, res, next) => {
    let released = false;
    const start = () => {
      res.once("close", () => {
        if (released) return;
        released = true;
        release();
      });
      next();
    };
    if (active < max) {
      active++;
      return start();
    }
    const turn = () => {
      // The visitor left while waiting: pass the slot on at once.
      if (res.destroyed || res.writableEnded) return release();
      start();
    };
    waiting.push(turn);
  };
}
