import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { mintAccessToken } from "../../mocks/identity/verify";
import { parseEnv, setEnvForTests } from "~/env.server";
import { resetCookiesForTests, sessionStorage } from "./cookies.server";
import { SessionHandle } from "./session.server";
import type { SessionUser } from "~/upstream/tokens";

/** Secrets made at run time: production refuses short ones and any written in the repository. */
const newSecret = () => randomBytes(32).toString("base64url");
const [FIRST, RETIRED, CURRENT, OLD, NEW] = Array.from({ length: 5 }, newSecret);

const baseEnv = {
  SESSION_SECRET: FIRST,
  // Production needs one too (docs/decisions/025).
  SURVEY_LINK_SECRET: newSecret(),
  UPSTREAM_URL: "http://upstream.test/api",
  IDENTITY_ISSUER: "http://identity.test/identity",
  IDENTITY_CLIENT_ID: "customer-portal",
  IDENTITY_CLIENT_SECRET: "secret",
};

function useEnv(extra: Record<string, string>) {
  setEnvForTests(parseEnv({ ...baseEnv, ...extra }));
  resetCookiesForTests();
}

afterEach(() => {
  setEnvForTests(undefined);
  resetCookiesForTests();
});

/** The largest user the seed could produce, with long names everywhere. */
const user: SessionUser = {
  userId: "U-1001-0000-0000-0000",
  firstName: "Venkatanarasimharajuvaripeta",
  middleName: "Chandrasekharan",
  lastName: "Subramaniam-Ramaswamy",
  salutation: "Mrs.",
  designation: "Assistant General Manager - Utilities and Energy Management",
  email: "venkatanarasimharajuvaripeta.subramaniam@customer-company-example.test",
  mobilePhone: "+919820012345",
  accountId: "ACC-1001",
  accountName: "Acme Dairy Products and Allied Industries Private Limited",
  cpContactProfile: "Customer User With Edge Live",
  isOcTeamMember: false,
  feedbackDate: "2026-12-31T00:00:00.000Z",
  tcaUser: "TCA-501",
  icc: "INDIA- +91",
};

async function signedInCookie() {
  const accessToken = await mintAccessToken({ userId: user.userId, email: user.email });
  const handle = new SessionHandle(null);
  handle.signIn(user, { accessToken, refreshToken: "x".repeat(64), expiresAt: Date.now() + 900_000 });
  const cookie = await handle.setCookie();
  if (!cookie) throw new Error("no cookie");
  return cookie;
}

describe("session cookie", () => {
  it("is __Host- prefixed, Secure, HttpOnly, SameSite=Lax and Path=/ in production", async () => {
    useEnv({ NODE_ENV: "production" });
    const cookie = await signedInCookie();
    expect(cookie).toMatch(/^__Host-portal-session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("has no prefix and no Secure flag when cookies are not secure (local http development)", async () => {
    useEnv({ NODE_ENV: "development" });
    const cookie = await signedInCookie();
    expect(cookie).toMatch(/^portal-session=/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it("stays under 4,096 bytes with the largest user and a real JWT", async () => {
    useEnv({ NODE_ENV: "production" });
    const cookie = await signedInCookie();
    const nameValue = cookie.split(";")[0];
    expect(new TextEncoder().encode(cookie).length).toBeLessThan(4096);
    expect(nameValue.length).toBeGreaterThan(500);
  });

  it("stays under 4,096 bytes for an admin acting as a customer (both identities kept)", async () => {
    useEnv({ NODE_ENV: "production" });
    const accessToken = await mintAccessToken({ userId: user.userId, email: user.email });
    const handle = new SessionHandle(null);
    handle.signIn(user, { accessToken, refreshToken: "x".repeat(64), expiresAt: Date.now() + 900_000 });
    handle.replace({ ...handle.data!, adminTemp: { user: { ...user, cpContactProfile: "SUPER_ADMIN" }, actingId: "i".repeat(22), key: "k".repeat(43), returnTo: "/admin/customers/ACC-1001?q=" + "x".repeat(200) } });
    const cookie = (await handle.setCookie())!;
    expect(new TextEncoder().encode(cookie).length).toBeLessThan(4096);
  });

  it("is encrypted: neither the e-mail, the name nor the token can be read from it", async () => {
    useEnv({ NODE_ENV: "production" });
    const accessToken = await mintAccessToken({ userId: user.userId, email: user.email });
    const handle = new SessionHandle(null);
    handle.signIn(user, { accessToken, refreshToken: "r".repeat(64), expiresAt: Date.now() + 900_000 });
    const value = (await handle.setCookie())!.split(";")[0].split("=")[1];
    const parts = value.split(".");
    expect(parts).toHaveLength(5);
    expect(JSON.parse(Buffer.from(parts[0], "base64url").toString())).toMatchObject({ alg: "dir", enc: "A256GCM" });
    const readable = [value, ...parts.map((p) => Buffer.from(p, "base64url").toString("latin1"))].join("\n");
    for (const secret of [user.email, user.firstName, accessToken.split(".")[1], "r".repeat(64), "U-1001"]) {
      expect(readable).not.toContain(secret);
    }
  });

  it("refuses a cookie sealed under a secret that is no longer listed", async () => {
    useEnv({ NODE_ENV: "production", SESSION_SECRET: RETIRED });
    const cookie = (await signedInCookie()).split(";")[0];
    useEnv({ NODE_ENV: "production", SESSION_SECRET: CURRENT });
    expect((await sessionStorage().getSession(cookie)).get("user")).toBeUndefined();
  });

  it("changes value at every sign-in", async () => {
    useEnv({ NODE_ENV: "production" });
    const first = await signedInCookie();
    await new Promise((r) => setTimeout(r, 5));
    const second = await signedInCookie();
    expect(first.split(";")[0]).not.toBe(second.split(";")[0]);
  });

  it("accepts a cookie sealed under an older listed secret (rotation) and refuses a tampered one", async () => {
    useEnv({ NODE_ENV: "production", SESSION_SECRET: OLD });
    const cookie = (await signedInCookie()).split(";")[0];
    useEnv({ NODE_ENV: "production", SESSION_SECRET: `${NEW},${OLD}` });
    const session = await sessionStorage().getSession(cookie);
    expect(session.get("user")?.email).toBe(user.email);
    const tampered = cookie.replace(/.(?=%2F|\.)/, (c) => (c === "A" ? "B" : "A"));
    const refused = await sessionStorage().getSession(tampered.slice(0, -3) + "abc");
    expect(refused.get("user")).toBeUndefined();
  });

  it("ends an idle session and one past its absolute lifetime", () => {
    useEnv({ NODE_ENV: "production", SESSION_IDLE_TIMEOUT_S: "1800", SESSION_MAX_AGE_S: "43200" });
    const now = Date.now();
    const tokens = { accessToken: "a", refreshToken: "r", expiresAt: now + 900_000 };
    const idle = new SessionHandle({ user, tokens, createdAt: now - 3_600_000, lastSeenAt: now - 1_801_000 }, now);
    expect(idle.user).toBeNull();
    expect(idle.expired).toBe("idle");
    const old = new SessionHandle({ user, tokens, createdAt: now - 43_201_000, lastSeenAt: now - 1000 }, now);
    expect(old.expired).toBe("absolute");
    const fine = new SessionHandle({ user, tokens, createdAt: now - 3_600_000, lastSeenAt: now - 1_700_000 }, now);
    expect(fine.user?.email).toBe(user.email);
  });

  it("moves the idle clock on a request, but not on a background request (the bell's poll)", async () => {
    useEnv({ NODE_ENV: "production", SESSION_IDLE_TIMEOUT_S: "1800" });
    const now = Date.now();
    const tokens = { accessToken: "a", refreshToken: "r", expiresAt: now + 900_000 };
    const data = { user, tokens, createdAt: now - 3_600_000, lastSeenAt: now - 600_000 };
    const page = new SessionHandle(data, now);
    expect(page.data?.lastSeenAt).toBe(now);
    expect(await page.setCookie()).not.toBeNull();
    const poll = new SessionHandle(data, now, false, true);
    expect(poll.data?.lastSeenAt).toBe(now - 600_000);
    expect(await poll.setCookie()).toBeNull();
  });
});
