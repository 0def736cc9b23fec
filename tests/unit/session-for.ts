import { findUserByEmail } from "../../mocks/data/users";
import { tokenFor } from "../../mocks/handlers/test-setup";
import { resetRefreshStateForTests, SessionHandle } from "~/session/session.server";

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
