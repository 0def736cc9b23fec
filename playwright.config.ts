import { defineConfig, devices } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";
import { E2E_SERVER_COMMAND, e2eServerEnv } from "./tests/support/e2e-servers";

/**
 * Every browser spec runs twice: with JavaScript and without (HTTP-only specs once, below). Debian's Chromium, never a downloaded
 * browser. The portal and its embedded upstream run as in `npm start`, on their own ports.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);
/** The portal's metrics port and log file during the run (tests read both). */
export const METRICS_PORT = Number(process.env.E2E_METRICS_PORT ?? PORT + 1000);
export const LOG_FILE = path.resolve(process.env.E2E_LOG_FILE ?? `test-logs/portal-${PORT}.log`);
/**
 * Survey page views per client address in the run (production: 30 per 10 minutes). The a11y sweep
 * opens survey pages as 127.0.0.1 in both projects, and local runs reuse the server; the survey
 * spec reaches this figure with one visitor to see the 429.
 */
export const E2E_SURVEY_VIEWS_PER_WINDOW = 100;

// A fresh log for each run: the main process empties it before the portal starts (workers load
// this file too, with TEST_WORKER_INDEX set, and must leave it alone).
if (!process.env.TEST_WORKER_INDEX) {
  mkdirSync(path.dirname(LOG_FILE), { recursive: true });
  rmSync(LOG_FILE, { force: true });
}

/** A random session secret per run, shared with the workers (they inherit the environment). */
const SESSION_SECRET = (process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString("base64url"));
/**
 * The survey-link key of the run (tests/support/survey-links.ts), the same way: the embedded
 * upstream signs its e-mailed links with it, the portal checks them, tests sign their own.
 */
const SURVEY_LINK_SECRET = (process.env.E2E_SURVEY_LINK_SECRET ??= randomBytes(32).toString("base64url"));
/**
 * The embedded upstream seeds the suites' own users (the QA "… Tester" accounts) and their tickets
 * only under the tests (docs/decisions/018); `npm start` shows the demo customers alone. Set here so
 * every process of the run inherits it (the webServer, the load project's own portals, workers).
 */
process.env.MOCK_TEST_FIXTURES = "1";

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Specs that speak HTTP only (no browser page): the browser's JavaScript setting changes nothing
 * for them, so they run once, in the `http` project, instead of once per browser project.
 */
const HTTP_ONLY =
  /(acting|asset-picker-requests|bad-input|crawl|faults|faults-hang|observability|origin-and-headers|return-path|role-matrix|shutdown|valid-html)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, on CI either: a test that passes only on a retry is a race to fix (issue 45,
  // docs/decisions/061 addendum). The timing reporter counts the tests that needed one (`--retries`).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [["list"], ["./tests/support/timing-reporter.ts"]]
    : [["list"], ["html", { open: "never" }], ["./tests/support/timing-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every test about a sixth of its time (screencast and snapshots): CI
    // records none (a failure's error context and the portal's log remain); local runs keep one
    // for each failed test (docs/decisions/061).
    trace: process.env.CI ? "off" : "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions,
    // The portal registers a service worker (docs/decisions/076). Playwright's page.route does not
    // see requests a worker answers, and the suite's specs set headers and faults that way: workers
    // are blocked, except in the offline specs (tests/e2e/offline-documents.spec.ts allows them).
    serviceWorkers: "block",
  },
  projects: [
    // First: its long serial groups (the fault matrix) start early, beside the browser projects,
    // instead of running alone at the end of the run (workers take tests in project order).
    { name: "http", testMatch: HTTP_ONLY },
    { name: "js", testIgnore: HTTP_ONLY, use: { javaScriptEnabled: true } },
    // Tests tagged @js-only are about the JavaScript enhancement itself and have no no-JavaScript
    // form. Tests tagged @same-without-js read what JavaScript does not change (a page that has no
    // form or enhancement, headers, statuses, HTTP answers): the js project's run of the same HTML
    // and requests covers them, so they have no JavaScript-off twin (docs/decisions/098).
    { name: "no-js", testIgnore: HTTP_ONLY, grepInvert: /@js-only|@same-without-js/, use: { javaScriptEnabled: false } },
    // Load figures measured on a portal process of their own, after the browser projects, alone.
    { name: "load", testDir: "tests/load", dependencies: ["js", "no-js", "http"] },
    // Last: the portal's log of the whole run must hold no secret (tokens, cookies, e-mails).
    { name: "logscan", testDir: "tests/logscan", dependencies: ["js", "no-js", "http", "load"] },
  ],
  webServer: {
    command: E2E_SERVER_COMMAND,
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets scripts/start.js stop the portal and the embedded upstream it started.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    timeout: 60_000,
    // The test settings (tests/support/e2e-servers.ts), shared with the Firefox suite.
    env: e2eServerEnv({
      port: PORT,
      mockPort: MOCK_PORT,
      metricsPort: METRICS_PORT,
      logFile: LOG_FILE,
      sessionSecret: SESSION_SECRET,
      surveyLinkSecret: SURVEY_LINK_SECRET,
      surveyViewsPerWindow: E2E_SURVEY_VIEWS_PER_WINDOW,
    }),
  },
});
