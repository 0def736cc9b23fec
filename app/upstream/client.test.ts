import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { calls, injectFault, setIdentityBridge } from "../../mocks/controls";
import { mintTestToken } from "../../mocks/handlers/testing";
import { tokenFor, useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { server } from "../../mocks/node";
import { callUpstream } from "./client.server";
import { UpstreamError } from "./errors";
import { useTransport } from "./transport.server";
import { fetchTransport } from "../../tests/unit/fetch-transport";
import { sessionWith } from "../../tests/unit/session-for";
import { listNotifications, markNotificationRead } from "./notifications.server";
import { viewProfile } from "./profile.server";

const upstream = useInProcessUpstream();

// Refreshed access tokens must be real (verifiable) tokens for the retried calls to pass.
beforeAll(() => {
  setIdentityBridge({
    ...upstream.bridge,
    async refreshWithIdentity(refreshToken) {
      const tokens = await upstream.bridge.refreshWithIdentity(refreshToken);
      if (!tokens) return null;
      const accessToken = await mintTestToken("U-1001", "customer@demo.test", Math.floor(Date.now() / 1000) + 1);
      return { ...tokens, accessToken };
    },
  });
});

const PROFILE = "/userapi/api/um/profile";
const REFRESH = "/userapi/api/um/auth/refreshTokenAzure";

async function sessionFor(email: string, opts: { accessToken?: string; refreshToken?: string } = {}) {
  return sessionWith(
    {
      userId: "U-1001",
      firstName: "Priya",
      middleName: null,
      lastName: "Sharma",
      salutation: "Ms.",
      designation: "Plant Manager",
      email,
      mobilePhone: "",
      accountId: "ACC-1001",
      accountName: "Acme",
      cpContactProfile: "Customer User",
      isOcTeamMember: false,
      feedbackDate: null,
      tcaUser: null,
      icc: null,
    },
    {
      accessToken: opts.accessToken ?? (await tokenFor(email)),
      refreshToken: opts.refreshToken ?? "refresh-U-1001",
      expiresAt: Date.now() + 15 * 60 * 1000,
    },
  );
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("upstream client", () => {
  it("parses a good answer with the call's schema", async () => {
    const session = await sessionFor("customer@demo.test");
    const profile = await viewProfile(session);
    expect(profile.email).toBe("customer@demo.test");
  });

  it("gives up on a call that hangs past the timeout (UPSTREAM_TIMEOUT_MS=1500) and does not retry it", async () => {
    const session = await sessionFor("customer@demo.test");
    injectFault({ call: `GET ${PROFILE}`, mode: "hang", times: 3 });
    const started = Date.now();
    const error = await failure(viewProfile(session));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(4000);
    expect(calls({ path: PROFILE })).toHaveLength(1);
  });

  it("aborts a running call when the page's request is aborted, and leaves a finished call alone", async () => {
    const session = await sessionFor("customer@demo.test");
    const seen: AbortSignal[] = [];
    useTransport(async (url, exchange) => {
      seen.push(exchange.signal);
      return fetchTransport(url, exchange);
    });
    try {
      const page = new AbortController();
      await viewProfile(session, page.signal);
      // The page is sent (server.js aborts its request signal then): the finished call's exchange is not aborted.
      page.abort();
      expect(seen[0].aborted).toBe(false);

      injectFault({ call: `GET ${PROFILE}`, mode: "hang" });
      const running = new AbortController();
      const pending = viewProfile(session, running.signal).catch((error: unknown) => error);
      await vi.waitFor(() => expect(seen).toHaveLength(2));
      running.abort();
      await pending;
      expect(seen[1].aborted).toBe(true);
    } finally {
      useTransport(fetchTransport);
    }
  });

  it("retries a GET at most twice on network errors", async () => {
    const session = await sessionFor("customer@demo.test");
    injectFault({ call: `GET ${PROFILE}`, mode: "network", times: 5 });
    expect((await failure(viewProfile(session))).kind).toBe("network");
    expect(calls({ path: PROFILE })).toHaveLength(3);
  });

  it("recovers when a retry of a GET succeeds", async () => {
    const session = await sessionFor("customer@demo.test");
    injectFault({ call: `GET ${PROFILE}`, mode: "network", times: 1 });
    await expect(viewProfile(session)).resolves.toMatchObject({ email: "customer@demo.test" });
    expect(calls({ path: PROFILE })).toHaveLength(2);
  });

  it("retries a GET on 503 but not on 500", async () => {
    const session = await sessionFor("customer@demo.test");
    let hits = 0;
    server.use(
      http.get("*/api/userapi/api/um/consolidated", () => {
        hits++;
        return HttpResponse.json({ status: 503, message: "busy" }, { status: 503 });
      }),
    );
    const { consolidatedData } = await import("./profile.server");
    expect((await failure(consolidatedData(session))).status).toBe(503);
    expect(hits).toBe(3);

    injectFault({ call: `GET ${PROFILE}`, mode: 500, times: 3 });
    expect((await failure(viewProfile(session))).status).toBe(500);
    expect(calls({ path: PROFILE })).toHaveLength(1);
  });

  it("never retries a POST or PUT, even on a network error", async () => {
    const session = await sessionFor("customer@demo.test");
    injectFault({ call: "PUT /notificationapi/notifications/*", mode: "network", times: 5 });
    expect((await failure(markNotificationRead(session, "N-1"))).kind).toBe("network");
    expect(calls({ path: "/notificationapi/notifications/N-1/mark-read" })).toHaveLength(1);
  });

  it("treats a malformed answer as an upstream error, not a crash", async () => {
    const session = await sessionFor("customer@demo.test");
    injectFault({ call: `GET ${PROFILE}`, mode: "malformed" });
    expect((await failure(viewProfile(session))).kind).toBe("malformed");
    injectFault({ call: `GET ${PROFILE}`, mode: "invalid-json" });
    expect((await failure(viewProfile(session))).kind).toBe("malformed");
  });

  it("makes exactly one refresh call for 5 parallel calls with an expired token, and all 5 succeed", async () => {
    const expired = await tokenFor("customer@demo.test", Math.floor(Date.now() / 1000) - 3600);
    const session = await sessionFor("customer@demo.test", { accessToken: expired });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => listNotifications(session, { page: 0, size: 1 })),
    );
    expect(results).toHaveLength(5);
    expect(calls({ path: REFRESH })).toHaveLength(1);
    // The new tokens are kept for the cookie.
    expect(session.data?.tokens.accessToken).not.toBe(expired);
    expect(session.data?.tokens.refreshToken).not.toBe("refresh-U-1001");
    expect(await session.setCookie()).toMatch(/portal-session=/);
  });

  it("ends the session when the refresh fails (used refresh token answers 404)", async () => {
    const expired = await tokenFor("customer@demo.test", Math.floor(Date.now() / 1000) - 3600);
    const session = await sessionFor("customer@demo.test", { accessToken: expired, refreshToken: "not-a-known-token" });
    let ended = 0;
    session.onEnd = async (handle) => {
      ended++;
      handle.end();
      throw new Response(null, { status: 302, headers: { Location: "/login" } });
    };
    const outcome = await Promise.allSettled(Array.from({ length: 3 }, () => viewProfile(session)));
    for (const result of outcome) {
      expect(result.status).toBe("rejected");
      const reason = (result as PromiseRejectedResult).reason as Response;
      expect(reason.headers.get("Location")).toBe("/login");
    }
    expect(calls({ path: REFRESH })).toHaveLength(1);
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(session.user).toBeNull();
    expect(await session.setCookie()).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("sends no bearer token on anonymous calls and a bearer token otherwise", async () => {
    const session = await sessionFor("customer@demo.test");
    await viewProfile(session);
    const seen: (string | null)[] = [];
    server.use(
      http.get("*/api/probe", ({ request }) => {
        seen.push(request.headers.get("authorization"));
        return HttpResponse.json({ status: 200, data: null });
      }),
    );
    const { z } = await import("zod");
    await callUpstream("/probe", { schema: z.null(), anonymous: true }, session);
    await callUpstream("/probe", { schema: z.null() }, session);
    expect(seen[0]).toBeNull();
    expect(seen[1]).toMatch(/^Bearer /);
  });

  it("hands an error answer's message to the caller (an error envelope has no data)", async () => {
    injectFault({ call: "GET /formsapi/v1/generate-captcha", mode: 400 });
    const { generateCaptcha } = await import("./urban-water.server");
    const error = await failure(generateCaptcha(""));
    expect(error.status).toBe(400);
    expect(error.upstreamMessage).toBe("Injected fault");
  });

  it("sends the public calls' visitor address as X-Forwarded-For, and nothing when there is none", async () => {
    const { generateCaptcha } = await import("./urban-water.server");
    await generateCaptcha("203.0.113.9");
    await generateCaptcha("");
    expect(calls({ path: "/formsapi/v1/generate-captcha" }).map((c) => c.client)).toEqual(["203.0.113.9", undefined]);
  });
});
