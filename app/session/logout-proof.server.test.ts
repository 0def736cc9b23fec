import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, tokenFor, useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { parseEnv, setEnvForTests } from "~/env.server";
import { createMemoryState, setSharedStateForTests, sharedState } from "~/state/shared-state.server";
import { submitFeedback } from "~/upstream/feedback.server";
import { resetCookiesForTests } from "./cookies.server";
import { issueLogoutProof, logoutProofUsed, PENDING_PREFIX, readLogoutProof, sweepPendingLogouts, useLogoutProof } from "./logout-proof.server";
import { recordSignIn } from "./sign-outs.server";

/**
 * The proof of who logged out (issue 41 §1, decision 091): encrypted, bound to the user, short-lived
 * and used once; the upstream logout runs after the feedback, or when the proof runs out unused.
 */
useInProcessUpstream();

const USER = { userId: "U-1001", accountId: "ACC-1001", firstName: "Asha" };

function useEnv() {
  setEnvForTests(
    parseEnv({
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      UPSTREAM_URL: "http://upstream.test/api",
      IDENTITY_ISSUER: "http://identity.test/identity",
      IDENTITY_CLIENT_ID: "customer-portal",
      IDENTITY_CLIENT_SECRET: "secret",
      LOGOUT_FEEDBACK_S: "60",
    }),
  );
  resetCookiesForTests();
  setSharedStateForTests(createMemoryState());
}

afterEach(() => {
  vi.useRealTimers();
  setEnvForTests(undefined);
  resetCookiesForTests();
  setSharedStateForTests(undefined);
});

const requestWith = (setCookie: string) => new Request("http://portal.test/logout/feedback", { headers: { Cookie: setCookie.split(";")[0] } });
const profile = (token: string) => api("/userapi/api/um/profile", { token });

describe("the logout proof", () => {
  it("reads back as issued, encrypted, and is refused once it has run out or was changed", async () => {
    useEnv();
    const now = Date.now();
    const cookie = await issueLogoutProof(USER, { accessToken: "tok" }, now);
    expect(cookie).toMatch(/^logout-proof=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=60/);
    expect(cookie).not.toContain("tok;");
    const proof = await readLogoutProof(requestWith(cookie), now);
    expect(proof).toMatchObject({ user: USER, tokens: { accessToken: "tok" }, expiresAt: now + 60_000 });
    expect(await readLogoutProof(requestWith(cookie), now + 60_000)).toBeNull();
    const [name, value] = cookie.split(";")[0].split("=");
    // One character of the ciphertext changed (to another one, whatever it was).
    const at = value.lastIndexOf(".") - 5;
    const changed = `${name}=${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;
    expect(await readLogoutProof(requestWith(changed), now)).toBeNull();
    expect(await readLogoutProof(new Request("http://portal.test/logout/feedback"), now)).toBeNull();
  });

  it("sends the feedback with the user's token once, then revokes it upstream; a second use sends nothing", async () => {
    useEnv();
    const token = await tokenFor("customer@demo.test", Math.floor(Date.now() / 1000) - 5);
    const proof = (await readLogoutProof(requestWith(await issueLogoutProof(USER, { accessToken: token }))))!;
    const send = vi.fn((tokens) => submitFeedback(tokens, { rating: null, otherDesc: "" }, "SKIP"));
    expect(await logoutProofUsed(proof)).toBe(false);
    expect(await useLogoutProof(proof, send)).toEqual({ used: false });
    expect(await logoutProofUsed(proof)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await profile(token)).status).toBe(401);
    expect(await useLogoutProof(proof, send)).toEqual({ used: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("a failing feedback call never stops the upstream logout", async () => {
    useEnv();
    const token = await tokenFor("customer@demo.test", Math.floor(Date.now() / 1000) - 5);
    const proof = (await readLogoutProof(requestWith(await issueLogoutProof(USER, { accessToken: token }))))!;
    expect(await useLogoutProof(proof, () => Promise.reject(new Error("upstream 500")))).toEqual({ used: false });
    expect((await profile(token)).status).toBe(401);
  });

  it("walked away from: the upstream logout runs when the proof runs out, and the proof is then used", async () => {
    useEnv();
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const token = await tokenFor("customer@demo.test", Math.floor(Date.now() / 1000) - 5);
    const proof = (await readLogoutProof(requestWith(await issueLogoutProof(USER, { accessToken: token }))))!;
    expect((await profile(token)).status).toBe(200);
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    await vi.waitFor(async () => expect((await profile(token)).status).toBe(401));
    expect(await useLogoutProof(proof, vi.fn())).toEqual({ used: true });
  });

  it("survives a restart: the upstream logout it owes is kept in the shared state, sealed, and any instance's sweep runs it once when due (issue 51 §1)", async () => {
    useEnv();
    // The issuing instance's timer never fires (it stopped): only the shared state remembers.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const token = await tokenFor("customer@demo.test", Math.floor(Date.now() / 1000) - 5);
    const now = Date.now();
    await issueLogoutProof(USER, { accessToken: token }, now);
    vi.useRealTimers();
    const kept = await sharedState().entries(PENDING_PREFIX);
    expect(kept).toHaveLength(1);
    expect(kept[0][1]).not.toContain(token.split(".")[1]);
    // Not due yet: nothing runs.
    expect(await sweepPendingLogouts(now + 59_000)).toBe(0);
    expect((await profile(token)).status).toBe(200);
    expect(await sweepPendingLogouts(now + 60_000)).toBe(1);
    expect((await profile(token)).status).toBe(401);
    expect(await sharedState().entries(PENDING_PREFIX)).toEqual([]);
    expect(await sweepPendingLogouts(now + 120_000)).toBe(0);
  });

  it("never ends a session signed in after the Logout: the feedback's and the sweep's upstream logout are skipped (issue 51 §2)", async () => {
    useEnv();
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const token = await tokenFor("customer@demo.test", Math.floor(Date.now() / 1000) - 5);
    const now = Date.now();
    const first = (await readLogoutProof(requestWith(await issueLogoutProof(USER, { accessToken: token }, now)), now))!;
    const second = (await readLogoutProof(requestWith(await issueLogoutProof(USER, { accessToken: token }, now)), now))!;
    vi.useRealTimers();
    // The user signs in again after both Logouts.
    await recordSignIn(USER.userId, now + 1_000);
    const send = vi.fn(async () => undefined);
    expect(await useLogoutProof(first, send)).toEqual({ used: false });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await sweepPendingLogouts(now + 60_000)).toBe(1);
    expect(await logoutProofUsed(second)).toBe(true);
    // Neither revoked anything: the token (standing for the new session's) still works.
    expect((await profile(token)).status).toBe(200);
  });
});
