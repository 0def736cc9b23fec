/**
 * What server.js hands every loader and action. Kept tiny and framework-neutral: a per-request
 * CSP nonce and a list of hooks that run on the finished response (the session layer uses one to
 * write its cookie once, however many loaders of the request touched the session).
 */
export interface RequestContext {
  nonce: string;
  /**
   * The client's address as Express's `req.ip` sees it: the socket peer, or the X-Forwarded-For
   * entry the trusted proxies (TRUST_PROXY) vouch for. Keys the public pages' rate limits.
   */
  clientAddress: string;
  /** Run, in order, on the response headers (and with its status) before the response is sent. */
  onResponse: Array<(headers: Headers, status: number) => Promise<void> | void>;
  /** Per-request memo shared by the loaders of one request (the session handle lives here). */
  memo: Map<string, unknown>;
  /** The address could not be decoded (server.js escaped it): pages answer 400. */
  badRequest?: boolean;
  /**
   * Remix's data request (`….data`: a navigation, a revalidation, an action), not a document: a
   * loader then sends the markup the server draws for kept parts of its page (app/http/drawn.server.tsx),
   * which a document's render draws itself.
   */
  dataRequest?: boolean;
  /** The request's id (X-Request-Id): the reference error pages show. */
  requestId?: string;
  /**
   * Aborted when the client's connection closes (server.js). For long answers (the notification
   * stream): the Request that reaches a loader is a copy whose signal follows the original only
   * while undici's weak link between them survives garbage collection.
   */
  closed?: AbortSignal;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends RequestContext {}
}

export function createRequestContext(nonce: string, clientAddress = ""): RequestContext {
  return { nonce, clientAddress, onResponse: [], memo: new Map() };
}
