import { findUserByEmail } from "../../mocks/data/users";
import { tokenFor } from "../../mocks/handlers/test-setup";
import { resetRefreshStateForTests, SessionHandle } from "~/session/session.server";
import type { SessionTokens, SessionUser } from "~/upstream/tokens";

/** A signed-in session of a demo user, for upstream module tests against the in-process handlers. */
export async function sessionFor(email: string) {
  resetRefreshStateForTests();
  const u = findUserByEmail(email);
  if (!u) throw new Error(`no demo user ${email}`);
  const now = Date.now();
  return new SessionHandle({
    user: { ...u, icc: u.icc },
    tokens: { accessToken: await tokenFor(email), refreshToken: `refresh-${u.userId}`, expiresAt: now + 15 * 60 * 1000 },
    createdAt: now,
    lastSeenAt: now,
  });
}

/**
 * A session of the given user and tokens (the upstream client's refresh tests: app/upstream/
 * client.test.ts). The upstream sits below the session, so its tests take a session from here.
 */
export function sessionWith(user: SessionUser, tokens: SessionTokens) {
  resetRefreshStateForTests();
  const now = Date.now();
  return new SessionHandle({ user, tokens, createdAt: now, lastSeenAt: now });
}
