import { beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { db } from "../../mocks/store";
import { DEVELOPMENT_SURVEY_LINK_SECRET, signedSurveyQuery, type SignedFields } from "../../mocks/survey-signature";
import { createRequestContext } from "~/context";
import { takeToasts } from "~/session/toast.server";
import { RATE_LIMITS, resetRateLimits } from "~/security/rate-limit.server";
import { answeredLoader, surveyAction, surveyLoader } from "./survey-page.server";

/**
 * The survey pages' loaders and actions against the in-process embedded upstream: the signed
 * link, the owner sent with the answers, and the per-address limits (docs/decisions/025).
 * Unit tests run without SURVEY_LINK_SECRET: portal and upstream share the development key.
 */
useInProcessUpstream();
beforeEach(() => resetRateLimits());

const ORIGIN = "http://portal.test";
const RMS = () => db.surveyInvitations.find((i) => i.parentId === "CMP-0001")!;
const query = (fields: SignedFields, key = DEVELOPMENT_SURVEY_LINK_SECRET) => `?${signedSurveyQuery(fields, key)}`;

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  location: string | null;
}

/** A loader or action's answer, as data or as a Response (redirects). */
async function answer(run: () => Promise<unknown>): Promise<Answer> {
  const value = await run();
  if (value instanceof Response) return { status: value.status, headers: value.headers, body: null, location: value.headers.get("location") };
  const v = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  expect(v.type).toBe("DataWithResponseInit");
  return { status: v.init?.status ?? 200, headers: new Headers(v.init?.headers), body: v.data, location: null };
}

function view(path: string, address: string, loader = surveyLoader("RATE_MY_SERVICE")) {
  return answer(() => Promise.resolve(loader({ request: new Request(`${ORIGIN}${path}`), context: { ...createRequestContext("n", address) }, params: {} })));
}

/** An action's answer, and the toasts it flashed for its page (docs/decisions/059). */
async function post(path: string, address: string, form: Record<string, string>) {
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(form) });
  const context = { ...createRequestContext("n", address) };
  const out = await answer(() => Promise.resolve(surveyAction("RATE_MY_SERVICE")({ request, context, params: {} })));
  return { ...out, toasts: (await takeToasts(request, context)).map((t) => ({ text: t.text, tone: t.tone, ms: t.ms })) };
}

const surveyCalls = (address: string) => calls({ path: "/surveyapi/*" }).filter((c) => c.client === address);
const ANSWERS = { q1: "9", q2: "Yes" };

describe("the signed link", () => {
  it("opens the survey; unsigned, altered or signed with another key it is the bad-link page, without an upstream call", async () => {
    const path = `/survey/rate-my-service${query(RMS())}`;
    expect(await view(path, "203.0.113.20")).toMatchObject({ status: 200, body: { kind: "form", title: "Rate My Service" } });
    expect(surveyCalls("203.0.113.20")).toHaveLength(1);

    const { sig: _sig, ...unsigned } = Object.fromEntries(new URLSearchParams(Buffer.from(query(RMS()).slice(1), "base64url").toString()));
    const b64 = (fields: Record<string, string>) => `?${Buffer.from(new URLSearchParams(fields).toString()).toString("base64url")}`;
    const bad = [b64(unsigned), b64({ ...unsigned, ownerId: "OWN-FAKE" }), query({ ...RMS(), ownerId: "OWN-FAKE" }, "another-key-0123456789abcdef0123")];
    for (const search of bad) {
      expect(await view(`/survey/rate-my-service${search}`, "203.0.113.21"), search).toMatchObject({ status: 400, body: { kind: "bad-link" } });
      expect(await post(`/survey/rate-my-service${search}`, "203.0.113.21", ANSWERS), search).toMatchObject({ status: 400, body: { kind: "bad-link" } });
    }
    expect(surveyCalls("203.0.113.21")).toEqual([]);
  });
});

describe("the owner sent with the answers", () => {
  it("is the upstream's for the invitation, not the one the link names", async () => {
    const path = `/survey/rate-my-service${query({ ...RMS(), ownerId: "OWN-04" })}`;
    expect(await post(path, "203.0.113.30", ANSWERS)).toMatchObject({ status: 303, location: expect.stringMatching(/^\/survey\/thank-you\?/) });
    const sent = calls({ path: "/surveyapi/survey/submit" }).map((c) => c.body);
    expect(sent).toEqual([expect.objectContaining({ parentId: "CMP-0001", contactId: "U-1001", ownerId: "OWN-01" })]);
  });

  it("missing from the upstream's answer: nothing is sent, the answers are kept", async () => {
    RMS().ownerId = "";
    const out = await post(`/survey/rate-my-service${query({ ...RMS(), ownerId: "OWN-01" })}`, "203.0.113.31", ANSWERS);
    expect(out).toMatchObject({ status: 502, body: { kind: "form", values: ANSWERS } });
    expect(out.toasts).toEqual([{ text: "Something went wrong, please try again.", tone: "error", ms: 5000 }]);
    expect(calls({ path: "/surveyapi/survey/submit" })).toEqual([]);
  });
});

describe("per-address limits", () => {
  it("counts every survey page view, bad links too: past 30 in 10 minutes a 429 with Retry-After, without an upstream call", async () => {
    const { points, durationS } = RATE_LIMITS["survey-view"] ?? {};
    expect({ points, durationS }).toEqual({ points: 30, durationS: 600 });
    const path = `/survey/rate-my-service${query(RMS())}`;
    const address = "2001:db8:77:1::1";
    expect((await view(path, address)).status).toBe(200);
    expect((await view(`/survey/already-taken${query(RMS())}`, address, answeredLoader("taken"))).status).toBe(302);
    for (let i = 2; i < points; i++) expect((await view("/survey/rate-my-service?not-a-link", address)).status).toBe(400);
    const upstreamCalls = surveyCalls(address).length;
    for (const [url, loader] of [
      [path, surveyLoader("RATE_MY_SERVICE")],
      [`/survey/thank-you${query(RMS())}`, answeredLoader("thanks")],
    ] as const) {
      const limited = await view(url, address, loader);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ kind: "limited", retryAfterS: expect.any(Number) });
      expect(Number(limited.headers.get("retry-after"))).toBe((limited.body as { retryAfterS: number }).retryAfterS);
      expect((limited.body as { retryAfterS: number }).retryAfterS).toBeGreaterThan(durationS - 5);
    }
    expect(surveyCalls(address)).toHaveLength(upstreamCalls);
    // The same /64 is the same visitor; another address is not.
    expect((await view(path, "2001:db8:77:1::2")).status).toBe(429);
    expect((await view(path, "2001:db8:77:2::1")).status).toBe(200);
  });

  it("counts every post of a good link before the upstream is asked: past the limit, a 429 that keeps the answers", async () => {
    const { points } = RATE_LIMITS["survey-submit"];
    const address = "203.0.113.40";
    // A bad link is refused before anything is counted or asked.
    for (let i = 0; i < points + 5; i++) expect((await post("/survey/rate-my-service?not-a-link", address, {})).status).toBe(400);
    const path = `/survey/rate-my-service${query(RMS())}`;
    // Posts the rules refuse (400) count too.
    for (let i = 0; i < points; i++) expect((await post(path, address, {})).status).toBe(400);
    const calls = surveyCalls(address).length;
    expect(calls).toBe(points);
    const limited = await post(path, address, { ...ANSWERS, q4: "Kept" });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ kind: "kept", values: { ...ANSWERS, q4: "Kept" } });
    expect(limited.toasts).toEqual([{ text: expect.stringMatching(/^We have received too many requests from your network\. Please try again in 15 minutes\.$/), tone: "error", ms: 5000 }]);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(surveyCalls(address)).toHaveLength(calls);
  });
});
