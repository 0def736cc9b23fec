/**
 * When the handlers run behind the express server (not in-process), the server runs each request
 * inside this context so the fault layer can do what a Response cannot express: drop the TCP
 * connection ("network") and notice a client that gave up ("hang"), and the call log can hold
 * when each call arrived and when its answer left.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { RecordedCall } from "../calls";

export interface TransportContext {
  /** Aborts when the client connection closes before a response was sent. */
  signal: AbortSignal;
  destroyConnection(): void;
  /** When the request reached the server (epoch ms, see `nowMs`). */
  receivedAt: number;
  /** Called with the call's log entry once it is recorded, so the server can stamp its end. */
  recorded(call: RecordedCall): void;
}

export const transport = new AsyncLocalStorage<TransportContext>();
