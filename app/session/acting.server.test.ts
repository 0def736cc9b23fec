import { beforeAll, describe, expect, it } from "vitest";
import { setIdentityBridge } from "../../mocks/handlers/auth-context";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { mintTestToken } from "../../mocks/handlers/testing";
import { createRequestContext } from "~/context";
import { startActing } from "./acting.server";
import { sessionStorage } from "./cookies.server";
import { returnToAdmin } from "./guard.server";
import { stopActing } from "./logout.server";
import { getSessionHandle, resetRefreshStateForTests, SessionHandle } from "./session.server";
import { recordSignOut } from "./sign-outs.server";
import type { SessionData } from "./types";
import type { SessionUser } from "~/upstream/tokens";

/**
 * Acting cookies that die (issue 30, docs/decisions/063): 'Log out as' ends the acting session
 * everywhere, so a copy of its cookie is refused; the admin's own sign-out ends it too; the
 * admin's refresh token is never in the cookie.
 */
const upstream = useInProcessUpstream();
// The admin's refreshed token is one the upstream accepts (the end of the login-as is sent with it).
beforeAll(() =>
  setIdentityBridge({
    ...upstream.bridge,
    async refreshWithIdentity(refreshToken) {
      const fresh = await upstream.bridge.refreshWithIdentity(refreshToken);
      return fresh && refreshToken.startsWith("refresh-U-3001") ? { ...fresh, accessToken: await mintTestToken("U-3001", "admin@thermax.test") } : fresh;
    },
  }),
);

function user(userId: string, email: string, role: string): SessionUser {
  return { userId, firstName: "A", middleName: null, lastName: "B", salutation: "", designation: "", email, mobilePhone: "", accountId: "ACC-1001", accountName: "Acme", cpContactProfile: role, isOcTeamMember: false, feedbackDate: null, tcaUser: null, icc: null };
}

const ADMIN = user("U-3001", "admin@thermax.test", "Admin");

/** An acting session's cookie, as login-as writes it. */
async function actingCookie(createdAt = Date.now()): Promise<{ cookie: string; data: SessionData }> {
  const data: SessionData = {
    user: user("U-1001", "customer@demo.test", "Customer User"),
    tokens: { accessToken: "customer-token", refreshToken: "refresh-U-1001", expiresAt: Date.now() + 900_000 },
    createdAt,
    lastSeenAt: Date.now(),
    adminTemp: await startActing(ADMIN, "refresh-U-3001", "/admin/companylist"),
  };
  const session = await sessionStorage().getSession();
  for (const [k, v] of Object.entries(data)) session.set(k as keyof SessionData, v as never);
  return { cookie: (await sessionStorage().commitSession(session)).split(";")[0], data };
}

async function handleFor(cookie: string) {
  return getSessionHandle(new Request("http://portal.test/dashboard", { headers: { cookie } }), createRequestContext("n"));
}

describe("an acting session", () => {
  it("keeps no admin refresh token in its cookie", async () => {
    resetRefreshStateForTests();
    const { cookie, data } = await actingCookie();
    expect(JSON.stringify(data.adminTemp)).not.toContain("refresh-U-3001");
    const read = await sessionStorage().getSession(cookie);
    expect(JSON.stringify(read.get("adminTemp"))).not.toContain("refresh-U-3001");
    expect((await handleFor(cookie)).impersonating).toBe(true);
  });

  it("'Log out as' refuses every copy of the acting cookie, and revokes the login-as grant upstream", async () => {
    resetRefreshStateForTests();
    const { cookie, data } = await actingCookie();
    const copy = cookie;
    const handle = await handleFor(cookie);
    const answer = await stopActing(handle, "log-out-as");
    expect(answer.status).toBe(303);
    expect(handle.user?.email).toBe("admin@thermax.test");
    expect(upstream.ended).toEqual(["refresh-U-1001"]);
    const replayed = await handleFor(copy);
    expect(replayed.user).toBeNull();
    expect(replayed.expired).toBe("logout");
    // Even past that check, the copy's 'Log out as' finds no admin token to refresh or replay.
    const past = new SessionHandle(data);
    expect(await returnToAdmin(past)).toBe(false);
    expect(past.user?.email).toBe("customer@demo.test");
  });

  it("the admin's own sign-out refuses their acting cookies started before it", async () => {
    resetRefreshStateForTests();
    const { cookie } = await actingCookie(Date.now() - 1000);
    expect((await handleFor(cookie)).user?.email).toBe("customer@demo.test");
    await recordSignOut(ADMIN.userId);
    const after = await handleFor(cookie);
    expect(after.user).toBeNull();
    expect(after.expired).toBe("logout");
  });

  it("an acting cookie of the old form (the admin's token inside) is refused", async () => {
    resetRefreshStateForTests();
    const { data } = await actingCookie();
    const session = await sessionStorage().getSession();
    for (const [k, v] of Object.entries({ ...data, adminTemp: { user: ADMIN, refreshToken: "refresh-U-3001" } })) session.set(k as keyof SessionData, v as never);
    const cookie = (await sessionStorage().commitSession(session)).split(";")[0];
    expect((await handleFor(cookie)).user).toBeNull();
  });
});
