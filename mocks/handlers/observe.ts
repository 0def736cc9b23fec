/**
 * First and last handlers of the chain. `observe` records every /api call and applies injected
 * faults, then falls through (returns undefined) to the real handler. `unmatched` answers a 404
 * envelope for /api paths no handler knows, so the express server never leaks its HTML 404.
 */
import { decodeJwt } from "jose";
import { getResponse, http, HttpResponse, type RequestHandler } from "msw";
import { nowMs, recordCall, type RecordedCall } from "../calls";
import { latency } from "../latency";
import { takeFault, type FaultMode } from "../faults";
import { bearerToken } from "./auth-context";
import { apiPath, fail } from "./http-utils";
import { transport } from "./transport";

/** Longer than any portal timeout; the hang ends early when the client aborts. */
export const HANG_MS = 120_000;

async function summariseBody(request: Request): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const type = request.headers.get("content-type") ?? "";
  try {
    const copy = request.clone();
    if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
      const form = await copy.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        fields[key] = typeof value === "string" ? value : `[file ${value.name}, ${value.size} bytes, ${value.type || "unknown type"}]`;
      });
      return fields;
    }
    const text = await copy.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
    }
  } catch {
    return undefined;
  }
}

function claimedUserId(request: Request): string | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  try {
    const sub = decodeJwt(token).sub;
    return typeof sub === "string" ? sub : undefined;
  } catch {
    return undefined;
  }
}

function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

function waitForAbort(ms: number, signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    for (const s of signals) {
      if (s.aborted) return done();
      s.addEventListener("abort", done, { once: true });
    }
  });
}

async function applyFault(mode: FaultMode, request: Request): Promise<Response> {
  const ctx = transport.getStore();
  switch (mode) {
    case "network":
      // Behind express a Response.error() would become a 500; drop the socket instead.
      if (ctx) {
        ctx.destroyConnection();
        return new HttpResponse(null, { status: 204 });
      }
      return HttpResponse.error();
    case "hang":
      await waitForAbort(HANG_MS, ctx ? [request.signal, ctx.signal] : [request.signal]);
      return fail(504, "Gateway Timeout");
    case "malformed":
      return HttpResponse.json({ status: 200, data: "<html>oops" });
    case "empty":
      return HttpResponse.json({ status: 200, data: null });
    case "invalid-json":
      return new HttpResponse("<html><body>Bad gateway</body></html>", {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    default: {
      const messages: Record<number, string> = { 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 500: "Internal Server Error", 503: "Service Unavailable" };
      return fail(mode, messages[mode] ?? "Injected fault");
    }
  }
}

/**
 * `observe` over the handlers after it. Without latency it falls through to them. With a latency
 * (mocks/latency.ts) it answers for them: like a remote upstream, the call lasts the latency from
 * its arrival, the handler's own work included, so a page's parallel calls end together instead
 * of queueing behind this process's single thread after their wait (docs/decisions/045).
 */
export function observeBefore(rest: RequestHandler[]) {
  return http.all("*/api/*", async ({ request }) => {
    const ctx = transport.getStore();
    const startedAt = ctx?.receivedAt ?? nowMs();
    const url = new URL(request.url);
    const path = apiPath(url);
    const userId = claimedUserId(request);
    const client = request.headers.get("x-forwarded-for") ?? undefined;
    const fault = takeFault(request.method, path, userId, client);
    const call: RecordedCall = {
      method: request.method,
      path,
      query: queryOf(url),
      body: await summariseBody(request),
      at: new Date(startedAt).toISOString(),
      startedAt,
      userId,
      requestId: request.headers.get("x-request-id") ?? undefined,
      traceparent: request.headers.get("traceparent") ?? undefined,
      ...(client ? { client } : {}),
      ...(fault !== null ? { fault: String(fault) } : {}),
    };
    recordCall(call);
    ctx?.recorded(call);
    const delay = latency();
    const signals = ctx ? [request.signal, ctx.signal] : [request.signal];
    if (delay === 0) return fault === null ? undefined : applyFault(fault, request);
    // The configured latency comes before every fault; a client that gives up ends the wait.
    if (fault !== null) {
      await waitForAbort(delay, signals);
      return applyFault(fault, request);
    }
    const answer = await getResponse(rest, request);
    if (!answer || answer.type === "error") return answer;
    const body = await answer.arrayBuffer();
    await waitForAbort(startedAt + delay - nowMs(), signals);
    return new HttpResponse(body.byteLength > 0 ? body : null, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  });
}

export const unmatched = http.all("*/api/*", ({ request }) => {
  const url = new URL(request.url);
  return fail(404, `No upstream route for ${request.method} ${apiPath(url)}`);
});
