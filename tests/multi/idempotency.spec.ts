import { type HttpSession } from "../support/http-session";
import { countByInstance, expect, get, metricTotal, servedBy, signIn, test, upstreamCalls, type Topology } from "./fixtures";

/**
 * One rendered complaint form posted to both instances at once creates one complaint
 * (docs/decisions/037): the first post claims the form's key in Redis, the other waits for its
 * result and answers the same.
 */
const CREATE = "/enquiryapi/enquiry/services/complaints";
/** Deccan Textiles' user: an asset with an active order (mocks/data/users.ts). */
const USER = "complaint.js@demo.test";
const FORM = "/complaints/new?type=order&assetId=AST-0035&orderId=ORD-0025";

async function renderedKey(topology: Topology, session: HttpSession): Promise<string> {
  const response = await get(`${topology.origin}${FORM}`, session.cookie);
  expect(response.status).toBe(200);
  const key = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(await response.text())?.[1];
  expect(key).toBeTruthy();
  return key!;
}

function post(url: string, origin: string, cookie: string, key: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ idempotencyKey: key, intent: "submit", assetId: "AST-0035", type: "ACTIVE_ORDER", orderEnquiryId: "ORD-0025", reason: "Short supply" })) {
    form.append(name, value);
  }
  return fetch(`${url}/complaints/new`, { method: "POST", headers: { cookie, origin }, body: form, redirect: "manual" });
}

const replays = async (topology: Topology) =>
  (await Promise.all(topology.portals.map((p) => metricTotal(p.metricsUrl, "portal_idempotency_replays_total")))).reduce((a, b) => a + b, 0);

test("one complaint form posted to both instances at once creates 1 complaint", async ({ topology }) => {
  const session = await signIn(topology, USER);
  const key = await renderedKey(topology, session);
  const replaysBefore = await replays(topology);
  const since = new Date().toISOString();

  // Straight to each instance, at the same moment (the Origin is the public one, the Host each
  // instance's own address: the Origin check must not mind).
  const [first, second] = await Promise.all(topology.portals.map((p) => post(p.url, topology.origin, session.cookie, key)));
  expect([first.status, second.status]).toEqual([303, 303]);
  expect(first.headers.get("location")).toMatch(/^\/complaints\/new\?done=[A-Z]+-\d+/);
  expect(second.headers.get("location")).toBe(first.headers.get("location"));

  const created = (await upstreamCalls(topology, CREATE, since)).filter((c) => c.method === "POST");
  console.log(`double submit across instances: ${created.length} complaint(s) created, ${(await replays(topology)) - replaysBefore} replay(s)`);
  expect(created).toHaveLength(1);
  expect(await replays(topology)).toBe(replaysBefore + 1);
});

// Four, not more: an instance lets one session send at most two uploads at a time (decision 015).
test("four posts of one form at once through nginx (both instances) create 1 complaint", async ({ topology }) => {
  const session = await signIn(topology, USER);
  const key = await renderedKey(topology, session);
  const since = new Date().toISOString();

  const answers = await Promise.all(Array.from({ length: 4 }, () => post(topology.origin, topology.origin, session.cookie, key)));
  expect(answers.map((a) => a.status)).toEqual(Array(4).fill(303));
  expect(new Set(answers.map((a) => a.headers.get("location"))).size).toBe(1);
  const served = countByInstance(await servedBy(topology, answers.map((a) => a.headers.get("x-request-id") ?? "")));
  console.log(`four posts through nginx: served ${JSON.stringify(served)}`);
  expect(Object.keys(served).sort()).toEqual(["portal-1", "portal-2"]);
  expect((await upstreamCalls(topology, CREATE, since)).filter((c) => c.method === "POST")).toHaveLength(1);
});
