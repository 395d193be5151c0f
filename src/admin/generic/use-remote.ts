import { useCallback, useEffect, useRef, useState, type DependencyList } from "react";

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload(): void;
  setData(update: (previous: T | undefined) => T | undefined): void;
}

/**
 * Loads data when `deps` change, cancelling the previous request. The previous data stays
 * on screen while the next loads, so tables do not flash empty between pages.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Remote<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loader
      .current(controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        setDataState(result);
        setError(null);
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(cause);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback((update: (previous: T | undefined) => T | undefined) => setDataState(update), []);
  return { data, loading, error, reload, setData };
}
