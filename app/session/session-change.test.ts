import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mintAccessToken } from "../../mocks/identity/verify";
import { parseEnv, setEnvForTests } from "~/env.server";
import { resetCookiesForTests } from "./cookies.server";
import { SessionHandle } from "./session.server";
import type { SessionData } from "./types";
import type { SessionUser } from "~/upstream/tokens";

/**
 * What a request did to the session (`change`), which decides whether its answer clears the
 * browser's kept documents (app/offline/privacy.server.ts, docs/decisions/077).
 */
beforeEach(() => {
  setEnvForTests(
    parseEnv({
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      SURVEY_LINK_SECRET: randomBytes(32).toString("base64url"),
      UPSTREAM_URL: "http://upstream.test/api",
      IDENTITY_ISSUER: "http://identity.test/identity",
      IDENTITY_CLIENT_ID: "customer-portal",
      IDENTITY_CLIENT_SECRET: "secret",
    }),
  );
  resetCookiesForTests();
});
afterEach(() => {
  setEnvForTests(undefined);
  resetCookiesForTests();
});

const user = { userId: "U-1001", email: "customer@demo.test", firstName: "Priya", lastName: "Sharma", cpContactProfile: "Customer User" } as SessionUser;

async function session(ageMs: number, idleMs: number): Promise<SessionData> {
  const now = Date.now();
  const accessToken = await mintAccessToken({ userId: user.userId, email: user.email });
  return { user, tokens: { accessToken, refreshToken: "r".repeat(64), expiresAt: now + 900_000 }, createdAt: now - ageMs, lastSeenAt: now - idleMs };
}

describe("SessionHandle.change", () => {
  it("is null for a live session left as it is, and for a visitor without one", async () => {
    expect(new SessionHandle(await session(1_000, 1_000)).change).toBeNull();
    expect(new SessionHandle(null).change).toBeNull();
    const nobody = new SessionHandle(null);
    nobody.end();
    expect(nobody.change).toBeNull();
  });

  it("is 'ended' for a session found expired (idle or past its lifetime) or ended by the request (logout)", async () => {
    expect(new SessionHandle(await session(1_000, 31 * 60_000)).change).toBe("ended");
    expect(new SessionHandle(await session(13 * 3_600_000, 1_000)).change).toBe("ended");
    const live = new SessionHandle(await session(1_000, 1_000));
    live.end();
    expect(live.change).toBe("ended");
  });

  it("is 'started' for a sign-in, over an expired session too", async () => {
    const fresh = new SessionHandle(null);
    fresh.signIn(user, (await session(0, 0)).tokens);
    expect(fresh.change).toBe("started");
    const over = new SessionHandle(await session(1_000, 31 * 60_000));
    over.signIn(user, (await session(0, 0)).tokens);
    expect(over.change).toBe("started");
  });
});
