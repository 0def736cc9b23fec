import { createContext, useContext } from "react";

/**
 * Whether this document is served lite (docs/decisions/057-lite-mode.md), decided per request by
 * entry.server. A lite page is never hydrated, so in the browser this is always false.
 */
const LiteContext = createContext(false);

export const LiteProvider = LiteContext.Provider;

export function useLiteMode(): boolean {
  return useContext(LiteContext);
}
