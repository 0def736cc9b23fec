import { defineConfig } from "@playwright/test";

/** The suites' own users (complaint.js@demo.test): scripts/multi.js passes the environment on (decision 018). */
process.env.MOCK_TEST_FIXTURES = "1";

/**
 * The multi-instance suite (tests/multi, docs/decisions/037): the embedded upstream, Redis, two
 * portal instances and nginx from real components, started by scripts/multi.js inside the worker
 * (tests/multi/fixtures.ts). Request-level tests, no browser. One worker: the tests stop and
 * start parts of the one topology. Ports: MULTI_* variables (scripts/multi.js, multiPorts).
 * Needs a build (`npm run test:multi` makes one; `npm test` reuses the e2e run's).
 */
export default defineConfig({
  testDir: "tests/multi",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results-multi",
});
