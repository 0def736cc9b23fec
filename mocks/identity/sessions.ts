/**
 * "You have started another active session" (docs/decisions/042): an interactive sign-in (a code
 * entered) supersedes the same user's earlier interactive sign-ins. Their refresh tokens are then
 * refused, with a 409 the portal reads as that reason (the upstream's refreshTokenAzure, mocks/
 * handlers/auth.ts). Access tokens already issued keep working until they expire (15 minutes),
 * as a real token service's would. A silent single sign-on (the same browser, e.g. after an account
 * switch) and an admin's login-as make no new interactive sign-in, so they supersede nothing.
 */
import { getRunningIdentity } from "./runtime";

/** The newest interactive sign-in of each account. */
const latest = new Map<string, { grantId: string; at: number }>();
/** Every grant an interactive sign-in made or reused, with when. */
const interactive = new Map<string, { accountId: string; at: number }>();
let sequence = 0;

export function noteInteractiveSignIn(accountId: string, grantId: string): void {
  // A counter, not the clock alone: two sign-ins in the same millisecond still have an order.
  const at = Date.now() * 1000 + (sequence++ % 1000);
  latest.set(accountId, { grantId, at });
  interactive.set(grantId, { accountId, at });
}

/** True when the refresh token belongs to an interactive sign-in that a newer one of its user superseded. */
export async function isSuperseded(refreshToken: string): Promise<boolean> {
  const running = getRunningIdentity();
  if (!running || typeof refreshToken !== "string" || !refreshToken) return false;
  const token = await running.provider.RefreshToken.find(refreshToken).catch(() => undefined);
  const grantId = token?.grantId;
  if (!grantId) return false;
  const mine = interactive.get(grantId);
  if (!mine) return false;
  const newest = latest.get(mine.accountId);
  return Boolean(newest && newest.grantId !== grantId && newest.at > mine.at);
}
