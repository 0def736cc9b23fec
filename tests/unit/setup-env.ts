import { useStreamTransport, useTransport } from "~/upstream/transport.server";
import { fetchStreamTransport, fetchTransport } from "./fetch-transport";

/** Unit tests run against the in-process embedded upstream (mocks/node.ts) at this base URL. */
process.env.NODE_ENV ??= "test";
process.env.SESSION_SECRET ??= "unit-test-session-secret-0123456789";
process.env.UPSTREAM_URL ??= "http://upstream.test/api";
process.env.IDENTITY_ISSUER ??= "http://identity.test/identity";
process.env.IDENTITY_CLIENT_ID ??= "customer-portal";
process.env.IDENTITY_CLIENT_SECRET ??= "demo-portal-secret";
process.env.UPSTREAM_TIMEOUT_MS ??= "1500";
// Log lines are tested where they matter (app/log); elsewhere they would only fill the output.
process.env.LOG_LEVEL ??= "silent";
// The embedded upstream seeds the test suites' own users and their tickets (docs/decisions/018).
process.env.MOCK_TEST_FIXTURES ??= "1";

// The client's rules are tested against the in-process handlers, which intercept fetch.
useTransport(fetchTransport);
useStreamTransport(fetchStreamTransport);
