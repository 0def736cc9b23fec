import { env } from "~/env.server";
import type { TokenSource } from "./client.server";
import { UpstreamError } from "./errors";

/**
 * A file the upstream sends (the admin CSV reports), streamed through to the browser without
 * holding it: the answer's body is handed on as it arrives. The timeout covers the wait for the
 * answer's headers, not the transfer; the browser leaving aborts it. A 401 refreshes once, as the
 * JSON client does (docs/decisions/007); the other rules of that client do not apply to files.
 */
export async function streamUpstream(
  path: string,
  options: { method: "GET" | "POST"; body?: unknown; signal: AbortSignal },
  tokens: TokenSource,
): Promise<{ body: ReadableStream<Uint8Array>; contentType: string }> {
  const url = `${env().UPSTREAM_URL.replace(/\/$/, "")}${path}`;
  const call = `${options.method} ${path}`;
  const send = async (token: string) => {
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(), env().UPSTREAM_TIMEOUT_MS);
    try {
      return await fetch(url, {
        method: options.method,
        headers: { authorization: `Bearer ${token}`, accept: "text/csv", ...(options.body !== undefined ? { "content-type": "application/json" } : {}) },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.any([waiting.signal, options.signal]),
      });
    } catch {
      if (waiting.signal.aborted) throw new UpstreamError("timeout", call);
      if (options.signal.aborted) throw new UpstreamError("network", call);
      throw new UpstreamError("network", call);
    } finally {
      clearTimeout(timer);
    }
  };
  let token = await tokens.accessToken();
  let response = await send(token);
  if (response.status === 401) {
    await response.body?.cancel();
    token = await tokens.refreshAfter401(token);
    response = await send(token);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new UpstreamError(response.status === 401 ? "unauthorized" : "http", call, response.status);
  }
  return { body: response.body, contentType: response.headers.get("content-type") ?? "text/csv" };
}
