import { describe, expect, it } from "vitest";
import { requestChecks } from "../../server/checks.js";

/**
 * The Origin check before any action (server/checks.js; docs/decisions/015 and 037): the portal's
 * public origin always passes whatever the Host, a trusted proxy's forwarded host is the request's
 * own origin, an untrusted one is not, and what passes reaches Remix without its Origin header
 * (Remix's own check would compare it with Host and answer 500).
 */
const PORTAL = "https://portal.example";

interface Outcome {
  status: number | "next";
  origin?: string;
  allow?: string;
}

async function check(headers: Record<string, string>, trusted: boolean, protocol = "http", method = "POST"): Promise<Outcome> {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = {
    method,
    url: "/preferences/menu",
    originalUrl: "/preferences/menu",
    path: "/preferences/menu",
    protocol,
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
  };
  const middleware = requestChecks({
    portalOrigin: PORTAL,
    fromTrustedProxy: () => trusted,
    entry: async () => ({ bodyLimitFor: () => ({ multipart: false, formBytes: 1024, maxFields: 10, formText: "" }) }),
    refuse: async (_req: unknown, _res: unknown, status: number, _title: string, _text: string, extra: Record<string, string> = {}) => {
      outcome = { status, ...(extra.Allow ? { allow: extra.Allow } : {}) };
    },
  });
  let outcome: Outcome | undefined;
  await middleware(req, {}, (error?: unknown) => {
    if (error) throw error;
    outcome = { status: "next", origin: lower.origin };
  });
  return outcome!;
}

describe("the Origin check behind proxies", () => {
  it("passes the public origin whatever the Host, and hands Remix no Origin header", async () => {
    expect(await check({ origin: PORTAL, host: "10.0.0.7:3000" }, false)).toEqual({ status: "next", origin: undefined });
  });

  it("takes a trusted proxy's forwarded host as the request's own origin", async () => {
    const headers = { origin: "https://other.example", host: "10.0.0.7:3000", "x-forwarded-host": "other.example" };
    expect((await check(headers, true, "https")).status).toBe("next");
  });

  it("refuses with 403 when the forwarded host comes from a peer it does not trust", async () => {
    const headers = { origin: "https://other.example", host: "10.0.0.7:3000", "x-forwarded-host": "other.example" };
    expect((await check(headers, false, "https")).status).toBe(403);
  });

  it("refuses with 403 an Origin that is neither the public origin nor the request's host", async () => {
    expect((await check({ origin: "https://other.example", host: "10.0.0.7:3000" }, false)).status).toBe(403);
    expect((await check({ origin: "null", host: "10.0.0.7:3000" }, true)).status).toBe(403);
    expect((await check({ host: "10.0.0.7:3000" }, true)).status).toBe(403);
  });
});

describe("methods", () => {
  it("refuses OPTIONS with 405 and Allow before Remix, which would run a resource route's loader for it", async () => {
    expect(await check({ host: "10.0.0.7:3000" }, false, "http", "OPTIONS")).toEqual({ status: 405, allow: "GET, HEAD, POST" });
  });

  it("lets GET and HEAD through without an Origin", async () => {
    for (const method of ["GET", "HEAD"]) expect((await check({ host: "10.0.0.7:3000" }, false, "http", method)).status).toBe("next");
  });
});

describe("Remix's old data parameter (issue 41 §3)", () => {
  it("is seen in any query, with any value, never in a path or a longer name", async () => {
    const { hasOldDataParam } = await import("../../server/checks.js");
    const at = (url: string) => hasOldDataParam({ url, originalUrl: url });
    expect(at("/?_data=root")).toBe(true);
    expect(at("/login?x=1&_data=routes%2Flogin")).toBe(true);
    expect(at("/urban-water?_data")).toBe(true);
    expect(at("/_data")).toBe(false);
    expect(at("/search?q=_data")).toBe(false);
    expect(at("/search?my_data=1")).toBe(false);
    expect(at("/")).toBe(false);
  });
});
