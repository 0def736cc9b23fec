import { createSession, type Session, type SessionData as RemixSessionData, type SessionStorage } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { CompactEncrypt, compactDecrypt } from "jose";
import { createHash, hkdfSync } from "node:crypto";

/**
 * A cookie session that is encrypted, not just signed (docs/decisions/015-hardening.md): the
 * browser holds tokens and personal data it cannot read. The value is a compact JWE (jose), `dir`
 * with A256GCM (authenticated encryption: a changed byte fails to decrypt), under a 256-bit key
 * derived from SESSION_SECRET with HKDF-SHA256. Every secret in the comma-separated list gets a
 * key; the first encrypts, all decrypt (rotation), picked by the key id in the JWE header.
 */
export interface SealedCookieOptions {
  name: string;
  secrets: readonly string[];
  /** What the key is for; a different purpose gives an unrelated key. */
  purpose: string;
  httpOnly: boolean;
  sameSite: "lax" | "strict";
  secure: boolean;
  path: string;
  /** Seconds the browser keeps the cookie. */
  maxAge: number;
}

/** The purpose the session cookie's key is derived for (a new value makes every session invalid). */
export const SESSION_COOKIE_PURPOSE = "session cookie v1";

/**
 * The form draft's purpose (drafts.server.ts): its own key and key id, so a session cookie put in
 * the draft's place (or a draft in the session's) does not decrypt.
 */
export const DRAFT_COOKIE_PURPOSE = "form draft cookie v1";
/** The purpose of the dialog result cookie's key (docs/decisions/047). */
export const RESULT_COOKIE_PURPOSE = "dialog result cookie v1";
/** The purpose of the logout feedback proof's key (docs/decisions/091). */
export const LOGOUT_PROOF_COOKIE_PURPOSE = "logout feedback proof v1";
/** The purpose of the toast flash cookie's key (docs/decisions/059). */
export const TOAST_COOKIE_PURPOSE = "toast flash cookie v1";

export interface Key {
  kid: string;
  key: Uint8Array;
}

/** A 256-bit key for `purpose`, derived from one secret. */
export function deriveKey(secret: string, purpose: string): Key {
  const key = new Uint8Array(hkdfSync("sha256", secret, "thermax-customer-portal", purpose, 32));
  const kid = createHash("sha256").update(key).digest("base64url").slice(0, 8);
  return { kid, key };
}

export async function seal(value: unknown, key: Key): Promise<string> {
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  return new CompactEncrypt(plaintext).setProtectedHeader({ alg: "dir", enc: "A256GCM", kid: key.kid }).encrypt(key.key);
}

/**
 * Values recently unsealed, by the exact sealed text: a browser sends the same cookie on every
 * request until the session changes (at most once a minute, session.server.ts), and decrypting
 * it is a per-request cost (docs/decisions/045). Only what decrypted is remembered, as the JSON
 * text (every hit parses a fresh copy), for a short time and a bounded number of cookies.
 */
const REMEMBERED_MAX = 1_000;
const REMEMBERED_MS = 60_000;
const remembered = new Map<string, { json: string; until: number; kid: string }>();

function remember(jwe: string, json: string, kid: string, now: number) {
  if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value as string);
  remembered.set(jwe, { json, kid, until: now + REMEMBERED_MS });
}

/** For tests: forget every remembered cookie. */
export function forgetUnsealedForTests() {
  remembered.clear();
}

/** The sealed value, or null for anything that is not a JWE of one of these keys. */
export async function unseal(jwe: string, keys: readonly Key[], now = Date.now()): Promise<unknown> {
  const hit = remembered.get(jwe);
  // The key that opened it must still be one of ours (the key id is a hash of the key).
  if (hit && hit.until > now && keys.some((k) => k.kid === hit.kid)) return JSON.parse(hit.json);
  if (hit) remembered.delete(jwe);
  let kid: unknown;
  try {
    kid = JSON.parse(Buffer.from(jwe.split(".")[0] ?? "", "base64url").toString("utf8")).kid;
  } catch {
    return null;
  }
  const key = keys.find((k) => k.kid === kid);
  if (!key) return null;
  try {
    const { plaintext } = await compactDecrypt(jwe, key.key, { keyManagementAlgorithms: ["dir"], contentEncryptionAlgorithms: ["A256GCM"] });
    const json = new TextDecoder().decode(plaintext);
    const value: unknown = JSON.parse(json);
    remember(jwe, json, key.kid, now);
    return value;
  } catch {
    return null;
  }
}

export function createSealedSessionStorage<Data extends RemixSessionData, FlashData = Data>(options: SealedCookieOptions): SessionStorage<Data, FlashData> {
  if (options.secrets.length === 0) throw new Error("A sealed cookie needs at least one secret.");
  const keys = options.secrets.map((secret) => deriveKey(secret, options.purpose));
  const attributes = {
    httpOnly: options.httpOnly,
    sameSite: options.sameSite,
    secure: options.secure,
    path: options.path,
  } as const;

  return {
    async getSession(cookieHeader?: string | null) {
      const jwe = cookieHeader ? parse(cookieHeader)[options.name] : undefined;
      const data = jwe ? await unseal(jwe, keys) : null;
      // What decrypts was written by commitSession; its fields are checked by the caller.
      return createSession<Data, FlashData>(data && typeof data === "object" ? (data as Data) : undefined);
    },
    async commitSession(session: Session<Data, FlashData>) {
      const value = await seal(session.data, keys[0]);
      return serialize(options.name, value, { ...attributes, maxAge: options.maxAge, encode: String });
    },
    async destroySession() {
      return serialize(options.name, "", { ...attributes, maxAge: 0, expires: new Date(0), encode: String });
    },
  };
}

/**
 * A single sealed value in a cookie of its own (the form draft): the session's encryption and key
 * derivation under another purpose. `read` gives null for anything that is not a JWE of these keys
 * (an older signed cookie, a changed byte, another purpose's cookie).
 */
export interface SealedCookie {
  name: string;
  read(cookieHeader: string | null): Promise<unknown>;
  /** Whether the request carries this cookie at all (readable or not). */
  present(cookieHeader: string | null): boolean;
  write(value: unknown): Promise<string>;
  clear(): string;
}

export function createSealedCookie(options: SealedCookieOptions): SealedCookie {
  if (options.secrets.length === 0) throw new Error("A sealed cookie needs at least one secret.");
  const keys = options.secrets.map((secret) => deriveKey(secret, options.purpose));
  const attributes = { httpOnly: options.httpOnly, sameSite: options.sameSite, secure: options.secure, path: options.path } as const;
  const raw = (cookieHeader: string | null) => (cookieHeader ? parse(cookieHeader)[options.name] : undefined);
  return {
    name: options.name,
    async read(cookieHeader) {
      const jwe = raw(cookieHeader);
      return jwe ? unseal(jwe, keys) : null;
    },
    present(cookieHeader) {
      return Boolean(raw(cookieHeader));
    },
    async write(value) {
      return serialize(options.name, await seal(value, keys[0]), { ...attributes, maxAge: options.maxAge, encode: String });
    },
    clear() {
      return serialize(options.name, "", { ...attributes, maxAge: 0, expires: new Date(0), encode: String });
    },
  };
}
