import { readFileSync } from "node:fs";
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

/** The local addresses the sockets listening on `port` are bound to (from /proc/net/tcp and tcp6). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const found: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const rows = readFileSync(file, "utf8").split("\n").slice(1);
    for (const row of rows) {
      const [, local, , state] = row.trim().split(/\s+/);
      if (state !== "0A" || !local?.endsWith(`:${hexPort}`)) continue;
      const hex = local.split(":")[0];
      // IPv4 is written as one little-endian word; IPv6 as four.
      found.push(hex.length === 8 ? hex.match(/../g)!.reverse().map((b) => parseInt(b, 16)).join(".") : hex === "0".repeat(32) ? "::" : hex === "00000000000000000000000001000000" ? "::1" : hex);
    }
  }
  return found;
}

test("the metrics port listens on loopback only (METRICS_HOST, default 127.0.0.1), never on every interface", async () => {
  const addresses = listeningAddresses(METRICS_PORT);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) expect(["127.0.0.1", "::1"]).toContain(address);
  // And it answers there.
  expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).status).toBe(200);
});

/**
 * Expected refusals are warnings, not errors (issue 22 item 8): a POST to a route without an action,
 * an OPTIONS anywhere, a GET to a route with only an action. Anyone can send these, so none may write
 * an error line (with a stack, or the message "[object Object]"): each writes one warning naming the
 * status, method and route. Signed out and signed in.
 */
const REFUSALS = [
  { method: "POST", path: "/cart", route: "routes/_app.cart", status: 405, by: "by the app" },
  { method: "POST", path: "/orders/csv", route: "routes/orders.csv", status: 405, by: "by the app" },
  { method: "POST", path: "/session/status", route: "routes/session.status", status: 405, by: "by the app" },
  // A page (not a resource route) without an action.
  { method: "POST", path: "/", route: "routes/_app._index", status: 405, by: "by the app" },
  // A route with only an action, asked for with GET and HEAD: Remix answers 400.
  { method: "GET", path: "/preferences/menu", route: "routes/preferences.menu", status: 400, by: "by the app" },
  { method: "HEAD", path: "/preferences/menu", route: "routes/preferences.menu", status: 400, by: "by the app" },
  // OPTIONS is refused before Remix, which would otherwise run a resource route's loader for it.
  { method: "OPTIONS", path: "/cart", route: "routes/_app.cart", status: 405, by: "before the app" },
  { method: "OPTIONS", path: "/orders/csv", route: "routes/orders.csv", status: 405, by: "before the app" },
  { method: "OPTIONS", path: "/session/status", route: "routes/session.status", status: 405, by: "before the app" },
  { method: "OPTIONS", path: "/", route: "routes/_app._index", status: 405, by: "before the app" },
] as const;

for (const signedIn of [false, true]) {
  test(`refusals Remix raises are one warn line with status, method and route, never an error line (${signedIn ? "signed in" : "signed out"})`, async () => {
    const cookie = signedIn ? (await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "customer@demo.test" })).cookie : "";
    for (const refusal of REFUSALS) {
      const where = `${refusal.method} ${refusal.path}`;
      const response = await fetch(`${PORTAL}${refusal.path}`, {
        method: refusal.method,
        headers: { origin: PORTAL, ...(cookie ? { cookie } : {}), ...(refusal.method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        ...(refusal.method === "POST" ? { body: "note=hello" } : {}),
        redirect: "manual",
      });
      await response.body?.cancel();
      expect(response.status, where).toBe(refusal.status);
      if (refusal.method === "OPTIONS") expect(response.headers.get("allow"), where).toBe("GET, HEAD, POST");
      const lines = await portalLogLines(response.headers.get("x-request-id") ?? "");
      expect(lines.find((l) => l.msg === "request"), where).toMatchObject({ method: refusal.method, route: refusal.route, status: refusal.status });
      const warnings = lines.filter((l) => l.level === "warn");
      expect(warnings, where).toHaveLength(1);
      expect(warnings[0], where).toMatchObject({ event: "refused", status: refusal.status, method: refusal.method, route: refusal.route, msg: `request refused ${refusal.by}` });
      expect(warnings[0], where).not.toHaveProperty("err");
      expect(lines.filter((l) => l.level === "error" || l.level === "fatal"), where).toEqual([]);
      expect(JSON.stringify(lines), where).not.toContain("[object Object]");
    }
  });
}

test("GET and HEAD of a page or a resource route write no warning or error line", async () => {
  const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "customer@demo.test" });
  for (const [method, path, status] of [["GET", "/session/status", 200], ["HEAD", "/session/status", 200], ["HEAD", "/", 200], ["HEAD", "/cart", 302]] as const) {
    const response = await fetch(`${PORTAL}${path}`, { method, headers: { cookie }, redirect: "manual" });
    await response.body?.cancel();
    expect(response.status, `${method} ${path}`).toBe(status);
    const lines = await portalLogLines(response.headers.get("x-request-id") ?? "");
    expect(lines.find((l) => l.msg === "request"), `${method} ${path}`).toMatchObject({ method, status });
    expect(lines.filter((l) => l.level !== "info"), `${method} ${path}`).toEqual([]);
  }
});
