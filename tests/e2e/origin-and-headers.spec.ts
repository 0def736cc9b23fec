import { connect, type Socket } from "node:net";
import { signInOverHttp } from "../support/http-session";
import { rawRequest } from "../support/raw-get";
import { expect, test } from "./fixtures";
import { routeModules } from "./routes";
import { MOCK, PORTAL } from "./support";

/**
 * Requests only, so once (the http project): every action refuses a foreign Origin, the CSP with
 * its nonce and the security headers on HTML, liveness and readiness. The browser half of the
 * security checks is security.spec.ts.
 */

const withActions = routeModules().filter((r) => r.hasAction);

test("the route list is read from the route modules and includes the known actions", () => {
  const urls = withActions.map((r) => r.url);
  expect(urls).toEqual(expect.arrayContaining(["/login", "/logout", "/notifications", "/preferences/menu"]));
});

for (const route of withActions) {
  test(`a foreign-Origin POST to ${route.url} (${route.file}) gets 403 before the action runs`, async ({ request }) => {
    for (const origin of ["https://evil.example", "null"]) {
      const response = await request.post(route.url, {
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        data: "intent=mark-read&id=1&collapsed=1&returnTo=/",
        maxRedirects: 0,
      });
      expect(response.status()).toBe(403);
    }
    const noOrigin = await request.post(route.url, { headers: { Origin: "", Referer: "" }, data: "", maxRedirects: 0 });
    expect(noOrigin.status()).toBe(403);
  });
}

test("a same-origin POST passes the Origin check", async ({ request }) => {
  const response = await request.post("/preferences/menu", {
    headers: { Origin: PORTAL, "Content-Type": "application/x-www-form-urlencoded" },
    data: "collapsed=1&returnTo=/FAQs",
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/FAQs");
});

test("every HTML response has a CSP with a fresh nonce and the security headers", async ({ request }) => {
  const nonces = new Set<string>();
  // Plain-HTML public pages have no script or only their small inline one; hydrated pages several.
  for (const [path, minScripts] of [
    ["/login", 0],
    ["/urban-water", 1],
    ["/no-such-page", 2],
  ] as const) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce!);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(minScripts);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
  }
  expect(nonces.size).toBe(3);
});

test("refusals answered before Remix (405, 413, 400, 403) carry the pages' CSP and security headers", async () => {
  const refusals = [
    { name: "OPTIONS", status: 405, answer: () => rawRequest(PORTAL, { method: "OPTIONS", target: "/cart" }) },
    {
      name: "a declared body over the limit",
      status: 413,
      answer: () => rawRequest(PORTAL, { method: "POST", target: "/preferences/menu", headers: { origin: PORTAL, "content-type": "application/x-www-form-urlencoded", "content-length": "999999999" } }),
    },
    {
      name: "multipart without a boundary",
      status: 400,
      answer: () => rawRequest(PORTAL, { method: "POST", target: "/complaints/new", headers: { origin: PORTAL, "content-type": "multipart/form-data" }, body: "--x\r\n" }),
    },
    { name: "a request target that is not a path", status: 400, answer: () => rawRequest(PORTAL, { target: "*" }) },
    { name: "a foreign Origin", status: 403, answer: () => rawRequest(PORTAL, { method: "POST", target: "/preferences/menu", headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, body: "a=1" }) },
  ];
  for (const refusal of refusals) {
    const { status, headers, text } = await refusal.answer();
    expect(status, refusal.name).toBe(refusal.status);
    expect(text, refusal.name).toContain("<html");
    const csp = String(headers["content-security-policy"] ?? "");
    expect(csp, refusal.name).toContain("default-src 'self'");
    expect(csp, refusal.name).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], refusal.name).toBe("nosniff");
    expect(headers["x-frame-options"], refusal.name).toBe("DENY");
    expect(headers["referrer-policy"], refusal.name).toBe("strict-origin-when-cross-origin");
    expect(headers["cache-control"], refusal.name).toBe("no-store");
  }
});

/**
 * An upload that has sent its head and then waits (a slow or stalled client): the socket, and the
 * status line once the portal answers (null until then).
 */
function slowUpload(path: string, cookie: string): { socket: Socket; status: () => number | null } {
  const { hostname, port } = new URL(PORTAL);
  const socket = connect(Number(port), hostname);
  let head = "";
  socket.on("data", (chunk: Buffer) => (head += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  const body = ["--slow", 'Content-Disposition: form-data; name="intent"', "", "upload", "--slow", 'Content-Disposition: form-data; name="files"; filename="slow.pdf"', "Content-Type: application/pdf", "", "%PDF-"].join("\r\n");
  socket.write(
    [`POST ${path} HTTP/1.1`, `Host: ${new URL(PORTAL).host}`, `Origin: ${PORTAL}`, `Cookie: ${cookie}`, "Content-Type: multipart/form-data; boundary=slow", "Content-Length: 1000000", "", body].join("\r\n"),
  );
  return { socket, status: () => (/^HTTP\/1\.1 (\d{3})/.exec(head) ? Number(/^HTTP\/1\.1 (\d{3})/.exec(head)![1]) : null) };
}

test("one user's slow uploads, the session cookie written three ways, hold at most two slots, and another user's upload goes through", async () => {
  const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "slots.http@demo.test" });
  const eq = cookie.indexOf("=");
  const [name, value] = [cookie.slice(0, eq), cookie.slice(eq + 1)];
  // The same session: as sent, with its first character percent-encoded, and quoted.
  const spellings = [value, `%${value.charCodeAt(0).toString(16).toUpperCase()}${value.slice(1)}`, `"${value}"`];
  const uploads = spellings.map((v) => slowUpload("/enquiries/ENQ-007201", `${name}=${v}`));
  try {
    // Two are admitted and wait for their bodies; the third is the user's third upload at once.
    await expect.poll(() => uploads.map((u) => u.status()).filter((s) => s !== null), { timeout: 10_000 }).toEqual([429]);
    const other = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "customer@demo.test" });
    const form = new FormData();
    form.append("intent", "upload");
    const response = await fetch(`${PORTAL}/enquiries/ENQ-007201`, { method: "POST", headers: { cookie: other.cookie, origin: PORTAL }, body: form, redirect: "manual" });
    // Through the gate to the action, which finds no file chosen.
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose at least one file to attach.");
    expect(uploads.map((u) => u.status()).filter((s) => s === null)).toHaveLength(2);
  } finally {
    for (const u of uploads) u.socket.destroy();
  }
});

test("liveness and readiness answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe("ready");
});
