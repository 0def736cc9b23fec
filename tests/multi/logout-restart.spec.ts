import { expect, LOGOUT_FEEDBACK_S, servedBy, signIn, test, upstreamCalls } from "./fixtures";

/**
 * Logout with the feedback asked (issue 51 §1, docs/decisions/105): the upstream logout waits for
 * the feedback, or for the proof to run out. It is kept in the shared state (Redis here), not only
 * in the issuing instance's timer: when that instance stops before the timer fires, the other
 * instance's sweep runs it, once.
 */
const USER = "logoutskip.nojs@demo.test";
const LOGOUT = "/userapi/api/um/auth/logout";

test("the upstream logout left for the feedback survives the instance that issued it: another instance runs it once when due", async ({ topology }) => {
  const { cookie } = await signIn(topology, USER);
  const since = new Date().toISOString();
  const posted = await fetch(`${topology.origin}/logout`, { method: "POST", headers: { cookie, origin: topology.origin }, redirect: "manual" });
  expect(posted.status).toBe(303);
  // Through the identity service's end-session, on to the feedback page (its sign-in ends at the click).
  const location = new URL(posted.headers.get("location") ?? "");
  expect(location.pathname).toMatch(/\/session\/end$/);
  expect(location.searchParams.get("post_logout_redirect_uri")).toBe(`${topology.origin}/logout/feedback`);
  await posted.body?.cancel();

  // The instance that issued the proof stops at once, its timer with it.
  const served = await servedBy(topology, [posted.headers.get("x-request-id") ?? ""]);
  const issuer = topology.portals.findIndex((p) => p.id === [...served.values()][0]);
  expect(issuer).toBeGreaterThanOrEqual(0);
  await topology.stopPortal(issuer, "SIGKILL");
  expect(await upstreamCalls(topology, LOGOUT, since)).toHaveLength(0);

  // The other instance sweeps it when due (within the window and one sweep interval), once.
  await expect.poll(async () => (await upstreamCalls(topology, LOGOUT, since)).length, { timeout: (LOGOUT_FEEDBACK_S * 2 + 6) * 1000 }).toBe(1);
  await new Promise((r) => setTimeout(r, LOGOUT_FEEDBACK_S * 1000 + 500));
  expect(await upstreamCalls(topology, LOGOUT, since)).toHaveLength(1);
});
