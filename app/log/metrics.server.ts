import client from "prom-client";

/**
 * Prometheus metrics (prom-client), served by server.js on METRICS_PORT, never on the public port
 * (docs/decisions/036-observability.md). Labels are bounded: route ids, call names with ids
 * replaced (`callName`), outcomes and status classes, never raw URLs, ids or users.
 */
const REGISTRY = Symbol.for("thermax-portal.metrics");
const globals = globalThis as unknown as Record<symbol, ReturnType<typeof create> | undefined>;

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new client.Histogram({
      name: "portal_http_request_duration_seconds",
      help: "Time to answer a request, by route id, method and status class.",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    upstreamDuration: new client.Histogram({
      name: "portal_upstream_call_duration_seconds",
      help: "Time of each upstream call, by call name and outcome (status class or failure kind).",
      labelNames: ["call", "outcome"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    refreshes: new client.Counter({ name: "portal_token_refreshes_total", help: "Token refreshes asked of the identity service.", registers }),
    refreshFailures: new client.Counter({ name: "portal_token_refresh_failures_total", help: "Token refreshes that failed (the session ended).", registers }),
    idempotencyReplays: new client.Counter({
      name: "portal_idempotency_replays_total",
      help: "Form posts answered with the result of an earlier post of the same form.",
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: "portal_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by limit.",
      labelNames: ["limit"] as const,
      registers,
    }),
    analyticsEvents: new client.Counter({
      name: "portal_analytics_events_total",
      help: "The spec's analytics events (login_submit by user kind, search_success), counted whether or not a collector is set.",
      labelNames: ["event", "tag"] as const,
      registers,
    }),
    uploadRefusals: new client.Counter({
      name: "portal_upload_refusals_total",
      help: "Request bodies and files refused, by reason.",
      labelNames: ["reason"] as const,
      registers,
    }),
  };
}

export const metrics = (globals[REGISTRY] ??= create());

/** A call's name for logs and labels: method and path, with every id-like segment as `:id`. */
export function callName(method: string, path: string): string {
  const segments = path
    .split("?")[0]
    .split("/")
    // A digit, '@' or '%' marks an id (versions such as v2 or get-assets-v2 excepted).
    .map((segment) => (/[\d@%]/.test(segment.replace(/(^|-)v\d+$/, "")) || segment.length > 40 ? ":id" : segment));
  return `${method} ${segments.join("/")}`;
}

/** 2xx, 3xx, 4xx, 5xx. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
