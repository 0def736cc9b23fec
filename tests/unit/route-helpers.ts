import { findUserByEmail } from "../../mocks/data/users";
import { tokenFor } from "../../mocks/handlers/test-setup";
import { sessionStorage } from "~/session/cookies.server";
import { startActing } from "~/session/acting.server";
import { resetRefreshStateForTests } from "~/session/session.server";
import type { SessionUser } from "~/upstream/tokens";

/**
 * Calling route loaders and actions in unit tests, against the in-process embedded upstream
 * (`useInProcessUpstream`): a signed session cookie for a demo user, and the answer settled into
 * status, body and location whether it came back or was thrown.
 */
export async function cookieFor(email: string, opts: { actingAdmin?: string } = {}): Promise<string> {
  resetRefreshStateForTests();
  const u = findUserByEmail(email);
  if (!u) throw new Error(`no demo user ${email}`);
  const storage = sessionStorage();
  const session = await storage.getSession();
  const now = Date.now();
  session.set("user", { ...u, icc: u.icc });
  session.set("tokens", {
    accessToken: await tokenFor(email),
    refreshToken: `refresh-${u.userId}`,
    expiresAt: now + 15 * 60 * 1000,
  });
  session.set("createdAt", now);
  session.set("lastSeenAt", now);
  if (opts.actingAdmin) {
    // An admin acting as this customer (docs/decisions/063): the admin's part of the cookie.
    const admin = findUserByEmail(opts.actingAdmin);
    if (!admin) throw new Error(`no demo admin ${opts.actingAdmin}`);
    session.set("adminTemp", await startActing({ ...admin, icc: admin.icc } as unknown as SessionUser, `refresh-${admin.userId}`, "/admin/companylist"));
  }
  const header = await storage.commitSession(session);
  return header.split(";")[0];
}

export interface Outcome {
  status: number;
  body: unknown;
  location?: string | null;
  /** The Response itself, when the answer was one (downloads). */
  response?: Response;
}

/** Loader and action answers come as a Response, a `data()` result, or a thrown one of those. */
export async function settle(run: () => Promise<unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, body: null, location: value.headers.get("location"), response: value };
  const v = value as { type?: string; data?: unknown; init?: { status?: number } };
  if (v && v.type === "DataWithResponseInit") return { status: v.init?.status ?? 200, body: v.data };
  return { status: 200, body: value };
}
