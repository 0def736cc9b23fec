import { env } from "~/env.server";
import { logger } from "./logger.server";
import { metrics } from "./metrics.server";

/**
 * The spec's two analytics events (document 1 section 4; docs/decisions/095), sent by the server:
 * `login_submit` when a sign-in succeeds, tagged `internal_user` (a provider employee) or
 * `external_user`, and `search_success` one second after a search answered. Each is counted in the
 * Prometheus metrics (`portal_analytics_events_total`) and, when ANALYTICS_ENDPOINT names a
 * collector, posted to it as JSON `{ event, tag, at }`. No user, id or text travels: the event and
 * its tag only. A collector that fails or is slow never touches the request that caused the event.
 */
export type AnalyticsEvent = { event: "login_submit"; tag: "internal_user" | "external_user" } | { event: "search_success"; tag?: undefined };

/** How long a post to the collector may take. */
const COLLECTOR_TIMEOUT_MS = 2000;

/** The spec's delay before the search-success event. */
export const SEARCH_SUCCESS_DELAY_MS = 1000;

export function recordAnalytics(analytics: AnalyticsEvent): Promise<void> {
  metrics.analyticsEvents.inc({ event: analytics.event, tag: analytics.tag ?? "" });
  const endpoint = env().ANALYTICS_ENDPOINT;
  if (!endpoint) return Promise.resolve();
  const body = JSON.stringify({ event: analytics.event, ...(analytics.tag ? { tag: analytics.tag } : {}), at: new Date().toISOString() });
  return fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(COLLECTOR_TIMEOUT_MS) })
    .then((response) => {
      if (!response.ok) logger.warn({ event: analytics.event, status: response.status }, "analytics collector refused an event");
    })
    .catch((error: unknown) => logger.warn({ event: analytics.event, err: error instanceof Error ? error.message : String(error) }, "analytics collector not reached"));
}

/** search_success, one second after the search answered (the spec's delay), off the request. */
export function recordSearchSuccessLater(): void {
  setTimeout(() => void recordAnalytics({ event: "search_success" }), SEARCH_SUCCESS_DELAY_MS).unref();
}
