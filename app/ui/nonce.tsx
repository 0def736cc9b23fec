import { createContext, useContext } from "react";

/** The per-request CSP nonce, for the few inline scripts Remix renders. Empty in the browser. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
