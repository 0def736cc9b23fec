/**
 * When the handlers run behind the express server (not in-process), the server runs each request
 * inside this context so the fault layer can do what a Response cannot express: drop the TCP
 * connection ("network") and notice a client that gave up ("hang").
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface TransportContext {
  /** Aborts when the client connection closes before a response was sent. */
  signal: AbortSignal;
  destroyConnection(): void;
}

export const transport = new AsyncLocalStorage<TransportContext>();
