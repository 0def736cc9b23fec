import { env } from "~/env.server";
import type { SessionUser } from "~/upstream/tokens";
import { logger } from "./logger.server";
import { metrics } from "./metrics.server";

/**
 * The spec's two analytics events (document 1 section 4; docs/decisions/095), sent by the server:
 * `login_submit` when a sign-in succeeds and `search_success` one second after a search answered.
 * Each is counted in the Prometheus metrics (`portal_analytics_events_total`, login_submit by its
 * user_type) and, when ANALYTICS_ENDPOINT names the operator's own collector, posted to it as JSON.
 * `login_submit` carries what the spec's "Login analytics" names: platform, userId, account_name,
 * user_type (internal_user for the maker's staff by e-mail domain, else external_user) and profile;
 * never an e-mail address, a name or a token (issue 53 §3). `search_success` carries no search
 * text. A collector that fails or is slow never touches the request that caused the event.
 */
export interface LoginSubmit {
  event: "login_submit";
  /** Where the sign-in happened: the portal is the web platform. */
  platform: "web";
  userId: string;
  /** The company the account acts for. */
  account_name: string;
  user_type: "internal_user" | "external_user";
  /** The role (cpContactProfile), e.g. 'Customer User'. */
  profile: string;
}
export type AnalyticsEvent = LoginSubmit | { event: "search_success" };

/** login_submit for a user who just signed in; `internal`: their e-mail domain is one of the maker's. */
export function loginSubmit(user: SessionUser, internal: boolean): LoginSubmit {
  return {
    event: "login_submit",
    platform: "web",
    userId: user.userId,
    account_name: user.accountName,
    user_type: internal ? "internal_user" : "external_user",
    profile: user.cpContactProfile,
  };
}

/** How long a post to the collector may take. */
const COLLECTOR_TIMEOUT_MS = 2000;

/** The spec's delay before the search-success event. */
export const SEARCH_SUCCESS_DELAY_MS = 1000;

export function recordAnalytics(analytics: AnalyticsEvent): Promise<void> {
  metrics.analyticsEvents.inc({ event: analytics.event, tag: analytics.event === "login_submit" ? analytics.user_type : "" });
  const endpoint = env().ANALYTICS_ENDPOINT;
  if (!endpoint) return Promise.resolve();
  const body = JSON.stringify({ ...analytics, at: new Date().toISOString() });
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
