import type { Transport } from "~/upstream/transport.server";

/**
 * The upstream transport over `fetch`, for unit tests only: MSW's in-process interception
 * (mocks/node.ts) sees `fetch`, not undici's own sockets. transport.test.ts covers the real one.
 */
export const fetchTransport: Transport = async (url, { method, headers, body, signal }) => {
  const response = await fetch(url, { method, headers, body, signal });
  return { status: response.status, body: await response.text() };
};
