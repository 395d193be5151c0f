import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * false on the server and while hydrating, true in the browser afterwards. Lets a control render
 * markup that works without JavaScript (a link, a native <details>) until JavaScript takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
