import { useEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * Links start their prefetch one at a time (decision 101). Once the page has been idle (product rules §4), each link
 * that is on screen waits for its turn; a turn is one idle moment of the main thread, and the link renders its
 * prefetch in that moment alone. Switching every link on in one render inserted 30–40 prefetch elements and loaded
 * their route modules in one commit: a long task a phone feels, which Lighthouse charges as blocking time.
 */

type Turn = () => void;

/** Where the links wait: the ones on screen in `queue`, the others watched until they are. */
const state = {
  allowed: false,
  queue: [] as Turn[],
  scheduled: false,
  watched: new Map<Element, Turn>(),
  observer: null as IntersectionObserver | null,
};

/** Runs `work` when the main thread is idle (in a task of its own), or after a short delay where idle callbacks do not exist. */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 50);
}

/** Gives the next waiting link its turn, then schedules the one after it: one link per idle callback. */
function giveNextTurn() {
  state.scheduled = false;
  const turn = state.queue.shift();
  if (!turn) return;
  turn();
  scheduleTurns();
}

function scheduleTurns() {
  if (state.scheduled || state.queue.length === 0) return;
  state.scheduled = true;
  whenIdle(giveNextTurn);
}

function observer(): IntersectionObserver {
  state.observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const turn = entry.isIntersecting ? state.watched.get(entry.target) : undefined;
      if (!turn) continue;
      state.observer!.unobserve(entry.target);
      state.watched.delete(entry.target);
      state.queue.push(turn);
    }
    scheduleTurns();
  });
  return state.observer;
}

function watch(element: Element, turn: Turn) {
  state.watched.set(element, turn);
  if (state.allowed) observer().observe(element);
}

function unwatch(element: Element, turn: Turn) {
  if (state.watched.get(element) === turn) {
    state.watched.delete(element);
    state.observer?.unobserve(element);
  }
  state.queue = state.queue.filter((waiting) => waiting !== turn);
}

/** The page has been idle long enough and the connection allows it: the links on screen start taking turns. */
export function allowPrefetch() {
  if (state.allowed) return;
  state.allowed = true;
  for (const element of state.watched.keys()) observer().observe(element);
}

/**
 * A link's turn to prefetch: `[started, ref]`. Put `ref` on the link; `started` turns true in the idle moment the
 * link's turn comes, after prefetching is allowed and the link has been on screen. Never true when `enabled` is false.
 */
export function usePrefetchTurn(enabled: boolean): [boolean, RefObject<HTMLAnchorElement | null>] {
  const [started, setStarted] = useState(false);
  // A ref object, not a callback setting state: hydration would otherwise render every link a second time.
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || started) return;
    // The link renders alone, in this idle moment, rather than batched with the links whose turns follow.
    const turn = () => flushSync(() => setStarted(true));
    watch(element, turn);
    return () => unwatch(element, turn);
  }, [enabled, started]);
  return [enabled && started, ref];
}
