import { rawRequest } from "../support/raw-get";
import { expect, test } from "./fixtures";
import { routeModules } from "./routes";
import { PORTAL } from "./support";

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

test("liveness and readiness answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe("ready");
});
