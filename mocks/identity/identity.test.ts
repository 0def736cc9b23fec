import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, type DemoUser } from "../data/users";
import { mailsTo } from "../outbox";
import { clock } from "./clock";
import { createIdentity, MESSAGES } from "./index";
import { codeMails, LIMIT_WINDOW_MS, wrongCodes } from "./limits";
import { refreshWithIdentity, revokeUserGrants } from "./refresh";
import { registrations } from "./registrations";
import { getRunningIdentity, setRunningIdentity } from "./runtime";
import { mintAccessToken, verifyAccessToken } from "./verify";

const PORTAL = "http://localhost:3999";
const REDIRECT_URI = `${PORTAL}/auth/callback`;
const CLIENT_ID = "customer-portal";
const CLIENT_SECRET = "demo-portal-secret";

let server: Server;
let issuer: string;

beforeAll(async () => {
  const app = express();
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  issuer = `http://localhost:${port}/identity`;
  const { handler } = await createIdentity({ issuer, portalOrigins: [PORTAL] });
  app.use("/identity", handler);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A tiny cookie-keeping, redirect-following client standing in for the browser. */
class Browser {
  private cookies = new Map<string, { value: string; path: string }>();

  private cookieHeader(url: URL): string {
    return [...this.cookies.entries()]
      .filter(
        ([, c]) =>
          url.pathname === c.path ||
          url.pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`) ||
          c.path === "/",
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join("; ");
  }

  private store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith("path="))?.slice(5) ?? "/";
      const expired = attrs.some(
        (a) => a.toLowerCase().startsWith("expires=") && new Date(a.slice(8)).getTime() < Date.now(),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  /** Follows redirects until a page (non-3xx) or a redirect to the portal, which is returned. */
  async go(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<{ url: string; status: number; html: string; portalRedirect?: URL }> {
    let current = new URL(url);
    let method = init.method ?? (init.form ? "POST" : "GET");
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    for (let hops = 0; hops < 10; hops++) {
      const headers: Record<string, string> = {};
      const cookie = this.cookieHeader(current);
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
      const res = await fetch(current, { method, headers, body, redirect: "manual" });
      this.store(res);
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        const next = new URL(location, current);
        if (next.origin === PORTAL) return { url: current.href, status: res.status, html: "", portalRedirect: next };
        current = next;
        method = "GET";
        body = undefined;
        continue;
      }
      return { url: current.href, status: res.status, html: await res.text() };
    }
    throw new Error("too many redirects");
  }
}

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

function authorizeUrl(opts: { state: string; challenge?: string; p?: string; extra?: Record<string, string> }): string {
  const url = new URL(`${issuer}/auth`);
  url.searchParams.set("client_id", CLIENT_ID);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("redirect_uri", REDIRECT_URI);
  url.searchParams.set("scope", "openid offline_access email");
  url.searchParams.set("state", opts.state);
  if (opts.challenge) {
    url.searchParams.set("code_challenge", opts.challenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  if (opts.p) url.searchParams.set("p", opts.p);
  for (const [k, v] of Object.entries(opts.extra ?? {})) url.searchParams.set(k, v);
  return url.href;
}

function formAction(html: string, suffix: string): string {
  const match = new RegExp(`action="([^"]*/${suffix})"`).exec(html);
  if (!match) throw new Error(`no form ending in ${suffix} in:\n${html}`);
  return new URL(match[1].replace(/&amp;/g, "&"), issuer).href;
}

function alertText(html: string): string | undefined {
  return /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
}

function statusText(html: string): string | undefined {
  return /role="status"[^>]*>([^<]*)</.exec(html)?.[1];
}

function latestCode(email: string): string {
  const mail = mailsTo(email).find((m) => m.subject === "Your Thermax sign-in code");
  if (!mail?.code) throw new Error(`no code mailed to ${email}`);
  expect(mail.text).toContain(mail.code);
  return mail.code;
}

/** Opens the sign-in page and submits the e-mail; returns the page shown after "Send code". */
async function startSignIn(browser: Browser, email: string, opts: { p?: string; state?: string } = {}) {
  const { challenge, verifier } = pkce();
  const state = opts.state ?? randomBytes(8).toString("hex");
  const first = await browser.go(authorizeUrl({ state, challenge, p: opts.p }));
  expect(first.status).toBe(200);
  const afterEmail = await browser.go(formAction(first.html, "email"), { form: { email } });
  return { first, afterEmail, verifier, state };
}

async function signIn(email: string, opts: { p?: string; browser?: Browser } = {}) {
  const browser = opts.browser ?? new Browser();
  const { afterEmail, verifier, state } = await startSignIn(browser, email, opts);
  expect(alertText(afterEmail.html)).toBeUndefined();
  const done = await browser.go(formAction(afterEmail.html, "code"), {
    form: { code: latestCode(email), action: "verify" },
  });
  if (!done.portalRedirect) throw new Error(`no redirect to the portal:\n${done.html}`);
  expect(done.portalRedirect.origin + done.portalRedirect.pathname).toBe(REDIRECT_URI);
  expect(done.portalRedirect.searchParams.get("state")).toBe(state);
  const code = done.portalRedirect.searchParams.get("code");
  expect(code).toBeTruthy();
  return { browser, code: code!, verifier, state };
}

async function exchange(code: string, verifier: string | undefined, auth: "post" | "basic" = "post") {
  const form: Record<string, string> = { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI };
  if (verifier) form.code_verifier = verifier;
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (auth === "post") Object.assign(form, { client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
  else headers.authorization = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
  const res = await fetch(`${issuer}/token`, { method: "POST", headers, body: new URLSearchParams(form) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe("identity stand-in: discovery", () => {
  it("publishes absolute endpoints under the issuer path when mounted by express", async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(issuer);
    expect(doc.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${issuer}/token`);
    expect(doc.jwks_uri).toBe(`${issuer}/jwks`);
    expect(doc.code_challenge_methods_supported).toEqual(["S256"]);
    const jwks = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
    expect(jwks.keys[0].kid).toBe("thermax-identity-demo-1");
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe("identity stand-in: sign-in, tokens, refresh", () => {
  it("runs the whole authorization-code + PKCE flow and issues a 15-minute JWT and a refresh token", async () => {
    const { code, verifier } = await signIn("customer@demo.test");
    const { status, json } = await exchange(code, verifier, "post");
    expect(status).toBe(200);
    expect(json.token_type).toBe("Bearer");
    expect(json.expires_in).toBe(900);
    expect(typeof json.refresh_token).toBe("string");
    expect(typeof json.id_token).toBe("string");

    const accessToken = json.access_token as string;
    expect(decodeProtectedHeader(accessToken)).toMatchObject({
      alg: "RS256",
      typ: "at+jwt",
      kid: "thermax-identity-demo-1",
    });
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      sub: "U-1001",
      email: "customer@demo.test",
      aud: "thermax-portal-api",
      iss: issuer,
      client_id: CLIENT_ID,
    });
    expect(claims.exp! - claims.iat!).toBe(900);

    // iat_ms: the minting to the millisecond (read beside iat, so within a second of it).
    expect(Math.abs((claims.iat_ms as number) - claims.iat! * 1000)).toBeLessThan(2_000);
    const verified = await verifyAccessToken(accessToken);
    expect(verified).toEqual({ userId: "U-1001", email: "customer@demo.test", issuedAt: claims.iat, issuedAtMs: claims.iat_ms });
  });

  it("accepts client_secret_basic too (remix-auth-oauth2 / arctic send Basic)", async () => {
    const { code, verifier } = await signIn("buyer@demo.test");
    const { status, json } = await exchange(code, verifier, "basic");
    expect(status).toBe(200);
    expect((await verifyAccessToken(json.access_token as string))?.userId).toBe("U-1002");
  });

  it("refuses a token request without the PKCE verifier, and an authorize request without a challenge", async () => {
    const { code } = await signIn("customer@demo.test");
    const { status, json } = await exchange(code, undefined);
    expect(status).toBe(400);
    expect(json.error).toBe("invalid_grant");

    const noPkce = await new Browser().go(authorizeUrl({ state: "s1" }));
    expect(noPkce.portalRedirect?.searchParams.get("error")).toBe("invalid_request");
    expect(noPkce.portalRedirect?.searchParams.get("state")).toBe("s1");
  });

  it("rotates refresh tokens; a used one is refused and revokes its family", async () => {
    const { code, verifier } = await signIn("customer@demo.test");
    const first = (await exchange(code, verifier)).json;
    const oldRefresh = first.refresh_token as string;

    const refreshed = await refreshWithIdentity(oldRefresh);
    expect(refreshed).not.toBeNull();
    expect(refreshed!.expiresIn).toBe(900);
    expect(refreshed!.refreshToken).not.toBe(oldRefresh);
    const verified = await verifyAccessToken(refreshed!.accessToken);
    expect(verified?.userId).toBe("U-1001");
    const claims = decodeJwt(refreshed!.accessToken);
    expect(claims.exp! - claims.iat!).toBe(900);

    // The old one is used: refused (invalid_grant); oidc-provider then revokes the whole grant.
    expect(await refreshWithIdentity(oldRefresh)).toBeNull();
    expect(await refreshWithIdentity(refreshed!.refreshToken)).toBeNull();
    expect(await refreshWithIdentity("not-a-token")).toBeNull();
  });

  it("refreshWithIdentity falls back to HTTP (IDENTITY_ISSUER) when no identity runs in-process", async () => {
    const { code, verifier } = await signIn("staff@thermax.test");
    const tokens = (await exchange(code, verifier)).json;
    const running = getRunningIdentity();
    const savedIssuer = process.env.IDENTITY_ISSUER;
    setRunningIdentity(undefined);
    try {
      process.env.IDENTITY_ISSUER = "http://127.0.0.1:9/identity"; // nothing listens there
      expect(await refreshWithIdentity(tokens.refresh_token as string)).toBeNull();
      process.env.IDENTITY_ISSUER = issuer;
      const next = await refreshWithIdentity(tokens.refresh_token as string);
      expect((await verifyAccessToken(next!.accessToken))?.userId).toBe("U-2001");
    } finally {
      setRunningIdentity(running);
      if (savedIssuer === undefined) delete process.env.IDENTITY_ISSUER;
      else process.env.IDENTITY_ISSUER = savedIssuer;
    }
  });

  it("revokeUserGrants makes the user's refresh tokens fail and ends the SSO session", async () => {
    const { code, verifier, browser } = await signIn("edgelive@demo.test");
    const tokens = (await exchange(code, verifier)).json;
    const next = await refreshWithIdentity(tokens.refresh_token as string);
    expect(next).not.toBeNull();
    // Another user's tokens are untouched.
    const other = await signIn("dealer@demo.test");
    const otherTokens = (await exchange(other.code, other.verifier)).json;

    await revokeUserGrants("U-1006");
    expect(await refreshWithIdentity(next!.refreshToken)).toBeNull();
    expect(await refreshWithIdentity(otherTokens.refresh_token as string)).not.toBeNull();

    // The browser session at the identity service is gone: the sign-in page is shown again.
    const again = await browser.go(authorizeUrl({ state: "x", challenge: pkce().challenge }));
    expect(again.portalRedirect).toBeUndefined();
    expect(again.html).toContain('<label for="email">Email</label>');
  });

  it("keeps an SSO session for the same policy, but asks again for another policy or login hint", async () => {
    const { browser } = await signIn("product@demo.test");
    const sso = await browser.go(authorizeUrl({ state: "sso", challenge: pkce().challenge }));
    expect(sso.portalRedirect?.searchParams.get("code")).toBeTruthy();

    const admin = await browser.go(authorizeUrl({ state: "adm", challenge: pkce().challenge, p: "B2C_1_admin" }));
    expect(admin.portalRedirect).toBeUndefined();
    expect(admin.html).toContain("Admin sign-in");

    const { challenge, verifier } = pkce();
    const hinted = await browser.go(authorizeUrl({ state: "h", challenge, extra: { login_hint: "buyer@demo.test" } }));
    expect(hinted.portalRedirect).toBeUndefined();
    expect(hinted.html).toContain('value="buyer@demo.test"');

    // Signing in as someone else in the same browser replaces the session (no logout prompt).
    const codePage = await browser.go(formAction(hinted.html, "email"), { form: { email: "buyer@demo.test" } });
    const done = await browser.go(formAction(codePage.html, "code"), {
      form: { code: latestCode("buyer@demo.test"), action: "verify" },
    });
    expect(done.portalRedirect?.searchParams.get("state")).toBe("h");
    const { json } = await exchange(done.portalRedirect!.searchParams.get("code")!, verifier);
    expect((await verifyAccessToken(json.access_token as string))?.userId).toBe("U-1002");
    // ...and the SSO session now belongs to the new user.
    const sso2 = await browser.go(
      authorizeUrl({ state: "sso2", challenge: pkce().challenge, extra: { login_hint: "buyer@demo.test" } }),
    );
    expect(sso2.portalRedirect?.searchParams.get("code")).toBeTruthy();
  });

  it("signs admin profiles in through the admin policy", async () => {
    const { code, verifier } = await signIn("superadmin@thermax.test", { p: "B2C_1_admin" });
    const { json } = await exchange(code, verifier);
    expect((await verifyAccessToken(json.access_token as string))?.userId).toBe("U-3002");
  });
});

describe("identity stand-in: pages and messages", () => {
  it("renders accessible, script-free pages with the required labels and buttons", async () => {
    const browser = new Browser();
    const { first, afterEmail } = await startSignIn(browser, "customer@demo.test");
    for (const html of [first.html, afterEmail.html]) {
      expect(html).toContain('<html lang="en">');
      expect(html).toMatch(/<main>[\s\S]*<h1>[^<]+<\/h1>[\s\S]*<\/main>/);
      expect(html).not.toMatch(/<script|https?:\/\/[^"]*\.(css|js)/i);
    }
    expect(first.html).toContain('<label for="email">Email</label>');
    expect(first.html).toMatch(/<input id="email" name="email"/);
    expect(first.html).toMatch(/<button type="submit"[^>]*>Send code<\/button>/);
    expect(afterEmail.html).toContain('<label for="code">One-time code</label>');
    expect(afterEmail.html).toMatch(/<input id="code"[^>]*inputmode="numeric"[^>]*autocomplete="one-time-code"/);
    expect(afterEmail.html).toMatch(/<button[^>]*>Sign in<\/button>/);
    expect(afterEmail.html).toMatch(/<button[^>]*>Send a new code<\/button>/);
    expect(afterEmail.html).toMatch(/<button[^>]*>Use a different e-mail<\/button>/);
  });

  it("prefills the e-mail from login_hint", async () => {
    const page = await new Browser().go(
      authorizeUrl({ state: "s", challenge: pkce().challenge, extra: { login_hint: "dealer@demo.test" } }),
    );
    expect(page.html).toContain('value="dealer@demo.test"');
  });

  it.each([
    ["not-an-email", undefined, MESSAGES.invalidEmail, "Username is not a valid email address"],
    ["unregistered@demo.test", undefined, MESSAGES.notRegistered, "User Not Registered"],
    [
      "admin@thermax.test",
      undefined,
      MESSAGES.adminRefused,
      "Admin profile users cannot sign in here. Please use the admin portal sign-in.",
    ],
    [
      "superadmin@thermax.test",
      "B2C_1_signup",
      MESSAGES.adminRefused,
      "Admin profile users cannot sign in here. Please use the admin portal sign-in.",
    ],
    ["customer@demo.test", "B2C_1_admin", MESSAGES.adminOnly, "This sign-in is for admin profiles only."],
    ["customer@demo.test", "B2C_1_signup", MESSAGES.alreadyRegistered, "Provided email address is already registered."],
  ])("%s on %s → %s", async (email, p, message, literal) => {
    expect(message).toBe(literal);
    const before = mailsTo(email).length;
    const { afterEmail } = await startSignIn(new Browser(), email, { p });
    expect(afterEmail.status).toBe(400);
    expect(alertText(afterEmail.html)).toBe(message);
    expect(afterEmail.html).toContain(`value="${email}"`);
    expect(mailsTo(email).length).toBe(before); // no code sent
  });

  it("shows the pending-verification message with a working resend button", async () => {
    const browser = new Browser();
    const { afterEmail } = await startSignIn(browser, "pending@demo.test");
    expect(alertText(afterEmail.html)).toBe(
      "Your e-mail address is pending verification. Please verify it from the link we sent you.",
    );
    expect(afterEmail.html).toMatch(/<button[^>]*>Resend verification e-mail<\/button>/);
    const resent = await browser.go(formAction(afterEmail.html, "verify-email"), {
      form: { email: "pending@demo.test" },
    });
    expect(statusText(resent.html)).toBe("Verification e-mail sent.");
    expect(resent.html).toContain('value="pending@demo.test"');
    expect(mailsTo("pending@demo.test")[0].subject).toBe("Verify your e-mail address");
  });

  describe("deactivated and deleted users", () => {
    const added: DemoUser[] = [];
    afterEach(() => {
      for (const u of added.splice(0)) demoUsers.splice(demoUsers.indexOf(u), 1);
    });
    it.each(["DEACTIVATED", "DELETED"] as const)("%s → Invalid Credentials", async (status) => {
      const user: DemoUser = {
        ...demoUsers[0],
        userId: `U-9${status.length}`,
        email: `${status.toLowerCase()}@demo.test`,
        status,
      };
      demoUsers.push(user);
      added.push(user);
      const { afterEmail } = await startSignIn(new Browser(), user.email);
      expect(alertText(afterEmail.html)).toBe("Invalid Credentials");
    });
  });

  it("wrong code → Invalid Credentials (typed code kept); after 5 wrong codes even the right one is refused", async () => {
    const browser = new Browser();
    const { afterEmail } = await startSignIn(browser, "resin@demo.test");
    const action = formAction(afterEmail.html, "code");
    const right = latestCode("resin@demo.test");
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const page = await browser.go(action, { form: { code: wrong, action: "verify" } });
      expect(page.status).toBe(400);
      expect(alertText(page.html)).toBe("Invalid Credentials");
      expect(page.html).toContain(`value="${wrong}"`);
    }
    const locked = await browser.go(action, { form: { code: right, action: "verify" } });
    expect(locked.portalRedirect).toBeUndefined();
    expect(alertText(locked.html)).toBe(MESSAGES.tooManyAttempts);

    // "Send a new code" starts over; the old code no longer works.
    const resent = await browser.go(action, { form: { code: "", action: "resend" } });
    expect(statusText(resent.html)).toBe(MESSAGES.codeSent);
    const fresh = latestCode("resin@demo.test");
    if (fresh !== right) {
      const old = await browser.go(action, { form: { code: right, action: "verify" } });
      expect(alertText(old.html)).toBe("Invalid Credentials");
    }
    const ok = await browser.go(action, { form: { code: fresh, action: "verify" } });
    expect(ok.portalRedirect?.searchParams.get("code")).toBeTruthy();
  });

  describe("abuse limits per account", () => {
    afterEach(() => {
      codeMails.clear();
      wrongCodes.clear();
    });

    it("mails at most 5 codes to one address in 15 minutes, send and resend alike", async () => {
      codeMails.clear();
      const browser = new Browser();
      const { afterEmail } = await startSignIn(browser, "edgelive@demo.test");
      const action = formAction(afterEmail.html, "code");
      const before = mailsTo("edgelive@demo.test").length;
      for (let i = 0; i < 4; i++) {
        const resent = await browser.go(action, { form: { code: "", action: "resend" } });
        expect(statusText(resent.html)).toBe(MESSAGES.codeSent);
      }
      const refused = await browser.go(action, { form: { code: "", action: "resend" } });
      expect(refused.status).toBe(429);
      expect(alertText(refused.html)).toBe(MESSAGES.tooManyCodes);
      const again = await startSignIn(new Browser(), "edgelive@demo.test");
      expect(again.afterEmail.status).toBe(429);
      expect(alertText(again.afterEmail.html)).toBe(MESSAGES.tooManyCodes);
      expect(mailsTo("edgelive@demo.test").length - before).toBe(4);
      // After the window, codes flow again.
      const realNow = clock.now;
      clock.now = () => realNow() + LIMIT_WINDOW_MS + 1000;
      try {
        const later = await browser.go(action, { form: { code: "", action: "resend" } });
        expect(statusText(later.html)).toBe(MESSAGES.codeSent);
      } finally {
        clock.now = realNow;
      }
    });

    it("locks the account after 10 wrong codes in 15 minutes, across new codes: even the right code is refused", async () => {
      const browser = new Browser();
      const { afterEmail } = await startSignIn(browser, "dealer.live@demo.test");
      const action = formAction(afterEmail.html, "code");
      for (let round = 0; round < 2; round++) {
        const right = latestCode("dealer.live@demo.test");
        const wrong = right === "000000" ? "111111" : "000000";
        for (let i = 0; i < 5; i++) {
          const page = await browser.go(action, { form: { code: wrong, action: "verify" } });
          expect(alertText(page.html)).toBe("Invalid Credentials");
        }
        if (round === 0) await browser.go(action, { form: { code: "", action: "resend" } });
      }
      await browser.go(action, { form: { code: "", action: "resend" } });
      const locked = await browser.go(action, { form: { code: latestCode("dealer.live@demo.test"), action: "verify" } });
      expect(locked.status).toBe(429);
      expect(locked.portalRedirect).toBeUndefined();
      expect(alertText(locked.html)).toBe(MESSAGES.accountLocked);
    });
  });

  it("expired code → 'The code has expired. Please request a new one.'", async () => {
    const browser = new Browser();
    const { afterEmail } = await startSignIn(browser, "resin.live@demo.test");
    const code = latestCode("resin.live@demo.test");
    const realNow = clock.now;
    clock.now = () => realNow() + 10 * 60 * 1000 + 1000;
    try {
      const page = await browser.go(formAction(afterEmail.html, "code"), { form: { code, action: "verify" } });
      expect(alertText(page.html)).toBe("The code has expired. Please request a new one.");
      expect(page.html).toContain(`value="${code}"`);
    } finally {
      clock.now = realNow;
    }
  });

  it("'Use a different e-mail' goes back to the e-mail step with the address kept", async () => {
    const browser = new Browser();
    const { afterEmail } = await startSignIn(browser, "dealer.live@demo.test");
    const back = await browser.go(formAction(afterEmail.html, "restart"), { form: {} });
    expect(back.html).toContain('<label for="email">Email</label>');
    expect(back.html).toContain('value="dealer.live@demo.test"');
    const again = await browser.go(formAction(back.html, "email"), { form: { email: "customer@demo.test" } });
    expect(again.html).toContain("customer@demo.test");
    expect(again.html).toContain('<label for="code">One-time code</label>');
  });

  it("sign-up with a new address: code, registration, welcome mail, confirmation page (no redirect)", async () => {
    const email = "new.customer@example.test";
    const browser = new Browser();
    const { afterEmail } = await startSignIn(browser, email, { p: "B2C_1_signup" });
    expect(alertText(afterEmail.html)).toBeUndefined();
    const done = await browser.go(formAction(afterEmail.html, "code"), {
      form: { code: latestCode(email), action: "verify" },
    });
    expect(done.portalRedirect).toBeUndefined();
    expect(done.status).toBe(200);
    expect(done.html).toContain("Thanks for registering");
    expect(done.html).toContain("within 5 minutes");
    expect(done.html).toContain(`href="${PORTAL}/login"`);
    expect(registrations.find((r) => r.email === email)).toBeTruthy();
    const welcome = mailsTo(email)[0];
    expect(welcome.subject).toBe("Thanks for registering");
    expect(welcome.text).toMatch(/engineer/i);
    expect(welcome.text).toMatch(/5 minutes/);

    // The same address cannot sign up twice, and cannot sign in before onboarding.
    const twice = await startSignIn(new Browser(), email, { p: "B2C_1_signup" });
    expect(alertText(twice.afterEmail.html)).toBe(MESSAGES.alreadyRegistered);
    const signin = await startSignIn(new Browser(), email);
    expect(alertText(signin.afterEmail.html)).toBe(MESSAGES.notRegistered);
  });
});

describe("verifyAccessToken / mintAccessToken", () => {
  it("round-trips a minted token and rejects expired, foreign-audience, tampered and garbage tokens", async () => {
    const iat = Math.floor(Date.now() / 1000) - 10;
    const token = await mintAccessToken({ userId: "U-1001", email: "customer@demo.test", issuedAt: iat });
    expect(await verifyAccessToken(token)).toEqual({ userId: "U-1001", email: "customer@demo.test", issuedAt: iat });
    expect(decodeJwt(token).exp! - iat).toBe(900);

    expect(
      await verifyAccessToken(await mintAccessToken({ userId: "U-1001", email: "customer@demo.test", expiresIn: -60 })),
    ).toBeNull();
    const [h, p, s] = token.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: "U-3002" })).toString("base64url")}.${s}`;
    expect(await verifyAccessToken(forged)).toBeNull();
    const otherAud = `${h}.${Buffer.from(JSON.stringify({ ...payload, aud: "other" })).toString("base64url")}.${s}`;
    expect(await verifyAccessToken(otherAud)).toBeNull();
    expect(await verifyAccessToken("garbage")).toBeNull();
    expect(await verifyAccessToken("")).toBeNull();
  });
});

describe("identity stand-in: another active session", () => {
  it("a new interactive sign-in supersedes the user's earlier ones; a silent SSO sign-in and other users do not", async () => {
    const { isSuperseded } = await import("./sessions");
    const first = await signIn("resin@demo.test");
    const firstTokens = await exchange(first.code, first.verifier);
    const firstRefresh = firstTokens.json.refresh_token as string;
    const other = await signIn("edgelive@demo.test");
    const otherRefresh = (await exchange(other.code, other.verifier)).json.refresh_token as string;
    expect(await isSuperseded(firstRefresh)).toBe(false);

    // The same browser again, without a code (single sign-on): nothing is superseded.
    const { challenge, verifier } = pkce();
    const sso = await first.browser.go(authorizeUrl({ state: "sso", challenge, extra: { login_hint: "resin@demo.test" } }));
    const ssoTokens = await exchange(sso.portalRedirect!.searchParams.get("code")!, verifier);
    expect(await isSuperseded(ssoTokens.json.refresh_token as string)).toBe(false);

    // Another browser, with a code: the first browser's sign-in is superseded.
    const second = await signIn("resin@demo.test");
    const secondRefresh = (await exchange(second.code, second.verifier)).json.refresh_token as string;
    expect(await isSuperseded(ssoTokens.json.refresh_token as string)).toBe(true);
    expect(await isSuperseded(secondRefresh)).toBe(false);
    expect(await isSuperseded(otherRefresh)).toBe(false);
    expect(await isSuperseded("unknown-token")).toBe(false);
  });
});

describe("identity stand-in: end-session for the portal's Logout (issue 25)", () => {
  const endSession = (back: string) => `${issuer}/session/end?${new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: back })}`;

  it("signs out of the identity service at once and goes back to /login?reason=logged-out, so the next sign-in asks again", async () => {
    const { browser } = await signIn("customer@demo.test");
    // Still signed in at the identity service: a new authorization goes straight back to the portal.
    const again = await browser.go(authorizeUrl({ state: "s2", challenge: pkce().challenge }));
    expect(again.portalRedirect?.pathname).toBe("/auth/callback");

    const out = await browser.go(endSession(`${PORTAL}/login?reason=logged-out`));
    expect(out.portalRedirect?.href).toBe(`${PORTAL}/login?reason=logged-out`);
    const next = await browser.go(authorizeUrl({ state: "s3", challenge: pkce().challenge }));
    expect(next.portalRedirect).toBeUndefined();
    expect(formAction(next.html, "email")).toBeTruthy();
  });

  it("leaves any other address to oidc-provider, which refuses an unregistered one", async () => {
    const res = await fetch(endSession("https://evil.example/"), { redirect: "manual" });
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
  });
});
