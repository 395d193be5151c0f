import { useRef } from "react";

/**
 * Idempotent form posts (decision 073). A form without JavaScript carries a hidden token from its page
 * (FORM_TOKEN_FIELD); with JavaScript, each post to the API carries an `Idempotency-Key` that stays the same
 * while the visitor sends the same form again (after a network failure) and changes as soon as a field does.
 */

/** The hidden field of the forms without JavaScript. */
export const FORM_TOKEN_FIELD = "idempotency_key";

/** 128 random bits as 32 hex digits (crypto.randomUUID exists only on https pages; getRandomValues everywhere). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The key of the current attempt: `current()` draws one on the first send and gives it again until `reset()` (call it on input). */
export function useAttemptKey(): { current(): string; reset(): void } {
  const key = useRef<string | undefined>(undefined);
  return {
    current: () => (key.current ??= newAttemptKey()),
    reset: () => {
      key.current = undefined;
    },
  };
}
