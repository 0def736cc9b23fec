import { OUTBOX_HEADER } from "~/domain/outbox";
import { describe, expect, it } from "vitest";
import { findUserByEmail } from "../../mocks/data/users";
import { setIdentityBridge } from "../../mocks/handlers/auth-context";
import { tokenFor, useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { createRequestContext } from "~/context";
import { SESSION_EXPIRES_HEADER } from "~/domain/session-deadline";
import { sessionStorage } from "./cookies.server";
import { requireUser } from "./guard.server";
import { getSessionHandle, peekRemaining, resetRefreshStateForTests, SessionHandle, type EndReason } from "./session.server";
import type { SessionData } from "./types";

const testIdentity = useInProcessUpstream();
const IDLE_MS = 1800 * 1000;

async function sessionOf(email: string, overrides: Partial<SessionData> = {}, tokenEmail = email): Promise<SessionData> {
  const u = findUserByEmail(email)!;
  const now = Date.now();
  return {
    user: { ...u },
    tokens: { accessToken: await tokenFor(tokenEmail), refreshToken: `refresh-${findUserByEmail(tokenEmail)!.userId}`, expiresAt: now + 900_000 },
    createdAt: now,
    lastSeenAt: now,
    ...overrides,
  };
}

async function cookieOf(data: SessionData): Promise<string> {
  const storage = sessionStorage();
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value);
  return (await storage.commitSession(session)).split(";")[0];
}

async function respond(context: ReturnType<typeof createRequestContext>) {
  const headers = new Headers();
  for (const hook of context.onResponse) await hook(headers, 200);
  return headers;
}

describe("a request the page made by itself, past the idle end (issue 51 §4)", () => {
  it("leaves the ended session's cookie to the user's own next request, which ends it and still knows whose it was", async () => {
    resetRefreshStateForTests();
    const cookie = await cookieOf(await sessionOf("customer@demo.test", { lastSeenAt: Date.now() - IDLE_MS - 60_000 }));
    // The notification stream reconnecting (a background request): no user, no cookie change.
    const stream = createRequestContext("n");
    const handle = await getSessionHandle(new Request("http://portal.test/notifications/stream", { headers: { cookie } }), stream);
    expect(handle.user).toBeNull();
    expect(handle.expired).toBe("idle");
    const streamHeaders = await respond(stream);
    expect(streamHeaders.get("Set-Cookie")).toBeNull();
    expect(streamHeaders.get("Clear-Site-Data")).toBeNull();
    // The user's Sign in again (a page's post): the session's user, and the cookie cleared.
    const own = createRequestContext("n");
    const mine = await getSessionHandle(new Request("http://portal.test/session/expired", { method: "POST", headers: { cookie } }), own);
    expect(mine.ownerId).toBe("U-1001");
    expect((await respond(own)).get("Set-Cookie")).toMatch(/portal-session=;/);
  });

  it("so does a form the outbox sends when the signal returns: it stays waiting, and the next page says the session expired", async () => {
    resetRefreshStateForTests();
    const cookie = await cookieOf(await sessionOf("customer@demo.test", { lastSeenAt: Date.now() - IDLE_MS - 60_000 }));
    const replay = createRequestContext("n");
    const handle = await getSessionHandle(new Request("http://portal.test/dashboard/tickets/TCK-1/messages", { method: "POST", headers: { cookie, [OUTBOX_HEADER]: "1" } }), replay);
    expect(handle.user).toBeNull();
    expect(handle.expired).toBe("idle");
    expect((await respond(replay)).get("Set-Cookie")).toBeNull();
  });
});

describe("the session's deadline", () => {
  it("is sent on every response of a live session: the idle time after a request that writes lastSeenAt back", async () => {
    resetRefreshStateForTests();
    const request = new Request("http://portal.test/dashboard/tickets", {
      headers: { cookie: await cookieOf(await sessionOf("customer@demo.test", { lastSeenAt: Date.now() - 5 * 60_000 })) },
    });
    const context = createRequestContext("n");
    await getSessionHandle(request, context);
    const headers = await respond(context);
    const left = Number(headers.get(SESSION_EXPIRES_HEADER));
    expect(left).toBeGreaterThan(IDLE_MS - 2_000);
    expect(left).toBeLessThanOrEqual(IDLE_MS);
    expect(headers.get("Set-Cookie")).toContain("portal-session");
  });

  it("does not move for a request inside the touch interval (nothing written back)", async () => {
    const seen = Date.now() - 30_000;
    const request = new Request("http://portal.test/", { headers: { cookie: await cookieOf(await sessionOf("customer@demo.test", { lastSeenAt: seen })) } });
    const context = createRequestContext("n");
    await getSessionHandle(request, context);
    const headers = await respond(context);
    const left = Number(headers.get(SESSION_EXPIRES_HEADER));
    expect(Math.abs(left - (seen + IDLE_MS - Date.now()))).toBeLessThan(1_000);
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  it("is absent without a session", async () => {
    const request = new Request("http://portal.test/login");
    const context = createRequestContext("n");
    await getSessionHandle(request, context);
    expect((await respond(context)).get(SESSION_EXPIRES_HEADER)).toBeNull();
  });

  it("can be read without moving it, and reads null once the session has ended", async () => {
    const seen = Date.now() - 10 * 60_000;
    const live = new Request("http://portal.test/session/status", { headers: { cookie: await cookieOf(await sessionOf("customer@demo.test", { lastSeenAt: seen })) } });
    const left = await peekRemaining(live);
    expect(Math.abs(left! - (seen + IDLE_MS - Date.now()))).toBeLessThan(1_000);
    const idle = new Request("http://portal.test/session/status", {
      headers: { cookie: await cookieOf(await sessionOf("customer@demo.test", { lastSeenAt: Date.now() - IDLE_MS - 1_000 })) },
    });
    expect(await peekRemaining(idle)).toBeNull();
    expect(await peekRemaining(new Request("http://portal.test/session/status"))).toBeNull();
  });
});

describe("an invalid session (the spec's 'Email Mismatch' as a server check)", () => {
  it("ends a session whose token belongs to someone else and sends the visitor to sign in with the reason, remembering nothing", async () => {
    const data = await sessionOf("customer@demo.test", {}, "buyer@demo.test");
    expect(new SessionHandle(data).expired).toBe("invalid-session");
    const request = new Request("http://portal.test/account-settings", { headers: { cookie: await cookieOf(data) } });
    const thrown = await requireUser(request, createRequestContext("n"), "routes/_app.account-settings").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/login?reason=invalid-session");
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("return-to");
  });

  it("accepts a session whose token is its own user's", async () => {
    expect(new SessionHandle(await sessionOf("customer@demo.test")).expired).toBeNull();
  });

  it("ends the session when a refresh brings back someone else's token", async () => {
    setIdentityBridge({
      ...testIdentity.bridge,
      refreshWithIdentity: async () => ({ accessToken: await tokenFor("buyer@demo.test"), refreshToken: "next", expiresIn: 900 }),
    });
    try {
      resetRefreshStateForTests();
      const handle = new SessionHandle(await sessionOf("customer@demo.test", {}, "customer@demo.test"));
      const ended: EndReason[] = [];
      handle.onEnd = async (_h, reason) => {
        ended.push(reason);
        throw new Error("ended");
      };
      await expect(handle.refreshAfter401(handle.data!.tokens.accessToken)).rejects.toThrow("ended");
      expect(ended).toEqual(["invalid-session"]);
    } finally {
      setIdentityBridge(testIdentity.bridge);
    }
  });
});

describe("another active session", () => {
  it("ends the session with that reason when the refresh is refused as superseded (409)", async () => {
    setIdentityBridge({ ...testIdentity.bridge, isSuperseded: async () => true });
    try {
      resetRefreshStateForTests();
      const data = await sessionOf("customer@demo.test");
      const handle = new SessionHandle({ ...data, tokens: { ...data.tokens, expiresAt: Date.now() - 1 } });
      const ended: EndReason[] = [];
      handle.onEnd = async (_h, reason) => {
        ended.push(reason);
        throw new Error("ended");
      };
      await expect(handle.accessToken()).rejects.toThrow("ended");
      expect(ended).toEqual(["another-session"]);
    } finally {
      setIdentityBridge(testIdentity.bridge);
    }
  });

  it("a plain refused refresh still ends as expired", async () => {
    resetRefreshStateForTests();
    const data = await sessionOf("customer@demo.test");
    const handle = new SessionHandle({ ...data, tokens: { ...data.tokens, refreshToken: "unknown", expiresAt: Date.now() - 1 } });
    const ended: EndReason[] = [];
    handle.onEnd = async (_h, reason) => {
      ended.push(reason);
      throw new Error("ended");
    };
    await expect(handle.accessToken()).rejects.toThrow("ended");
    expect(ended).toEqual(["refresh-failed"]);
  });
});
