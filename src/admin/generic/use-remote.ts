import { useCallback, useEffect, useMemo, useState, type DependencyList } from "react";

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload(): void;
  setData(update: (previous: T | undefined) => T | undefined): void;
}

interface Settled<T> {
  request: object;
  data?: T;
  error?: unknown;
}

/**
 * Loads data when `deps` change, cancelling the previous request. The previous data stays
 * on screen while the next loads, so tables do not flash empty between pages.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Remote<T> {
  const [generation, setGeneration] = useState(0);
  // One object per request: loading means the last settled answer belongs to an older request.
  // The inputs are plain values (ids, query keys), so their JSON stands for them.
  const inputs = JSON.stringify(deps);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo(() => ({}), [inputs, generation]);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [data, setDataState] = useState<T | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setDataState(result);
        setSettled({ request, data: result });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ request, error });
      },
    );
    return () => controller.abort();
    // `load` is a new closure each render; the request object stands for its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback((update: (previous: T | undefined) => T | undefined) => setDataState(update), []);
  const current = settled?.request === request;
  return { data, loading: !current, error: current ? (settled?.error ?? null) : null, reload, setData };
}
