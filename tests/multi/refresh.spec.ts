import { countByInstance, expect, get, servedBy, sessionTokens, setSessionCookie, signIn, test, upstreamCalls } from "./fixtures";

/**
 * A 401 seen by both instances at once: one refresh, nobody logged out (docs/decisions/037).
 * Without the shared store each instance refreshed the same refresh token, the identity service
 * refused the second use, and that instance logged the user out.
 */
const REFRESH = "/userapi/api/um/auth/refreshTokenAzure";
const PAGE = "/notifications";
const STORM = 20;

test("a 401 storm of 20 parallel requests over both instances makes 1 refresh call and logs nobody out", async ({ topology }) => {
  const { cookie } = await signIn(topology, "customer@demo.test");
  const before = await get(`${topology.origin}${PAGE}`, cookie);
  expect(before.status).toBe(200);
  await before.body?.cancel();

  // The upstream now answers 401 to this access token, as when it expires.
  const { accessToken } = await sessionTokens(topology, cookie);
  const expired = await fetch(`${topology.mock}/__tokens/expire`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accessToken }),
  });
  expect(expired.status).toBe(204);

  const since = new Date().toISOString();
  const answers = await Promise.all(
    Array.from({ length: STORM }, async () => {
      const response = await get(`${topology.origin}${PAGE}`, cookie);
      const html = await response.text();
      return { status: response.status, location: response.headers.get("location"), requestId: response.headers.get("x-request-id") ?? "", html, cookie: setSessionCookie(response) };
    }),
  );

  // Every answer is the page itself: no redirect to /login, no error.
  expect(answers.map((a) => a.status)).toEqual(Array(STORM).fill(200));
  expect(answers.filter((a) => a.location !== null)).toEqual([]);
  for (const a of answers) expect(a.html).toContain("Notifications");
  // Every answer carries the refreshed session.
  expect(answers.every((a) => a.cookie !== null)).toBe(true);

  // Both instances took part, and the identity service saw exactly one refresh.
  const served = countByInstance(await servedBy(topology, answers.map((a) => a.requestId)));
  console.log(`401 storm: ${STORM} requests, served ${JSON.stringify(served)}`);
  expect(Object.keys(served).sort()).toEqual(["portal-1", "portal-2"]);
  const refreshes = await upstreamCalls(topology, REFRESH, since);
  console.log(`401 storm: ${refreshes.length} refresh call(s) upstream`);
  expect(refreshes).toHaveLength(1);

  // A request still carrying the old cookie (a second tab, a request in flight) reaches each
  // instance right after the refresh: it finds the shared result, is not logged out, and causes
  // no second refresh.
  for (const portal of topology.portals) {
    const late = await get(`${portal.url}${PAGE}`, cookie);
    expect(late.status, portal.id).toBe(200);
    expect(setSessionCookie(late), portal.id).not.toBeNull();
    await late.body?.cancel();
  }
  // The refreshed cookie works on both, with no refresh either.
  const fresh = answers[0].cookie!;
  for (const portal of topology.portals) {
    const next = await get(`${portal.url}${PAGE}`, fresh);
    expect(next.status, portal.id).toBe(200);
    await next.body?.cancel();
  }
  expect(await upstreamCalls(topology, REFRESH, since)).toHaveLength(1);
});
