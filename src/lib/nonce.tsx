import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

/** Set by entry.server.tsx; browsers hide nonce attributes, so the client value is "". */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
