import { createCookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { findUserByEmail } from "../../mocks/data/users";
import { tokenFor, useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { createRequestContext } from "~/context";
import { parseEnv, setEnvForTests } from "~/env.server";
import { draftCookie, resetCookiesForTests, sessionStorage } from "./cookies.server";
import { DRAFT_TEXT, dropOthersDraft, MAX_DRAFT_BYTES, restoredDraftFor, saveDraft, takeDraft } from "./drafts.server";
import { requireUser } from "./guard.server";
import { deriveKey, DRAFT_COOKIE_PURPOSE, seal, SESSION_COOKIE_PURPOSE, unseal } from "./sealed-cookie.server";
import { SessionHandle } from "./session.server";
import type { SessionData } from "./types";

/**
 * A form draft kept when a session ends belongs to that session's user (issue 22 item 10): it is
 * encrypted like the session under a key of its own, and handed back only to that user.
 */
useInProcessUpstream();

const SECRET = randomBytes(32).toString("base64url");
const baseEnv = {
  SESSION_SECRET: SECRET,
  UPSTREAM_URL: "http://upstream.test/api",
  IDENTITY_ISSUER: "http://identity.test/identity",
  IDENTITY_CLIENT_ID: "customer-portal",
  IDENTITY_CLIENT_SECRET: "secret",
  SURVEY_LINK_SECRET: randomBytes(32).toString("base64url"),
};

function useEnv(extra: Record<string, string> = {}) {
  setEnvForTests(parseEnv({ ...baseEnv, ...extra }));
  resetCookiesForTests();
}

afterEach(() => {
  setEnvForTests(undefined);
  resetCookiesForTests();
});

const PAGE = "http://portal.test/account-settings";
const A = "U-1001";
const B = "U-1002";

function post(fields: Record<string, string>, url = PAGE) {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });
}

/** The cookie pair of a Set-Cookie line, ready for a Cookie header. */
const pair = (setCookie: string) => setCookie.split(";")[0];
const valueOf = (setCookie: string) => pair(setCookie).slice(pair(setCookie).indexOf("=") + 1);
const pageWith = (cookie: string, url = PAGE) => new Request(url, { headers: { cookie } });
const clears = (setCookie: string | null) => Boolean(setCookie && /Max-Age=0/i.test(setCookie) && setCookie.startsWith("form-draft="));

describe("a form draft", () => {
  it("is handed back once to the user whose session ended, and the cookie cleared", async () => {
    useEnv();
    const saved = await saveDraft(post({ department: "Utilities", state: "Gujarat", intent: "save" }), "/account-settings", A);
    expect(saved).toMatch(/^form-draft=/);
    expect(saved).toMatch(/Max-Age=1800/);
    expect(saved).toMatch(/HttpOnly/);
    const [draft, clear] = await takeDraft(pageWith(pair(saved!)), A);
    expect(draft).toEqual({ fields: { department: "Utilities", state: "Gujarat" }, dropped: [] });
    expect(clears(clear)).toBe(true);
  });

  it("is not handed to another user who signs in on the browser: it is dropped and cleared", async () => {
    useEnv();
    const saved = await saveDraft(post({ department: "A's private text" }), "/account-settings", A);
    const [draft, clear] = await takeDraft(pageWith(pair(saved!)), B);
    expect(draft).toBeNull();
    expect(clears(clear)).toBe(true);
    // At sign-in: B's sign-in drops it, A's keeps it for A's page.
    expect(clears(await dropOthersDraft(pageWith(pair(saved!), "http://portal.test/auth/callback"), B))).toBe(true);
    expect(await dropOthersDraft(pageWith(pair(saved!), "http://portal.test/auth/callback"), A)).toBeNull();
  });

  it("waits for its own page when its user opens another", async () => {
    useEnv();
    const saved = await saveDraft(post({ department: "Utilities" }), "/account-settings?tab=1", A);
    expect(await takeDraft(pageWith(pair(saved!), "http://portal.test/dashboard/tickets"), A)).toEqual([null, null]);
    expect((await takeDraft(pageWith(pair(saved!)), A))[0]).toEqual({ fields: { department: "Utilities" }, dropped: [] });
  });

  it("cannot be read from the browser: the text and the user id are encrypted, under a key that is not the session's", async () => {
    useEnv();
    const saved = await saveDraft(post({ department: "Readable text" }), "/account-settings", A);
    const value = valueOf(saved!);
    expect(value.split(".")).toHaveLength(5);
    const decoded = value
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("latin1"))
      .join(" ");
    expect(decoded).not.toContain("Readable text");
    expect(decoded).not.toContain(A);
    expect(await unseal(value, [deriveKey(SECRET, DRAFT_COOKIE_PURPOSE)])).toMatchObject({ userId: A, fields: { department: "Readable text" } });
    expect(await unseal(value, [deriveKey(SECRET, SESSION_COOKIE_PURPOSE)])).toBeNull();
  });

  it("ignores and clears a tampered cookie, an old signed-only draft and a session cookie put in its place", async () => {
    useEnv();
    const saved = await saveDraft(post({ department: "Utilities" }), "/account-settings", A);
    const value = valueOf(saved!);
    const tampered = `${value.slice(0, -3)}${value.endsWith("A") ? "B" : "A"}AA`;
    // The format before: a signed (readable) cookie, with no user in it.
    const oldSigned = await createCookie("form-draft", { secrets: [SECRET], path: "/" }).serialize({ path: "/account-settings", fields: { department: "old" } });
    // A value sealed with the session's key (same secret, the session's purpose), shaped like a draft.
    const sessionSealed = await seal({ kind: "form-draft", userId: A, path: "/account-settings", fields: { department: "x" } }, deriveKey(SECRET, SESSION_COOKIE_PURPOSE));
    // A draft sealed with another deployment's secret.
    const foreign = await seal({ kind: "form-draft", userId: A, path: "/account-settings", fields: { department: "x" } }, deriveKey(randomBytes(32).toString("base64url"), DRAFT_COOKIE_PURPOSE));
    for (const cookie of [`form-draft=${tampered}`, pair(oldSigned), `form-draft=${sessionSealed}`, `form-draft=${foreign}`, "form-draft=garbage"]) {
      const [draft, clear] = await takeDraft(pageWith(cookie), A);
      expect(draft, cookie).toBeNull();
      expect(clears(clear), cookie).toBe(true);
      expect(clears(await dropOthersDraft(pageWith(cookie), A)), cookie).toBe(true);
    }
  });

  it("is not a session: a draft in the session cookie's place opens no session", async () => {
    useEnv();
    const saved = await saveDraft(post({ user: "x", tokens: "y" }), "/account-settings", A);
    const session = await sessionStorage().getSession(`portal-session=${valueOf(saved!)}`);
    expect(session.data).toEqual({});
  });

  it("is kept for nobody when no user is known (a visitor without a session, a session found invalid)", async () => {
    useEnv();
    expect(await saveDraft(post({ department: "Utilities" }), "/account-settings", null)).toBeNull();
  });

  it("stays under 4,096 bytes as a Set-Cookie with any script of text, cutting the fields that do not fit", async () => {
    useEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET });
    const devanagari = "नमस्ते दुनिया ".repeat(40);
    const fields = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field${i}`, devanagari.slice(0, 200 + i)]));
    const path = `/account-settings/${"a".repeat(490)}`;
    const saved = await saveDraft(post(fields), path, "U-1001-0000-0000-0000");
    expect(saved).toMatch(/^__Host-form-draft=/);
    expect(saved).toMatch(/Secure/);
    expect(Buffer.byteLength(saved!)).toBeLessThan(4096);
    const opened = (await unseal(valueOf(saved!), [deriveKey(SECRET, DRAFT_COOKIE_PURPOSE)])) as { fields: Record<string, string> };
    expect(Buffer.byteLength(JSON.stringify(opened))).toBeLessThanOrEqual(MAX_DRAFT_BYTES);
    expect(Object.keys(opened.fields).length).toBeGreaterThan(0);
    // An address longer than 512 bytes leaves no room: nothing is kept.
    expect(await saveDraft(post({ a: "b" }), `/account-settings/${"a".repeat(600)}`, A)).toBeNull();
  });

  it("keeps a reply's text from a multipart post with a camera-sized photo, and names the photo it could not keep (issue 51 §4)", async () => {
    useEnv();
    const form = new FormData();
    form.append("message", "Valve 3 leaks again");
    form.append("files", new File([new Uint8Array(3 * 1024 * 1024)], "valve 3.jpg", { type: "image/jpeg" }));
    form.append("format", "text");
    const url = "http://portal.test/dashboard/tickets/TCK-100200/messages.data?status=Open";
    const saved = await saveDraft(new Request(url, { method: "POST", body: form }), "/dashboard/tickets/TCK-100200/messages?status=Open", A);
    expect(saved).toMatch(/^form-draft=/);
    const page = pageWith(pair(saved!), "http://portal.test/dashboard/tickets/TCK-100200/messages?status=Open");
    expect((await takeDraft(page, A))[0]).toEqual({ fields: { message: "Valve 3 leaks again", format: "text" }, dropped: ["valve 3.jpg"] });
  });

  it("keeps the names of the files the expiry dialog's post names (it cannot carry them), not as fields", async () => {
    useEnv();
    const saved = await saveDraft(post({ message: "Seal leaks", _droppedFile: "seal.jpg" }, "http://portal.test/session/expired?returnTo=%2Fcomplaints%2FCMP-1"), "/complaints/CMP-1", A);
    expect((await takeDraft(pageWith(pair(saved!), "http://portal.test/complaints/CMP-1"), A))[0]).toEqual({ fields: { message: "Seal leaks" }, dropped: ["seal.jpg"] });
  });

  it("the signed-in layouts hand it back with the lines that say it was not sent and which files to attach again", async () => {
    useEnv();
    const form = new FormData();
    form.append("message", "Burner trips");
    form.append("files", new File(["x"], "a.pdf"));
    form.append("files", new File(["y"], "b.png"));
    const saved = await saveDraft(new Request("http://portal.test/complaints/CMP-1", { method: "POST", body: form }), "/complaints/CMP-1", A);
    const [view, clear] = await restoredDraftFor(pageWith(pair(saved!), "http://portal.test/complaints/CMP-1"), A);
    expect(view).toEqual({ fields: { message: "Burner trips" }, note: DRAFT_TEXT.note, droppedNote: "Files are not kept when a session ends. Attach these files again: a.pdf, b.png." });
    expect(clears(clear)).toBe(true);
    expect(DRAFT_TEXT.note).toBe("Not sent yet: your session ended before this was sent. What you typed is back in the form: check it and send it again.");
  });

  it("has the draft cookie's name and attributes", () => {
    useEnv();
    expect(draftCookie().name).toBe("form-draft");
    expect(draftCookie().clear()).toMatch(/^form-draft=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
  });
});

async function sessionOf(email: string, overrides: Partial<SessionData> = {}): Promise<SessionData> {
  const u = findUserByEmail(email)!;
  const now = Date.now();
  return {
    user: { ...u },
    tokens: { accessToken: await tokenFor(email), refreshToken: `refresh-${u.userId}`, expiresAt: now + 900_000 },
    createdAt: now,
    lastSeenAt: now,
    ...overrides,
  };
}

async function cookieOf(data: SessionData): Promise<string> {
  const storage = sessionStorage();
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value);
  return pair(await storage.commitSession(session));
}

describe("a session that ends under a post", () => {
  it("keeps the draft for its own user (the guard, the idle timeout)", async () => {
    useEnv();
    const data = await sessionOf("customer@demo.test", { lastSeenAt: Date.now() - 31 * 60_000 });
    const request = new Request(PAGE, {
      method: "POST",
      body: new URLSearchParams({ department: "Kept for the customer" }),
      headers: { cookie: await cookieOf(data), "content-type": "application/x-www-form-urlencoded" },
    });
    const thrown = await requireUser(request, createRequestContext("n"), "routes/_app.account-settings").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/login?reason=expired");
    const saved = response.headers.getSetCookie().find((c) => c.startsWith("form-draft="));
    expect(saved).toBeDefined();
    expect((await takeDraft(pageWith(pair(saved!)), data.user.userId))[0]).toEqual({ fields: { department: "Kept for the customer" }, dropped: [] });
    const other = findUserByEmail("buyer@demo.test")!.userId;
    expect(other).not.toBe(data.user.userId);
    expect((await takeDraft(pageWith(pair(saved!)), other))[0]).toBeNull();
  });

  it("names its user as the draft's owner when found ended or ended by the request, and nobody when found invalid", async () => {
    useEnv();
    const idle = new SessionHandle(await sessionOf("customer@demo.test", { lastSeenAt: Date.now() - 31 * 60_000 }));
    expect(idle.expired).toBe("idle");
    expect(idle.user).toBeNull();
    expect(idle.ownerId).toBe("U-1001");
    const live = new SessionHandle(await sessionOf("customer@demo.test"));
    expect(live.ownerId).toBe("U-1001");
    live.end();
    expect(live.ownerId).toBe("U-1001");
    const data = await sessionOf("customer@demo.test");
    const invalid = new SessionHandle({ ...data, tokens: { ...data.tokens, accessToken: await tokenFor("buyer@demo.test") } });
    expect(invalid.expired).toBe("invalid-session");
    expect(invalid.ownerId).toBeNull();
    expect(new SessionHandle(null).ownerId).toBeNull();
  });
});
