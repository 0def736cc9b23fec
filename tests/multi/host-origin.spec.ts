import { expect, test, type Topology } from "./fixtures";

/**
 * A form post whose Origin is the portal's public origin but whose Host is not (a proxy that does
 * not pass the public Host, or a post straight to an instance) passes the Origin check; one the
 * portal cannot match to itself gets a clear 403. Never Remix's 500 ('host header does not match
 * origin header'). server/checks.js; docs/decisions/015 and 037.
 */
function postMenu(url: string, headers: Record<string, string>) {
  return fetch(`${url}/preferences/menu`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "collapsed=1&returnTo=/FAQs",
    redirect: "manual",
  });
}

const instance = (topology: Topology) => topology.portals[0].url;

test("the public Origin with an instance's own Host passes, through nginx and straight to each instance", async ({ topology }) => {
  for (const url of [topology.origin, ...topology.portals.map((p) => p.url)]) {
    const response = await postMenu(url, { origin: topology.origin });
    expect(response.status, url).toBe(303);
    expect(response.headers.get("location"), url).toBe("/FAQs");
  }
});

test("behind a trusted proxy, the forwarded public host is the request's own origin", async ({ topology }) => {
  const response = await postMenu(instance(topology), { origin: "https://portal.example", "x-forwarded-host": "portal.example", "x-forwarded-proto": "https" });
  expect(response.status).toBe(303);
});

test("an Origin the portal cannot match to itself gets a clear 403, never a 500", async ({ topology }) => {
  const cases: Record<string, string>[] = [
    // Neither the public origin nor the Host, and no forwarded host.
    { origin: "https://portal.example" },
    // A forwarded host that is not the Origin's.
    { origin: "https://evil.example", "x-forwarded-host": "portal.example", "x-forwarded-proto": "https" },
    { origin: "null" },
  ];
  for (const headers of cases) {
    const response = await postMenu(instance(topology), headers);
    expect(response.status, JSON.stringify(headers)).toBe(403);
    expect(await response.text()).toContain("This request did not come from the portal&#x27;s own pages, so it was refused.");
  }
});
