import { type HttpSession } from "../support/http-session";
import { expect, get, portalLog, signIn, test, upstreamCalls, visitorAddress, type Topology } from "./fixtures";

/**
 * Redis stopped mid-run (docs/decisions/037): pages keep answering 200, readiness answers 503, an
 * action that needs Redis (a submit that must happen once) answers a clear 503 with every field
 * kept, a log line says why, and everything works again once Redis is back.
 */
const CREATE = "/enquiryapi/enquiry/services/complaints";
const USER = "complaint.js@demo.test";
const FORM = "/complaints/new?type=order&assetId=AST-0035&orderId=ORD-0025";
const PAGES = ["/", "/notifications", "/dashboard/tickets", FORM];
const NOT_NOW = "We cannot send this right now. Please try again in a moment.";

async function renderedKey(topology: Topology, session: HttpSession): Promise<string> {
  const html = await (await get(`${topology.origin}${FORM}`, session.cookie)).text();
  const key = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (!key) throw new Error("No idempotency key on the complaint form");
  return key;
}

function submit(url: string, topology: Topology, cookie: string, key: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ idempotencyKey: key, intent: "submit", assetId: "AST-0035", type: "ACTIVE_ORDER", orderEnquiryId: "ORD-0025", reason: "Short supply", description: "Two pallets missing." })) {
    form.append(name, value);
  }
  return fetch(`${url}/complaints/new`, { method: "POST", headers: { cookie, origin: topology.origin }, body: form, redirect: "manual" });
}

async function readiness(topology: Topology): Promise<number[]> {
  return Promise.all(topology.portals.map(async (p) => (await fetch(`${p.url}/readyz`)).status));
}

async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

test("Redis stopped: pages 200, readiness and the once-only submit 503, recovery when it returns", async ({ topology }) => {
  const session = await signIn(topology, USER);
  const key = await renderedKey(topology, session);
  const since = new Date().toISOString();

  await topology.stopRedis();
  const noticed = await until("readiness 503 on both instances", async () => (await readiness(topology)).every((s) => s === 503));

  // Pages: every one answers, through nginx, on both instances.
  const pageStatuses: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const page of PAGES) {
      const response = await get(`${topology.origin}${page}`, session.cookie);
      pageStatuses.push(response.status);
      await response.body?.cancel();
    }
  }
  expect(pageStatuses).toEqual(Array(PAGES.length * 3).fill(200));
  // Public pages and sign-in starts too (the rate limits fall back to each instance's memory).
  expect((await fetch(`${topology.origin}/urban-water`)).status).toBe(200);
  const start = await fetch(`${topology.origin}/login`, {
    method: "POST",
    headers: { origin: topology.origin, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": visitorAddress() },
    body: "",
    redirect: "manual",
  });
  expect(start.headers.get("location")).toMatch(new RegExp(`^${topology.mock}/identity/`));

  // Readiness says why, straight and through nginx.
  for (const portal of topology.portals) {
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status, portal.id).toBe(503);
    expect(await ready.text()).toBe("redis unreachable");
  }
  expect((await fetch(`${topology.origin}/readyz`)).status).toBe(503);

  // The submit that must happen once cannot be made safe: 503 on each instance, fields kept,
  // nothing sent upstream.
  const refusals = [];
  for (const portal of topology.portals) {
    const response = await submit(portal.url, topology, session.cookie, key);
    const html = await response.text();
    refusals.push(response.status);
    expect(response.status, portal.id).toBe(503);
    expect(html).toContain(NOT_NOW);
    expect(html).toContain("Two pallets missing.");
  }
  expect((await upstreamCalls(topology, CREATE, since)).filter((c) => c.method === "POST")).toEqual([]);
  // Every once-only submit answers so, not only the dialogs built on submitDialog: a quote request.
  const quote = await fetch(`${topology.origin}/get-a-quote`, {
    method: "POST",
    headers: { cookie: session.cookie, origin: topology.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "request", idempotencyKey: crypto.randomUUID() }).toString(),
    redirect: "manual",
  });
  refusals.push(quote.status);
  expect(quote.status).toBe(503);
  expect(await quote.text()).toContain(NOT_NOW);
  // Each instance's log says why.
  for (const portal of topology.portals) {
    const lines = await portalLog(portal.logFile);
    expect(lines.some((l) => l.event === "redis" && l.level === "error" && String(l.msg).includes("Redis is unreachable")), portal.id).toBe(true);
  }

  // Redis returns: readiness recovers on both, and the same form goes through once.
  await topology.startRedis();
  const recovered = await until("readiness 200 on both instances", async () => (await readiness(topology)).every((s) => s === 200));
  const sent = await submit(topology.origin, topology, session.cookie, key);
  expect(sent.status).toBe(303);
  const again = await submit(topology.origin, topology, session.cookie, key);
  expect(again.status).toBe(303);
  expect(again.headers.get("location")).toBe(sent.headers.get("location"));
  expect((await upstreamCalls(topology, CREATE, since)).filter((c) => c.method === "POST")).toHaveLength(1);
  for (const portal of topology.portals) {
    const lines = await portalLog(portal.logFile);
    expect(lines.some((l) => l.event === "redis" && String(l.msg).includes("reachable again")), portal.id).toBe(true);
  }
  console.log(
    `Redis down: readiness 503 after ${noticed} ms; ${pageStatuses.length} page requests all 200; ${refusals.length} submits answered ${refusals.join(", ")}; ` +
      `readiness 200 again ${recovered} ms after Redis restarted; 1 complaint after the resend`,
  );
});
