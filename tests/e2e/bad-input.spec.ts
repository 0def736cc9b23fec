import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { signInOverHttp } from "../support/http-session";
import { rawGet, rawRequest } from "../support/raw-get";
import { expect, test } from "./fixtures";
import { routeModules } from "./routes";
import { MOCK, PORTAL, portalLogLines, reservedUser } from "./support";

/**
 * Bad input gets a 4xx page, never a 500, an empty reply or a stack trace: every action route is
 * sent the malformed shapes a probe tries, signed in; undecodable addresses get a 400 inside the
 * frame the page would have had. Request-level: it runs once, in the `http` project.
 */
// /logout last: its well-formed probe logs the reserved user out (every session of it ends).
const actions = routeModules()
  .filter((r) => r.hasAction)
  .sort((a, b) => Number(a.url === "/logout") - Number(b.url === "/logout"));

// One reserved user, its tests one after another, each with a fresh session.
test.describe.configure({ mode: "serial" });

let cookie = "";
test.beforeEach(async ({ request: _request }, info) => {
  ({ cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: reservedUser("probe", info).email }));
});

/**
 * A body is checked while it is read, and read only when the action asks for it: a route that
 * answers first gives its own answer (the sign-in starts: a redirect; a customer on a staff page:
 * 403; a ticket that is not the user's: 404).
 */
const ANSWERED_BEFORE_READING = [302, 303, 403, 404];

const MULTIPART_INTENT = ["--b", 'Content-Disposition: form-data; name="intent"', "", "submit", "--b", 'Content-Disposition: form-data; name="__intent__"', "", "foo", "--b--", ""].join("\r\n");

const SHAPES: { name: string; method?: string; headers: Record<string, string>; body?: string; expected: number[] }[] = [
  // Issue 30: a post or DELETE without a body, and Conform's __intent__ with a value that is not a validate intent.
  { name: "a POST without a body", headers: {}, expected: [400, ...ANSWERED_BEFORE_READING] },
  { name: "a DELETE without a body", method: "DELETE", headers: {}, expected: [400, ...ANSWERED_BEFORE_READING] },
  { name: "a foreign __intent__", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "intent=submit&__intent__=foo&collapsed=1&returnTo=/", expected: [400, ...ANSWERED_BEFORE_READING] },
  { name: "a foreign __intent__ in multipart", headers: { "content-type": "multipart/form-data; boundary=b" }, body: MULTIPART_INTENT, expected: [400, 415, ...ANSWERED_BEFORE_READING] },
  { name: "invalid JSON", headers: { "content-type": "application/json" }, body: '{"intent":', expected: [415] },
  { name: "text/plain", headers: { "content-type": "text/plain" }, body: "intent=submit", expected: [415] },
  { name: "multipart without a boundary", headers: { "content-type": "multipart/form-data" }, body: "--x\r\n", expected: [400, 415] },
  { name: "multipart that never starts", headers: { "content-type": "multipart/form-data; boundary=abc" }, body: "x".repeat(3000), expected: [400, 415, ...ANSWERED_BEFORE_READING] },
  { name: "a form with 5,000 fields", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=&".repeat(5000), expected: [413, ...ANSWERED_BEFORE_READING] },
  { name: "a form of 100 KB", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `a=${"b".repeat(100_000)}`, expected: [413] },
  {
    name: "Origin null with a same-origin Referer",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "null", referer: `${PORTAL}/` },
    body: "intent=submit",
    expected: [403],
  },
  {
    name: "a returnTo above U+00FF",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "submit", collapsed: "1", returnTo: "/\u092a\u0902\u092a?x=\u00fc" }).toString(),
    expected: [200, 302, 303, 400, 403, 404, 502],
  },
];

for (const route of actions) {
  test(`${route.url} (${route.file}) answers every malformed post with a 4xx page`, async () => {
    for (const shape of SHAPES) {
      const response = await fetch(`${PORTAL}${route.url}`, {
        method: shape.method ?? "POST",
        headers: { cookie, origin: PORTAL, ...shape.headers },
        body: shape.body,
        redirect: "manual",
      });
      const text = await response.text();
      const where = `${route.url}: ${shape.name}`;
      // The probe is a customer: an admin action may refuse it (403) before it reads the body.
      const expected = route.url.startsWith("/admin") ? [...shape.expected, 403] : shape.expected;
      expect(expected, `${where} answered ${response.status}`).toContain(response.status);
      expect(text.length, `${where}: a reply, not an empty one`).toBeGreaterThan(response.status >= 300 && response.status < 400 ? -1 : 0);
      expect(/\bat [\w.]+ \(.*:\d+:\d+\)/.test(text), `${where}: no stack trace`).toBe(false);
      if (response.status >= 400) expect(text, where).toContain("<html");
    }
  });
}

/**
 * What a stranger could turn into a 500 (an error line with a stack) in the third probe (issue 30):
 * each is a 400 with one warning line and no error line.
 */
test("bodiless posts, a foreign __intent__, a request target that is not a path and a malformed Host answer 400 with a warning, never an error", async () => {
  const form = { origin: PORTAL, "content-type": "application/x-www-form-urlencoded" };
  const cases: { name: string; method?: string; target: string; headers?: Record<string, string>; body?: string }[] = [
    { name: "a bodiless POST to a survey page", method: "POST", target: "/survey/csat", headers: { origin: PORTAL } },
    { name: "a DELETE to a survey page", method: "DELETE", target: "/survey", headers: { origin: PORTAL } },
    { name: "__intent__ that is not a validate intent on /urban-water, signed out", method: "POST", target: "/urban-water", headers: form, body: "intent=submit&__intent__=foo" },
    { name: "__intent__ that is not a validate intent on /get-a-quote", method: "POST", target: "/get-a-quote", headers: { ...form, cookie }, body: "intent=add&assetId=AST-0001&__intent__=foo" },
    { name: "an absolute-form request target", target: `http://evil.example/dashboard` },
    { name: "the * request target", target: "*" },
    { name: "a malformed Host header", target: "/", headers: { host: "a b" } },
  ];
  for (const c of cases) {
    const answer = await rawRequest(PORTAL, c);
    expect(answer.status, c.name).toBe(400);
    expect(answer.text, c.name).toContain("<html");
    expect(/\bat [\w.]+ \(.*:\d+:\d+\)/.test(answer.text), `${c.name}: no stack trace`).toBe(false);
    const lines = await portalLogLines(String(answer.headers["x-request-id"] ?? ""));
    expect(lines.find((l) => l.msg === "request"), c.name).toMatchObject({ status: 400 });
    expect(lines.filter((l) => l.level === "warn").length, c.name).toBeGreaterThanOrEqual(1);
    expect(lines.filter((l) => l.level === "error" || l.level === "fatal"), c.name).toEqual([]);
  }
});

test("Remix's old data requests (?_data=) answer 404 like an unknown address, with a warning, never an error (issue 41 §3)", async () => {
  const form = { origin: PORTAL, "content-type": "application/x-www-form-urlencoded" };
  const cases: { name: string; method?: string; target: string; headers?: Record<string, string>; body?: string }[] = [
    { name: "the root's data, signed out", target: "/?_data=root" },
    { name: "a page's loader that redirects", target: "/login?_data=routes%2Flogin" },
    { name: "a public page's loader", target: "/privacy-policy?_data=routes%2Fprivacy-policy" },
    { name: "a signed-in page's loader", target: "/dashboard/tickets?_data=routes%2F_app.dashboard.tickets", headers: { cookie } },
    { name: "an empty _data", target: "/urban-water?_data" },
    { name: "an action", method: "POST", target: "/urban-water?_data=routes%2Furban-water", headers: form, body: "intent=submit" },
    { name: "a signed-in action", method: "POST", target: "/request-callback?_data=routes%2F_app.request-callback", headers: { ...form, cookie }, body: "message=hi" },
  ];
  for (const c of cases) {
    const answer = await rawRequest(PORTAL, c);
    expect(answer.status, c.name).toBe(404);
    expect(answer.text, c.name).toContain("Page not found");
    const lines = await portalLogLines(String(answer.headers["x-request-id"] ?? ""));
    expect(lines.find((l) => l.msg === "request"), c.name).toMatchObject({ status: 404 });
    expect(lines.filter((l) => l.level === "error" || l.level === "fatal"), c.name).toEqual([]);
  }
  // Single fetch's own data requests keep their real statuses: an unknown page's is a 404.
  const unknown = await rawRequest(PORTAL, { target: "/no-such-page.data" });
  expect(unknown.status).toBe(404);
  const refused = await rawRequest(PORTAL, { method: "POST", target: "/urban-water.data", headers: form, body: "intent=submit" });
  expect(refused.status).toBe(400);
});

test("a resource route asked for as single-fetch data answers the 404 page, never its file inlined (issue 51 §7)", async () => {
  for (const target of ["/exports/tickets/csv.data", "/exports/assets/xlsx.data", "/contracts/SC-1001/ics.data", "/asset-picker.data?q=boiler", "/session/status.data", "/asset/AST-0001/label.data?nothing=1"]) {
    const answer = await rawRequest(PORTAL, { target, headers: { cookie } });
    if (target.startsWith("/asset/AST-0001/label")) {
      // A page (the label has its own), not a resource route: single fetch answers it as data.
      expect(answer.status, target).toBe(200);
      continue;
    }
    expect(answer.status, target).toBe(404);
    expect(answer.text, target).toContain("Page not found");
    expect(answer.text, target).not.toContain("Ticket number");
    const lines = await portalLogLines(String(answer.headers["x-request-id"] ?? ""));
    expect(lines.filter((l) => l.level === "error" || l.level === "fatal"), target).toEqual([]);
  }
  // The same addresses without `.data` still answer: the download itself.
  const csv = await rawRequest(PORTAL, { target: "/exports/tickets/csv", headers: { cookie } });
  expect(csv.status).toBe(200);
  expect(String(csv.headers["content-type"])).toMatch(/^text\/csv/);
});

test("undecodable addresses get a 400 inside the shell (signed in) or the public frame", async () => {
  for (const path of ["/%", "/complaints/%E0%A4%A", "/dashboard/tickets/%C0%AF/messages", "/FAQs%zz"]) {
    const signedIn = await fetch(`${PORTAL}${path}`, { headers: { cookie }, redirect: "manual" });
    const html = await signedIn.text();
    expect(signedIn.status, path).toBe(400);
    expect(html, path).toContain("Bad request");
    expect(html.includes('aria-label="Main"'), `${path}: the shell`).toBe(true);
  }
  const signedOut = await fetch(`${PORTAL}/%`, { redirect: "manual" });
  expect(signedOut.status).toBe(400);
  expect(await signedOut.text()).toContain("Bad request");
});

test("every response carrying user data is private, no-store; built assets are immutable", async () => {
  for (const path of ["/account-settings", "/account-settings.data", "/_root.data", "/dashboard/tickets.data?page=1", "/notifications"]) {
    const response = await fetch(`${PORTAL}${path}`, { headers: { cookie }, redirect: "manual" });
    await response.body?.cancel();
    expect(response.status, path).toBe(200);
    expect(response.headers.get("cache-control"), path).toBe("private, no-store");
  }
  const page = await (await fetch(`${PORTAL}/login`)).text();
  const asset = /\/assets\/[\w-]+\.(?:js|css)/.exec(page)?.[0];
  expect(asset).toBeTruthy();
  const cached = await fetch(`${PORTAL}${asset}`);
  await cached.body?.cancel();
  expect(cached.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
});

test("built scripts are sent as the build's Brotli or gzip copy, whichever the browser accepts, and decode to the file itself", async () => {
  const page = await (await fetch(`${PORTAL}/login`)).text();
  const asset = /\/assets\/shell-[\w-]+\.js/.exec(page)?.[0] ?? /\/assets\/[\w-]+\.css/.exec(page)?.[0];
  expect(asset).toBeTruthy();
  const raw = (accept: string) => rawGet(`${PORTAL}${asset}`, accept);
  const plain = await raw("identity");
  expect(plain.encoding).toBeUndefined();
  const gzip = await raw("gzip");
  expect(gzip.encoding).toBe("gzip");
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  // Smaller than the server's own on-the-fly gzip would be (the build's copy is Zopfli's).
  expect(gzip.body.length).toBeLessThan(gzipSync(plain.body).length);
  const brotli = await raw("gzip, deflate, br");
  expect(brotli.encoding).toBe("br");
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  for (const r of [gzip, brotli]) {
    expect(r.vary).toMatch(/Accept-Encoding/i);
    expect(r.type).toMatch(/javascript|css/);
  }
});
