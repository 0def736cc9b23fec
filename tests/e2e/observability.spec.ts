import { signInOverHttp } from "../support/http-session";
import { expect, test } from "./fixtures";
import { METRICS_PORT } from "../../playwright.config";
import { MOCK, PORTAL, metricValue, portalLogLines } from "./support";

/**
 * From a reference on a screen to the request's log lines and its upstream calls with one search
 * (docs/decisions/036): every response has an X-Request-Id, every upstream call carries it and a
 * traceparent, the log line names the route and user, and the metrics move. Request-level.
 */
test("a page's X-Request-Id reaches the upstream with a traceparent, and the log names route and user", async () => {
  const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "customer@demo.test" });
  const response = await fetch(`${PORTAL}/dashboard/tickets`, { headers: { cookie } });
  await response.text();
  const requestId = response.headers.get("x-request-id") ?? "";
  expect(requestId).toMatch(/^[0-9A-Z]{12}$/);

  const calls = (await (await fetch(`${MOCK}/__calls?path=/ticketapi/my-tickets`)).json()) as { requestId?: string; traceparent?: string }[];
  const mine = calls.filter((c) => c.requestId === requestId);
  expect(mine.length).toBeGreaterThan(0);
  const traceIds = new Set(mine.map((c) => /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/.exec(c.traceparent ?? "")?.[1]));
  expect(traceIds.size).toBe(1);
  expect([...traceIds][0]).toBeTruthy();

  const lines = await portalLogLines(requestId);
  const line = lines.find((l) => l.msg === "request");
  expect(line).toMatchObject({ method: "GET", route: "routes/_app.dashboard.tickets", status: 200, userId: "U-1001" });
  expect(typeof line?.ms).toBe("number");
  expect(lines.filter((l) => l.msg === "upstream call").map((l) => l.call)).toContain("GET /ticketapi/my-tickets");
  expect(JSON.stringify(lines)).not.toContain("customer@demo.test");
});

test("the trusted proxy's well-formed X-Request-Id is kept (the e2e portal trusts loopback), a malformed one is replaced", async () => {
  // The e2e portal runs with TRUST_PROXY=127.0.0.1,::1, so this client is the trusted proxy;
  // without TRUST_PROXY a client's id is never used (unit-tested in app/log/log.test.ts).
  const kept = await fetch(`${PORTAL}/login`, { headers: { "x-request-id": "proxy-chosen-id-123" } });
  await kept.body?.cancel();
  expect(kept.headers.get("x-request-id")).toBe("proxy-chosen-id-123");
  const replaced = await fetch(`${PORTAL}/login`, { headers: { "x-request-id": "bad id <script>" } });
  await replaced.body?.cancel();
  expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9A-Z]{12}$/);
});

test("the metrics move after a sign-in; labels are route ids, never raw URLs", async () => {
  const before = await metricValue("portal_http_request_duration_seconds_count", { route: "routes/auth.callback" });
  await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "customer@demo.test" });
  expect(await metricValue("portal_http_request_duration_seconds_count", { route: "routes/auth.callback" })).toBeGreaterThan(before);
  // The public port has no metrics.
  expect(await (await fetch(`${PORTAL}/metrics`)).text()).not.toContain("portal_http_request_duration_seconds");
  const metrics = await (await fetch(`http://localhost:${METRICS_PORT}/metrics`)).text();
  expect(metrics).toContain("process_resident_memory_bytes");
  for (const line of metrics.split("\n").filter((l) => l.startsWith("portal_"))) {
    expect(line).not.toMatch(/route="\/|call="[^"]*\d{3,}/);
  }
});
