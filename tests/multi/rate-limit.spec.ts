import { expect, SIGN_IN_STARTS_PER_WINDOW, test, visitorAddress, type Topology } from "./fixtures";

/**
 * Rate limits count across instances (docs/decisions/026 and 037): the counts live in Redis, so a
 * client alternating instances gets no more than the limit. Requests go straight to each instance
 * in turn with the client's address in X-Forwarded-For (the instances believe it from loopback,
 * as they believe nginx), then through nginx.
 */
function signInStart(url: string, topology: Topology, address: string) {
  return fetch(`${url}/login`, {
    method: "POST",
    headers: { origin: topology.origin, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
    body: "",
    redirect: "manual",
  });
}

test("sign-in starts: the limit holds when the starts alternate instances", async ({ topology }) => {
  const address = visitorAddress();
  const outcomes: { instance: string; status: number; location: string }[] = [];
  for (let i = 0; i < SIGN_IN_STARTS_PER_WINDOW + 2; i++) {
    const portal = topology.portals[i % 2];
    const response = await signInStart(portal.url, topology, address);
    outcomes.push({ instance: portal.id, status: response.status, location: response.headers.get("location") ?? "" });
    await response.body?.cancel();
  }
  const started = outcomes.filter((o) => o.location.startsWith(`${topology.mock}/identity/`));
  const refused = outcomes.filter((o) => o.location === "/login?error=busy");
  console.log(`sign-in starts alternating instances: ${started.length} started, ${refused.length} refused (limit ${SIGN_IN_STARTS_PER_WINDOW})`);
  expect(started).toHaveLength(SIGN_IN_STARTS_PER_WINDOW);
  expect(started.filter((o) => o.instance === "portal-1")).toHaveLength(SIGN_IN_STARTS_PER_WINDOW / 2);
  expect(refused.map((o) => [o.instance, o.status])).toEqual([
    ["portal-1", 303],
    ["portal-2", 303],
  ]);
  // Through nginx the same client is refused too; another client is not.
  const viaNginx = await signInStart(topology.origin, topology, address);
  expect(viaNginx.headers.get("location")).toBe("/login?error=busy");
  expect(Number(viaNginx.headers.get("retry-after"))).toBeGreaterThan(0);
  const other = await signInStart(topology.origin, topology, visitorAddress());
  expect(other.headers.get("location")).toMatch(new RegExp(`^${topology.mock}/identity/`));
});

test("captchas on the urban-water page: 30 per client across both instances, then 429", async ({ topology }) => {
  const address = visitorAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 32; i++) {
    const response = await fetch(`${topology.portals[i % 2].url}/urban-water`, { headers: { "x-forwarded-for": address } });
    statuses.push(response.status);
    if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    await response.body?.cancel();
  }
  console.log(`captchas alternating instances: ${statuses.filter((s) => s === 200).length} served, ${statuses.filter((s) => s === 429).length} refused`);
  expect(statuses).toEqual([...Array(30).fill(200), 429, 429]);
});
