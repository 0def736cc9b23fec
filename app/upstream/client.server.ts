import { z } from "zod";
import { env } from "~/env.server";
import { currentRequest, logger } from "~/log/logger.server";
import { callName, metrics, statusClass } from "~/log/metrics.server";
import { childTraceparent } from "~/log/request-id";
import { UpstreamError } from "./errors";
import { Readable } from "node:stream";
import { openStream, transport, type Reply, type StreamReply } from "./transport.server";

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

/** One HTTP exchange with timeout; network failures and timeouts become UpstreamError. */
async function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | FormData },
  call: string,
  signal?: AbortSignal,
): Promise<Reply> {
  const timeout = AbortSignal.timeout(env().UPSTREAM_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  try {
    return await transport()(url, { ...init, signal: combined });
  } catch (error) {
    if (timeout.aborted) throw new UpstreamError("timeout", call);
    if (signal?.aborted) throw error;
    throw new UpstreamError("network", call);
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

/**
 * A download the portal passes on as it arrives (the orders CSV): a GET with the bearer token, one
 * refresh and retry after a 401, no other retries. Any status but 2xx is an UpstreamError before a
 * byte reaches the browser; after that the body is the caller's to stream.
 */
export async function streamUpstream(
  path: string,
  options: { query?: Query; signal?: AbortSignal },
  tokens: TokenSource,
): Promise<{ contentType: string | null; body: ReadableStream<Uint8Array> }> {
  const call = `GET ${path}`;
  const url = buildUrl(path, options.query);
  const open = async (token: string): Promise<StreamReply> => {
    try {
      return await openStream(url, { headers: { authorization: `Bearer ${token}`, ...traceHeaders() }, signal: options.signal, timeoutMs: env().UPSTREAM_TIMEOUT_MS });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const code = (error as { code?: string }).code ?? "";
      throw new UpstreamError(code.includes("TIMEOUT") ? "timeout" : "network", call);
    }
  };
  let token = await tokens.accessToken();
  let reply = await open(token);
  if (reply.status === 401) {
    reply.body.resume();
    token = await tokens.refreshAfter401(token);
    reply = await open(token);
  }
  if (reply.status < 200 || reply.status > 299) {
    const text = await readAll(reply.body);
    if (reply.status === 401) throw new UpstreamError("unauthorized", call, 401);
    throw new UpstreamError("http", call, reply.status, messageOf({ status: reply.status, body: text }));
  }
  return { contentType: reply.contentType, body: Readable.toWeb(reply.body) as ReadableStream<Uint8Array> };
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
