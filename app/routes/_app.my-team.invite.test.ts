import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { TEAM_MESSAGES } from "~/domain/team";
import { env, setEnvForTests } from "~/env.server";
import { resetRateLimits } from "~/security/rate-limit.server";
import { action } from "./_app.my-team.invite";

/**
 * Invite a team member's action (issue 30, docs/decisions/062): the e-mail check on leaving the
 * field says only 'cannot be invited' and is limited per user and per client address; the submit
 * names the reason and is limited per user. Against the in-process embedded upstream.
 */
useInProcessUpstream();

const ORIGIN = "http://portal.test";
const CHECK = "/userapi/api/um/users/available";
const ADD = "/userapi/api/um/add-team-member";
const USER = "team.js@demo.test";
const MEMBER = { firstName: "Priya", lastName: "Sharma", designation: "Plant Manager", mobileNumber: "9820012345" };

beforeEach(() => resetRateLimits());
afterEach(() => {
  setEnvForTests(undefined);
  resetRateLimits();
});

async function post(fields: Record<string, string>, { email = USER, address = "203.0.113.7" } = {}) {
  const request = new Request(`${ORIGIN}/my-team/invite`, {
    method: "POST",
    headers: { cookie: await cookieFor(email), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return settle(() => action({ request, context: { ...createRequestContext("n", address) }, params: {} }));
}

const check = (email: string, options?: { email?: string; address?: string }) => post({ intent: "check-email", email }, options);
const checkError = (outcome: { body: unknown }) => (outcome.body as { emailCheck?: { error: string | null } }).emailCheck?.error;
const formErrors = (outcome: { body: unknown }) => (outcome.body as { result?: { error?: Record<string, string[] | null> } }).result?.error ?? {};

describe("POST /my-team/invite", () => {
  it("the check on leaving the field says only 'This email cannot be invited.' of a registered, locked or staff address", async () => {
    for (const address of ["customer@demo.test", "locked.member@demo.test", "new.engineer@thermax.test"]) {
      const out = await check(address);
      expect(out.status, address).toBe(200);
      expect(checkError(out), address).toBe(TEAM_MESSAGES.cannotInvite);
    }
    expect(checkError(await check("someone.new@example.in"))).toBeNull();
    expect(checkError(await check("ravi@"))).toBe(TEAM_MESSAGES.emailInvalid);
  });

  it("validation while typing says the same of a staff address", async () => {
    const out = await post({ intent: "submit", ...MEMBER, email: "new.engineer@thermax.test", __intent__: JSON.stringify({ type: "validate", payload: { name: "email" } }) });
    expect(formErrors(out).email).toEqual([TEAM_MESSAGES.cannotInvite]);
  });

  it("40 checks by one user meet a 429 after INVITE_CHECKS_PER_USER (20), which asks the upstream nothing", async () => {
    const statuses: number[] = [];
    let refused: { body: unknown; response?: Response } | undefined;
    for (let i = 0; i < 40; i++) {
      const out = await check(`probe.${i}@example.in`, { address: `198.51.100.${i}` });
      statuses.push(out.status);
      if (out.status === 429) refused ??= out;
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(calls({ path: CHECK })).toHaveLength(20);
    // Past the limit the field says nothing (the submit checks again).
    expect(checkError(refused!)).toBeNull();
  });

  it("checks from one client address are limited across users (INVITE_CHECKS_PER_ADDRESS)", async () => {
    setEnvForTests({ ...env(), INVITE_CHECKS_PER_ADDRESS: 3 });
    const users = [USER, "team.nojs@demo.test"];
    for (let i = 0; i < 3; i++) expect((await check(`probe.${i}@example.in`, { email: users[i % 2] })).status).toBe(200);
    expect((await check("probe.4@example.in", { email: "team.nojs@demo.test" })).status).toBe(429);
    // Another address is not affected.
    expect((await check("probe.5@example.in", { email: "team.nojs@demo.test", address: "203.0.113.8" })).status).toBe(200);
  });

  it("the submit names the reason (the spec's messages), and past INVITE_SUBMITS_PER_USER answers 429 with every field kept and nothing sent", async () => {
    setEnvForTests({ ...env(), INVITE_SUBMITS_PER_USER: 2 });
    const registered = await post({ intent: "submit", ...MEMBER, email: "customer@demo.test" });
    expect(registered.status).toBe(400);
    expect(formErrors(registered).email).toEqual([TEAM_MESSAGES.registered]);
    const staff = await post({ intent: "submit", ...MEMBER, email: "new.engineer@thermax.test" });
    expect(formErrors(staff).email).toEqual([TEAM_MESSAGES.companyDomain]);
    const locked = await post({ intent: "submit", ...MEMBER, email: "locked.member@demo.test" });
    expect(formErrors(locked).email).toEqual([TEAM_MESSAGES.locked]);
    const before = calls({ path: CHECK }).length;
    const limited = await post({ intent: "submit", ...MEMBER, email: "customer@demo.test" });
    expect(limited.status).toBe(429);
    expect(formErrors(limited)[""]?.[0]).toMatch(/^You have checked or invited too many addresses in a short time\. Please try again in \d+ minutes?\.$/);
    expect((limited.body as { result: { initialValue: Record<string, string> } }).result.initialValue).toMatchObject({ ...MEMBER, email: "customer@demo.test" });
    expect(calls({ path: CHECK })).toHaveLength(before);
    expect(calls({ path: ADD })).toHaveLength(0);
  });
});
