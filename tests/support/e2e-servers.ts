/**
 * How the browser suites start the portal and its embedded upstream: `node scripts/start.js` (as
 * `npm start`, on a built portal) with the test settings below. playwright.config.ts gives them to
 * Playwright's webServer; tests/firefox/run.ts starts the same command itself (docs/decisions/096).
 */
export const E2E_SERVER_COMMAND = "node scripts/start.js";

export interface E2eServerOptions {
  port: number;
  mockPort: number;
  metricsPort: number;
  logFile: string;
  sessionSecret: string;
  surveyLinkSecret: string;
  surveyViewsPerWindow: number;
}

/** The environment of the portal and its embedded upstream in a test run (on top of the caller's). */
export function e2eServerEnv(o: E2eServerOptions): Record<string, string> {
  return {
    PORT: String(o.port),
    MOCK_PORT: String(o.mockPort),
    MOCK_TEST_FIXTURES: "1",
    UPSTREAM_TIMEOUT_MS: "3000",
    SESSION_SECRET: o.sessionSecret,
    SURVEY_LINK_SECRET: o.surveyLinkSecret,
    METRICS_PORT: String(o.metricsPort),
    LOG_FILE: o.logFile,
    // The suite signs the same demo users in hundreds of times; the limits have unit tests.
    IDENTITY_CODE_MAILS_PER_WINDOW: "100000",
    IDENTITY_WRONG_CODES_PER_WINDOW: "100000",
    SIGN_IN_STARTS_PER_WINDOW: "100000",
    // Each page opens a notification stream; the demo users load hundreds a minute (docs/decisions/062).
    NOTIFICATION_STREAM_OPENS_PER_USER_PER_MINUTE: "100000",
    // Signed-in browser tests share one address, and local runs reuse the server: the invite
    // check's limits have unit tests (app/routes/_app.my-team.invite.test.ts).
    INVITE_CHECKS_PER_USER: "100000",
    INVITE_CHECKS_PER_ADDRESS: "100000",
    // List downloads (docs/decisions/102): their limit has a unit test (app/routes/csv-downloads.test.ts);
    // small upstream pages, so every download reads several.
    LIST_EXPORTS_PER_USER: "100000",
    // Labels and the service record (issue 51 §6): their limits have unit tests (app/routes/per-user-limits.test.ts).
    LABELS_PER_USER: "100000",
    SERVICE_RECORDS_PER_USER: "100000",
    LIST_EXPORT_PAGE_SIZE: "5",
    SURVEY_VIEWS_PER_WINDOW: String(o.surveyViewsPerWindow),
    // Every page asks the upstream for its badges, so injected faults are seen (cache: unit-tested).
    USER_CACHE_TTL_MS: "0",
    // The bell's unread poll (docs/decisions/039): often enough for the live badge test.
    NOTIFICATION_POLL_S: "3",
    // The public pages' rate limits count per client address: tests give each test its own
    // address in X-Forwarded-For, believed only from the loopback proxy (docs/decisions/026).
    TRUST_PROXY: "127.0.0.1,::1",
  };
}
