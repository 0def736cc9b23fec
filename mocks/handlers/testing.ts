/**
 * Test-only identity stand-in: HS256 tokens with a fixed secret and a matching verifier, so the
 * handlers can be tested without the OIDC provider. Not imported by the running mock.
 */
import { SignJWT, jwtVerify } from "jose";
import type { IdentityBridge, VerifiedToken } from "./auth-context";

const secret = new TextEncoder().encode("mock-upstream-test-secret-32-bytes!!");

export async function mintTestToken(userId: string, email: string, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 900)
    .sign(secret);
}

export async function verifyTestToken(token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { clockTolerance: 5 });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string" || typeof payload.iat !== "number") return null;
    return { userId: payload.sub, email: payload.email, issuedAt: payload.iat };
  } catch {
    return null;
  }
}

/** A bridge whose refresh accepts `refresh-<userId>` once (rotation) and records revocations. */
export function createTestBridge() {
  const used = new Set<string>();
  const revoked: string[] = [];
  /** Refresh tokens whose login-as grant was ended. */
  const ended: string[] = [];
  const bridge: IdentityBridge = {
    verifyAccessToken: verifyTestToken,
    async refreshWithIdentity(refreshToken) {
      const match = /^refresh-(U-\d+)(?:-\d+)?$/.exec(refreshToken);
      if (!match || used.has(refreshToken)) return null;
      used.add(refreshToken);
      return { accessToken: `access-for-${match[1]}`, refreshToken: `refresh-${match[1]}-${used.size}`, expiresIn: 900 };
    },
    async revokeUserGrants(userId) {
      revoked.push(userId);
    },
    async endLoginAs(userId, refreshToken) {
      if (!refreshToken.startsWith(`refresh-${userId}`)) return false;
      ended.push(refreshToken);
      return true;
    },
    async issueTokensFor(userId) {
      return { accessToken: await mintTestToken(userId, `${userId}@test`), refreshToken: `refresh-${userId}`, expiresIn: 900 };
    },
  };
  return { bridge, revoked, ended };
}
