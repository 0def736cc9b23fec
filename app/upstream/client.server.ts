import { z } from "zod";
import { env } from "~/env.server";
import { UpstreamError } from "./errors";

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
  /** Calls that carry no bearer token (refresh). */
  anonymous?: boolean;
}

const envelope = z.object({
  status: z.number().optional(),
  data: z.unknown(),
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

/** Let go of a body we will not read (not awaited: some bodies never settle a cancel). */
function discard(response: Response) {
  response.body?.cancel().catch(() => undefined);
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const parsed = envelope.safeParse(body);
    return parsed.success ? (parsed.data.message ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** One HTTP exchange with timeout; network failures and timeouts become UpstreamError. */
async function exchange(url: string, init: RequestInit, call: string, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(env().UPSTREAM_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  try {
    return await fetch(url, { ...init, signal: combined });
  } catch (error) {
    if (timeout.aborted) throw new UpstreamError("timeout", call);
    if (signal?.aborted) throw error;
    throw new UpstreamError("network", call);
  }
}

export async function callUpstream<T>(path: string, options: CallOptions<T>, tokens?: TokenSource): Promise<T> {
  const method = options.method ?? "GET";
  const call = `${method} ${path}`;
  const url = buildUrl(path, options.query);
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;

  const send = async (token: string | null): Promise<Response> => {
    const headers = new Headers({ accept: "application/json" });
    if (token) headers.set("authorization", `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isForm) body = options.body as FormData;
      else {
        headers.set("content-type", "application/json");
        body = JSON.stringify(options.body);
      }
    }
    const attempts = method === "GET" ? RETRY_DELAYS_MS.length + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await exchange(url, { method, headers, body }, call, options.signal);
        if (response.status === 503 && attempt < attempts) {
          discard(response);
          await sleep(RETRY_DELAYS_MS[attempt - 1]);
          continue;
        }
        return response;
      } catch (error) {
        const retriable = error instanceof UpstreamError && error.kind === "network";
        if (!retriable || attempt >= attempts) throw error;
        await sleep(RETRY_DELAYS_MS[attempt - 1]);
      }
    }
  };

  const useToken = !options.anonymous && tokens;
  let token = useToken ? await tokens.accessToken() : null;
  let response = await send(token);
  if (response.status === 401 && useToken && token) {
    discard(response);
    token = await tokens.refreshAfter401(token);
    response = await send(token);
  }
  if (response.status === 401) {
    discard(response);
    throw new UpstreamError("unauthorized", call, 401);
  }
  if (!response.ok) {
    throw new UpstreamError("http", call, response.status, await readMessage(response));
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new UpstreamError("malformed", call, response.status);
  }
  const outer = envelope.safeParse(body);
  if (!outer.success) throw new UpstreamError("malformed", call, response.status);
  if (outer.data.status !== undefined && outer.data.status >= 400) {
    throw new UpstreamError("http", call, outer.data.status, outer.data.message ?? undefined);
  }
  const inner = options.schema.safeParse(outer.data.data);
  if (!inner.success) throw new UpstreamError("malformed", call, response.status);
  return inner.data;
}
