/**
 * Verifies (and, for tests, mints) access tokens of the identity stand-in with the fixed demo key,
 * so any process can check them without the identity service running.
 */
import { randomUUID } from "node:crypto";
import { importJWK, jwtVerify, SignJWT, type CryptoKey as JoseCryptoKey, type KeyObject } from "jose";
import { ACCESS_TOKEN_TTL, API_AUDIENCE, CLIENT_ID, DEFAULT_ISSUER } from "./config";
import { DEMO_ALG, DEMO_KID, demoPrivateJwk, demoPublicJwk } from "./keys";

type Key = JoseCryptoKey | KeyObject | Uint8Array;
let publicKey: Promise<Key> | undefined;
let privateKey: Promise<Key> | undefined;

const getPublicKey = () => (publicKey ??= importJWK(demoPublicJwk, DEMO_ALG));
const getPrivateKey = () => (privateKey ??= importJWK(demoPrivateJwk, DEMO_ALG));

const VERIFIED_MAX = 1_000;
const verified = new Map<string, { token: VerifiedAccessToken; exp: number }>();

export interface VerifiedAccessToken {
  /** `sub`: the demo user's userId (e.g. "U-1001"). */
  userId: string;
  email: string;
  /**
   * `iat`, in epoch SECONDS (JWT NumericDate). To reject tokens issued before a logout at
   * `logoutAtMs`, compare `issuedAt < Math.floor(logoutAtMs / 1000)`: whole-second precision,
   * so a token issued in the same second as the logout is still accepted.
   */
  issuedAt: number;
  /** The provider's `iat_ms` (epoch ms of minting) when the token has it; else absent. */
  issuedAtMs?: number;
}

/**
 * Checks signature (RS256, demo key), `exp` (5 s tolerance) and `aud` === "thermax-portal-api".
 * The issuer is not checked (its port differs between dev and tests). Null on any failure.
 */
export async function verifyAccessToken(token: string): Promise<VerifiedAccessToken | null> {
  if (typeof token !== "string" || token.split(".").length !== 3) return null;
  // A signature checked once stays good: only the expiry is checked again (RSA is the costly part).
  const known = verified.get(token);
  if (known) return Date.now() / 1000 <= known.exp + 5 ? known.token : null;
  try {
    const { payload } = await jwtVerify(token, await getPublicKey(), {
      algorithms: [DEMO_ALG],
      audience: API_AUDIENCE,
      clockTolerance: 5,
      requiredClaims: ["sub", "iat", "exp"],
    });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string" || typeof payload.iat !== "number")
      return null;
    const result: VerifiedAccessToken = { userId: payload.sub, email: payload.email, issuedAt: payload.iat };
    if (typeof payload.iat_ms === "number") result.issuedAtMs = payload.iat_ms;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { token: result, exp: payload.exp ?? 0 });
    return result;
  } catch {
    return null;
  }
}

/**
 * Mints an access token shaped like the provider's (header `typ: at+jwt`, `kid`; claims `jti`,
 * `sub`, `iat`, `exp`, `client_id`, `iss`, `aud`, `email`). `issuedAt` is epoch seconds (default
 * now); `expiresIn` seconds (default 900; negative gives an expired token).
 */
export async function mintAccessToken(opts: {
  userId: string;
  email: string;
  issuedAt?: number;
  expiresIn?: number;
  issuer?: string;
}): Promise<string> {
  const iat = opts.issuedAt ?? Math.floor(Date.now() / 1000);
  const exp = iat + (opts.expiresIn ?? ACCESS_TOKEN_TTL);
  return new SignJWT({ email: opts.email, client_id: CLIENT_ID })
    .setProtectedHeader({ alg: DEMO_ALG, typ: "at+jwt", kid: DEMO_KID })
    .setJti(randomUUID())
    .setSubject(opts.userId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setIssuer(opts.issuer ?? process.env.IDENTITY_ISSUER ?? DEFAULT_ISSUER)
    .setAudience(API_AUDIENCE)
    .sign(await getPrivateKey());
}
