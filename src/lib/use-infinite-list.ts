import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { afterLoad, type PageCounter, type PaginationMeta } from "./page-counter.ts";

/**
 * The pages loaded after the server's, per history entry (React Router's location key), so that
 * going back to a list shows them in the first render, before the scroll position is restored
 * (decision 037). Memory only: a reload starts from the server's page, as it should.
 */
const loadedPages = new Map<string, { list: string; extra: unknown[]; counter: PageCounter }>();
const REMEMBERED_ENTRIES = 20;

function remember(key: string, entry: { list: string; extra: unknown[]; counter: PageCounter }) {
  loadedPages.delete(key);
  loadedPages.set(key, entry);
  for (const old of loadedPages.keys()) {
    if (loadedPages.size <= REMEMBERED_ENTRIES) break;
    loadedPages.delete(old);
  }
}

interface InfiniteListOptions<Raw, Item> {
  /** The server-rendered page: its items and pagination. Changing it (new filters) starts over. */
  initialItems: Item[];
  initialPagination: PaginationMeta;
  /** The API URL of a page, e.g. `/api/commodities?page=2&per_page=9`. */
  pageUrl: (page: number) => string;
  /** Turns an API item into what the list renders. */
  present: (raw: Raw) => Item;
}

export interface InfiniteList<Item> {
  items: Item[];
  counter: PageCounter;
  busy: boolean;
  failed: boolean;
  loadMore: () => void;
  /** A ref for elements at the end of the list: when one comes near the viewport (or is passed) the next page loads. */
  sentinel: (node: Element | null) => void | (() => void);
}

/**
 * product rules §4 infinite scroll: after each load the counter becomes current_page + 1 and loading
 * stays true while that page exists. Pages after the first come from the public API.
 */
export function useInfiniteList<Raw, Item>({ initialItems, initialPagination, pageUrl, present }: InfiniteListOptions<Raw, Item>): InfiniteList<Item> {
  const { key } = useLocation();
  // Which list this is: its filters (in the API URL) and what the server says about it.
  const listId = `${pageUrl(1)} ${JSON.stringify(initialPagination)}`;
  const [restored] = useState(() => {
    const saved = loadedPages.get(key);
    return saved?.list === listId ? saved : undefined;
  });
  const [items, setItems] = useState(() => (restored ? [...initialItems, ...(restored.extra as Item[])] : initialItems));
  const [counter, setCounter] = useState<PageCounter>(() => restored?.counter ?? afterLoad(initialPagination));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ counter, pageUrl, present });
  useEffect(() => {
    latest.current = { counter, pageUrl, present };
  });

  // New server data (another filter or page): start over from it, in the same render.
  const [source, setSource] = useState({ initialItems, initialPagination });
  if (source.initialItems !== initialItems || source.initialPagination !== initialPagination) {
    setSource({ initialItems, initialPagination });
    setItems(initialItems);
    setCounter(afterLoad(initialPagination));
    setBusy(false);
    setFailed(false);
  }
  // Pages loaded beyond the server's are remembered for this history entry (see loadedPages).
  useEffect(() => {
    if (items.length > initialItems.length && items.slice(0, initialItems.length).every((item, index) => item === initialItems[index])) {
      remember(key, { list: listId, extra: items.slice(initialItems.length), counter });
    }
  }, [key, listId, items, counter, initialItems]);
  // …and forget a page still on its way for the old list.
  useEffect(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, [initialItems, initialPagination]);

  const loadMore = useCallback(() => {
    const { counter: current, pageUrl: url, present: map } = latest.current;
    // The request in flight, not the busy state: the pager's click and the scroll observer may both ask
    // before React has rendered the first call's state, and the same page was then loaded twice.
    if (inFlight.current || !current.loading) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    setFailed(false);
    fetch(url(current.page), { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { data: Raw[]; meta: { pagination: PaginationMeta } };
        if (controller.signal.aborted) return;
        const next = afterLoad(body.meta.pagination);
        setItems((list) => [...list, ...body.data.map(map)]);
        setCounter(next);
        // At once, not after the render: an observer asking for the next page must not get this one again.
        latest.current.counter = next;
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

  // Several elements may watch for the end of the list (the first placeholder card, the pager below).
  // A page is due when one comes near the viewport, or has been scrolled past in a jump.
  const observer = useRef<IntersectionObserver | null>(null);
  const nodes = useRef(new Set<Element>());
  const sentinel = useCallback(
    (element: Element | null) => {
      if (!element || typeof IntersectionObserver === "undefined") return;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) loadMore();
        },
        { rootMargin: "800px 0px" },
      );
      const io = observer.current;
      nodes.current.add(element);
      io.observe(element);
      return () => {
        io.unobserve(element);
        nodes.current.delete(element);
      };
    },
    [loadMore],
  );

  // After each page, observe afresh: the first callback reports where the watchers are now.
  useEffect(() => {
    const io = observer.current;
    if (busy || failed || !counter.loading || !io) return;
    for (const node of nodes.current) {
      io.unobserve(node);
      io.observe(node);
    }
  }, [busy, failed, counter]);

  useEffect(() => () => observer.current?.disconnect(), []);
  useEffect(() => () => inFlight.current?.abort(), []);

  return { items, counter, busy, failed, loadMore, sentinel };
}
