import { Readable } from "node:stream";
import { z } from "zod";
import { env } from "~/env.server";
import { currentRequest, logger } from "~/log/logger.server";
import { callName, metrics, statusClass } from "~/log/metrics.server";
import { childTraceparent } from "~/log/request-id";
import { UpstreamError } from "./errors";
import { streamTransport, transport, type Reply, type StreamReply } from "./transport.server";

/**
 * The one small client every upstream module uses (docs/decisions/007-upstream-client.md):
 * base URL from the environment, bearer token from the session, a timeout on every call, GETs
 * retried at most twice on network errors or 503 (POSTs never), every answer parsed with zod,
 * and a 401 handed to the session's single-flight refresh before one retry.
 */

/** The session side of a call: who is calling, and how to get a fresh token after a 401. */
export interface TokenSource {
  accessToken(): Promise<string>;
  /** Refresh after `staleToken` was refused; resolves to the token to retry with. Throws to end the session. */
  refreshAfter401(staleToken: string): Promise<string>;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  /** JSON body, or FormData for multipart. */
  body?: unknown;
  /** zod schema of the envelope's `data`. */
  schema: z.ZodType<T>;
  /** The request that caused the call: its abort (user navigated away) aborts the call. */
  signal?: AbortSignal;
  /** Calls that carry no bearer token (refresh, the public pages' calls). */
  anonymous?: boolean;
  /** Extra request headers (the public calls' X-Forwarded-For, see `visitorHeaders`). */
  headers?: Record<string, string>;
}

const envelope = z.object({
  status: z.number().optional(),
  // Optional: error envelopes carry no data, and zod 4 makes an unknown() key required, which
  // dropped every upstream error message (the callback's 400 text, add-asset's duplicate serial).
  data: z.unknown().optional(),
  message: z.string().nullish(),
});

const RETRY_DELAYS_MS = [150, 400];

function buildUrl(path: string, query?: Query): string {
  const base = env().UPSTREAM_URL.replace(/\/$/, "");
  const url = new URL(`${base}${path.startsWith("/") ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** An error answer's text: `{ status, message }` usually comes without `data`. */
const errorEnvelope = z.object({ message: z.string().nullish() });

function messageOf(reply: Reply): string | undefined {
  const body = parseJson(reply.body);
  if (!body.ok) return undefined;
  const parsed = errorEnvelope.safeParse(body.value);
  return parsed.success ? (parsed.data.message ?? undefined) : undefined;
}

/**
 * A signal for one exchange: aborted by its timeout or by the caller's signal (the visitor went
 * away) while the exchange runs, and cut loose from the caller's signal when it ends. The page's
 * request signal aborts when the page has been sent (server.js); a finished call tied to it would
 * still be aborted then, which costs undici an error and an event per call (docs/decisions/045).
 */
function exchangeSignal(ms: number, caller?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException("The upstream call timed out", "TimeoutError"));
  }, ms);
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onAbort();
  else caller?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release() {
      clearTimeout(timer);
      caller?.removeEventListener("abort", onAbort);
    },
  };
}

/** One HTTP exchange with timeout; network failures and timeouts become UpstreamError. */
async function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | FormData },
  call: string,
  signal?: AbortSignal,
): Promise<Reply> {
  const scope = exchangeSignal(env().UPSTREAM_TIMEOUT_MS, signal);
  try {
    return await transport()(url, { ...init, signal: scope.signal });
  } catch (error) {
    if (scope.timedOut()) throw new UpstreamError("timeout", call);
    if (signal?.aborted) throw error;
    throw new UpstreamError("network", call);
  } finally {
    scope.release();
  }
}

/** The request's id and a new span of its trace, for every call the request makes. */
function traceHeaders(): Record<string, string> {
  const scope = currentRequest();
  return scope ? { "x-request-id": scope.requestId, traceparent: childTraceparent(scope.trace) } : {};
}

/** What one call did, for its log line and metrics. */
interface CallStats {
  attempts: number;
  refreshed: boolean;
  status?: number;
}

/**
 * One upstream call: the request id and a traceparent go with it, and it leaves one log line and
 * one metric observation (call name with ids replaced, outcome, duration, retries, refresh).
 */
export async function callUpstream<T>(path: string, options: CallOptions<T>, tokens?: TokenSource): Promise<T> {
  const method = options.method ?? "GET";
  const stats: CallStats = { attempts: 0, refreshed: false };
  const name = callName(method, path);
  const started = performance.now();
  let outcome = "ok";
  try {
    return await callOnce(path, method, options, stats, tokens);
  } catch (error) {
    outcome = error instanceof UpstreamError ? error.kind : options.signal?.aborted ? "aborted" : "error";
    throw error;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    const label = outcome === "ok" || outcome === "http" || outcome === "unauthorized" ? (stats.status ? statusClass(stats.status) : outcome) : outcome;
    metrics.upstreamDuration.observe({ call: name, outcome: label }, seconds);
    const fields = { call: name, method, status: stats.status, outcome, ms: Math.round(seconds * 1000), retries: Math.max(0, stats.attempts - 1), refreshed: stats.refreshed };
    if (outcome === "ok") logger.info(fields, "upstream call");
    else logger.warn(fields, "upstream call failed");
  }
}

async function callOnce<T>(path: string, method: string, options: CallOptions<T>, stats: CallStats, tokens?: TokenSource): Promise<T> {
  const call = `${method} ${path}`;
  const url = buildUrl(path, options.query);
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  const send = async (token: string | null): Promise<Reply> => {
    const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    Object.assign(headers, traceHeaders());
    let body: string | FormData | undefined;
    if (options.body !== undefined) {
      if (isForm) body = options.body as FormData;
      else {
        headers["content-type"] = "application/json";
        body = JSON.stringify(options.body);
      }
    }
    const attempts = method === "GET" ? RETRY_DELAYS_MS.length + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      stats.attempts++;
      try {
        const reply = await exchange(url, { method, headers, body }, call, options.signal);
        stats.status = reply.status;
        if (reply.status === 503 && attempt < attempts) {
          await sleep(RETRY_DELAYS_MS[attempt - 1]);
          continue;
        }
        return reply;
      } catch (error) {
        const retriable = error instanceof UpstreamError && error.kind === "network";
        if (!retriable || attempt >= attempts) throw error;
        await sleep(RETRY_DELAYS_MS[attempt - 1]);
      }
    }
  };

  const useToken = !options.anonymous && tokens;
  let token = useToken ? await tokens.accessToken() : null;
  let reply = await send(token);
  if (reply.status === 401 && useToken && token) {
    stats.refreshed = true;
    token = await tokens.refreshAfter401(token);
    reply = await send(token);
  }
  if (reply.status === 401) throw new UpstreamError("unauthorized", call, 401);
  if (reply.status < 200 || reply.status > 299) {
    throw new UpstreamError("http", call, reply.status, messageOf(reply));
  }

  const body = parseJson(reply.body);
  if (!body.ok) throw new UpstreamError("malformed", call, reply.status);
  const outer = envelope.safeParse(body.value);
  if (!outer.success) throw new UpstreamError("malformed", call, reply.status);
  if (outer.data.status !== undefined && outer.data.status >= 400) {
    throw new UpstreamError("http", call, outer.data.status, outer.data.message ?? undefined);
  }
  const inner = options.schema.safeParse(outer.data.data);
  if (!inner.success) throw new UpstreamError("malformed", call, reply.status);
  return inner.data;
}

/**
 * Headers of a public page's call: the visitor's address as the portal trusts it (req.ip), so
 * the upstream can apply its own limits and audit to anonymous form posts (docs/decisions/026).
 */
export function visitorHeaders(clientAddress: string): Record<string, string> {
  return clientAddress ? { "x-forwarded-for": clientAddress } : {};
}

export interface FileCallOptions {
  method?: "GET" | "POST";
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** The request that caused the call: its abort ends the transfer too. */
  signal?: AbortSignal;
}

/** A file the upstream answers (not an envelope), flowing as it is read. */
export interface UpstreamFile {
  contentType: string | null;
  contentLength: number | null;
  body: Readable;
}

/** Most bytes of a refused file call read for its message. */
const ERROR_BODY_BYTES = 64 * 1024;

async function readSome(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(Buffer.from(chunk as Uint8Array));
    size += (chunk as Uint8Array).length;
    if (size >= ERROR_BODY_BYTES) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES).toString("utf8");
}

/**
 * A call whose answer is a file, handed over as a stream as soon as its headers arrive
 * (docs/decisions/017): the timeout covers the wait for the headers only, the body flows at the
 * pace of whoever reads it (the transport gives up a transfer that stalls), and nothing is held
 * whole. Never retried; a 401 refreshes the token once, like every call. A refusal (non-2xx) or
 * an envelope where a file was expected raises UpstreamError, with the upstream's message when
 * it sent one.
 */
export async function openUpstream(path: string, options: FileCallOptions, tokens: TokenSource): Promise<UpstreamFile> {
  const method = options.method ?? "GET";
  const call = `${method} ${path}`;
  const url = buildUrl(path, options.query);
  const send = async (token: string): Promise<StreamReply> => {
    const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}`, ...traceHeaders() };
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const headersTimeout = new AbortController();
    const timer = setTimeout(() => headersTimeout.abort(), env().UPSTREAM_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([headersTimeout.signal, options.signal]) : headersTimeout.signal;
    try {
      return await streamTransport()(url, { method, headers, body, signal });
    } catch (error) {
      if (headersTimeout.signal.aborted) throw new UpstreamError("timeout", call);
      if (options.signal?.aborted) throw error;
      throw new UpstreamError("network", call);
    } finally {
      clearTimeout(timer);
    }
  };

  let token = await tokens.accessToken();
  let reply = await send(token);
  if (reply.status === 401) {
    reply.body.destroy();
    token = await tokens.refreshAfter401(token);
    reply = await send(token);
  }
  if (reply.status === 401) {
    reply.body.destroy();
    throw new UpstreamError("unauthorized", call, 401);
  }
  const contentType = reply.headers["content-type"] ?? null;
  const isEnvelope = (contentType ?? "").toLowerCase().startsWith("application/json");
  if (reply.status < 200 || reply.status > 299 || isEnvelope) {
    const text = await readSome(reply.body).catch(() => "");
    const parsed = parseJson(text);
    const outer = parsed.ok ? envelope.safeParse(parsed.value) : null;
    const status = outer?.success && outer.data.status !== undefined && outer.data.status >= 400 ? outer.data.status : reply.status;
    if (status >= 200 && status <= 299) throw new UpstreamError("malformed", call, status);
    throw new UpstreamError("http", call, status, outer?.success ? (outer.data.message ?? undefined) : undefined);
  }
  const length = Number(reply.headers["content-length"]);
  return { contentType, contentLength: Number.isSafeInteger(length) && length >= 0 ? length : null, body: reply.body };
}

/**
 * A download passed on to the browser as it arrives (the orders CSV, the admin reports): `openUpstream`
 * with the body as a web stream for a Response.
 */
export async function streamUpstream(path: string, options: FileCallOptions, tokens: TokenSource): Promise<{ contentType: string | null; body: ReadableStream<Uint8Array> }> {
  const file = await openUpstream(path, options, tokens);
  return { contentType: file.contentType, body: Readable.toWeb(file.body) as ReadableStream<Uint8Array> };
}
