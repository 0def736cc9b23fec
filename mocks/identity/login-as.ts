/**
 * Tokens for an admin acting as a customer (the upstream's super-admin login-as): the identity
 * stand-in makes a grant for the customer, as if they had signed in to the portal's client, and
 * answers the refresh-token grant on it, so the portal receives a real access token (JWT) and a
 * real rotating refresh token for the customer. Refreshing and logout revocation then work
 * exactly as for the customer's own sign-in.
 */
import { API_RESOURCE, CLIENT_ID, CLIENT_SCOPES } from "./config";
import { refreshWithIdentity, type RefreshedTokens } from "./refresh";
import { getRunningIdentity } from "./runtime";

export async function issueTokensFor(userId: string): Promise<RefreshedTokens | null> {
  const running = getRunningIdentity();
  if (!running) return null;
  const { provider } = running;
  const client = await provider.Client.find(CLIENT_ID);
  if (!client) return null;
  const grant = new provider.Grant({ accountId: userId, clientId: CLIENT_ID });
  grant.addOIDCScope(CLIENT_SCOPES.join(" "));
  grant.addResourceScope(API_RESOURCE, "api");
  const grantId = await grant.save();
  const seed = new provider.RefreshToken({
    accountId: userId,
    client,
    grantId,
    gty: "authorization_code",
    scope: CLIENT_SCOPES.join(" "),
    resource: API_RESOURCE,
    expiresWithSession: false,
    authTime: Math.floor(Date.now() / 1000),
    iiat: Math.floor(Date.now() / 1000),
    rotations: 0,
  });
  const value = await seed.save();
  // The refresh grant consumes the seed and answers the pair the portal keeps.
  return refreshWithIdentity(value);
}

/**
 * The end of a login-as: the grant behind `refreshToken` is revoked (its refresh tokens and every
 * record issued under it), when it is a grant of `userId`. The user's own sign-ins are other
 * grants and go on. False when there is no such token.
 */
export async function endLoginAs(userId: string, refreshToken: string): Promise<boolean> {
  const running = getRunningIdentity();
  if (!running || !refreshToken) return false;
  const token = await running.provider.RefreshToken.find(refreshToken);
  if (!token || token.accountId !== userId || !token.grantId) return false;
  running.store.revokeGrant(token.grantId);
  return true;
}
