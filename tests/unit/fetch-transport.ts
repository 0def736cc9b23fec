import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { StreamTransport, Transport } from "~/upstream/transport.server";

/**
 * The upstream transport over `fetch`, for unit tests only: MSW's in-process interception
 * (mocks/node.ts) sees `fetch`, not undici's own sockets. transport.test.ts covers the real one.
 */
export const fetchTransport: Transport = async (url, { method, headers, body, signal }) => {
  // Like undici.request in production: a 3xx is the answer, never followed (the team check's 302).
  const response = await fetch(url, { method, headers, body, signal, redirect: "manual" });
  return { status: response.status, body: await response.text() };
};

/** The streamed exchange over `fetch`, for the same reason. */
export const fetchStreamTransport: StreamTransport = async (url, { method, headers, body, signal }) => {
  // Like undici.request in production: a 3xx is the answer, never followed (the team check's 302).
  const response = await fetch(url, { method, headers, body, signal, redirect: "manual" });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: response.body ? Readable.fromWeb(response.body as NodeReadableStream) : Readable.from([]),
  };
};
