import { useCallback, useEffect, useRef, useState } from "react";
import { afterLoad, type PageCounter, type PaginationMeta } from "./page-counter.ts";

interface InfiniteListOptions<Raw, Item> {
  /** The server-rendered page: its items and pagination. Changing it (new filters) starts over. */
  initialItems: Item[];
  initialPagination: PaginationMeta;
  /** The API URL of a page, e.g. `/api/commodities?page=2&per_page=9`. */
  pageUrl: (page: number) => string;
  /** Turns an API item into what the list renders. */
  present: (raw: Raw) => Item;
}

interface InfiniteList<Item> {
  items: Item[];
  counter: PageCounter;
  busy: boolean;
  failed: boolean;
  loadMore: () => void;
  /** Attach to an element after the list: when it comes near the viewport the next page loads. */
  sentinel: (node: Element | null) => void;
}

/**
 * SPEC §4 infinite scroll: after each load the counter becomes current_page + 1 and loading
 * stays true while that page exists. Pages after the first come from the public API.
 */
export function useInfiniteList<Raw, Item>({ initialItems, initialPagination, pageUrl, present }: InfiniteListOptions<Raw, Item>): InfiniteList<Item> {
  const [items, setItems] = useState(initialItems);
  const [counter, setCounter] = useState<PageCounter>(() => afterLoad(initialPagination));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ counter, busy, pageUrl, present });
  latest.current = { counter, busy, pageUrl, present };

  // New server data (another filter or page): start over from it.
  useEffect(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setItems(initialItems);
    setCounter(afterLoad(initialPagination));
    setBusy(false);
    setFailed(false);
  }, [initialItems, initialPagination]);

  const loadMore = useCallback(() => {
    const { counter: current, busy: loading, pageUrl: url, present: map } = latest.current;
    if (loading || !current.loading) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    setFailed(false);
    fetch(url(current.page), { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { data: Raw[]; meta: { pagination: PaginationMeta } };
        if (controller.signal.aborted) return;
        setItems((list) => [...list, ...body.data.map(map)]);
        setCounter(afterLoad(body.meta.pagination));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn("Could not load the next page", error);
          setFailed(true);
        }
      })
      .finally(() => {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setBusy(false);
        }
      });
  }, []);

  const observer = useRef<IntersectionObserver | null>(null);
  const node = useRef<Element | null>(null);
  const sentinel = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      node.current = element;
      if (!element || typeof IntersectionObserver === "undefined") return;
      observer.current = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      }, { rootMargin: "400px 0px" });
      observer.current.observe(element);
    },
    [loadMore],
  );

  // After each page, observe afresh: the first callback reports whether the sentinel is still near.
  useEffect(() => {
    if (busy || failed || !counter.loading || !observer.current || !node.current) return;
    observer.current.unobserve(node.current);
    observer.current.observe(node.current);
  }, [busy, failed, counter]);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { items, counter, busy, failed, loadMore, sentinel };
}
