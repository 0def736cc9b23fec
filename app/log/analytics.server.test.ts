import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv, setEnvForTests } from "~/env.server";
import { loginSubmit, recordAnalytics, recordSearchSuccessLater, SEARCH_SUCCESS_DELAY_MS } from "./analytics.server";
import { metrics } from "./metrics.server";

/** The suite's own settings (tests/unit/setup-env.ts), with this test's on top. */
const BASE = process.env;

async function count(event: string, tag = ""): Promise<number> {
  const values = (await metrics.analyticsEvents.get()).values;
  return values.find((v) => v.labels.event === event && (v.labels.tag ?? "") === tag)?.value ?? 0;
}

/** A collector on a free port that keeps what it receives. */
async function collector(status = 204): Promise<{ server: Server; url: string; received: unknown[] }> {
  const received: unknown[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ method: req.method, type: req.headers["content-type"], body: JSON.parse(body) as unknown });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/collect`, received };
}

afterEach(() => {
  setEnvForTests(undefined);
  vi.useRealTimers();
});

/** A signed-in user as the session holds it (only what the event reads matters here). */
const USER = {
  userId: "U-1001", firstName: "Priya", middleName: null, lastName: "Sharma", salutation: "Ms", designation: "Plant Head", email: "customer@demo.test",
  mobilePhone: "9800000000", accountId: "ACC-1001", accountName: "Acme Dairy Products Pvt Ltd", cpContactProfile: "Customer User",
  isOcTeamMember: false, feedbackDate: null, tcaUser: null, icc: "+91",
};

describe("the spec's analytics events (decision 095)", () => {
  it("login_submit holds what spec document 1 section 4 names: platform, userId, account_name, user_type and profile (issue 53 §3)", () => {
    expect(loginSubmit(USER, false)).toEqual({ event: "login_submit", platform: "web", userId: "U-1001", account_name: "Acme Dairy Products Pvt Ltd", user_type: "external_user", profile: "Customer User" });
    expect(loginSubmit({ ...USER, email: "staff@thermax.test" }, true).user_type).toBe("internal_user");
  });

  it("login_submit is posted to the operator's collector with those five, and no e-mail address", async () => {
    const c = await collector();
    setEnvForTests(parseEnv({ ...BASE, ANALYTICS_ENDPOINT: c.url }));
    const before = await count("login_submit", "external_user");
    await recordAnalytics(loginSubmit(USER, false));
    c.server.close();
    expect(await count("login_submit", "external_user")).toBe(before + 1);
    expect(c.received).toEqual([
      {
        method: "POST",
        type: "application/json",
        body: { event: "login_submit", platform: "web", userId: "U-1001", account_name: "Acme Dairy Products Pvt Ltd", user_type: "external_user", profile: "Customer User", at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      },
    ]);
    expect(JSON.stringify(c.received)).not.toContain("@");
  });

  it("are counted by event and tag with no collector set, and nothing is sent", async () => {
    setEnvForTests(parseEnv(BASE));
    const before = await count("login_submit", "internal_user");
    const spy = vi.spyOn(globalThis, "fetch");
    await recordAnalytics(loginSubmit({ ...USER, email: "staff@thermax.test" }, true));
    expect(await count("login_submit", "internal_user")).toBe(before + 1);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("search_success is posted to the collector as JSON with the event and its time only", async () => {
    const c = await collector();
    setEnvForTests(parseEnv({ ...BASE, ANALYTICS_ENDPOINT: c.url }));
    await recordAnalytics({ event: "search_success" });
    c.server.close();
    expect(c.received).toEqual([{ method: "POST", type: "application/json", body: { event: "search_success", at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) } }]);
  });

  it("a collector that refuses or is away never throws", async () => {
    const c = await collector(500);
    setEnvForTests(parseEnv({ ...BASE, ANALYTICS_ENDPOINT: c.url }));
    await expect(recordAnalytics({ event: "search_success" })).resolves.toBeUndefined();
    c.server.close();
    setEnvForTests(parseEnv({ ...BASE, ANALYTICS_ENDPOINT: "http://127.0.0.1:9/collect" }));
    await expect(recordAnalytics({ event: "search_success" })).resolves.toBeUndefined();
  });

  it("search_success is recorded one second after the answer, not before", async () => {
    setEnvForTests(parseEnv(BASE));
    vi.useFakeTimers();
    const before = await count("search_success");
    recordSearchSuccessLater();
    vi.advanceTimersByTime(SEARCH_SUCCESS_DELAY_MS - 1);
    expect(await count("search_success")).toBe(before);
    vi.advanceTimersByTime(1);
    expect(await count("search_success")).toBe(before + 1);
  });

  it("a collector address with a user name is refused at start", () => {
    expect(() => parseEnv({ ...BASE, ANALYTICS_ENDPOINT: "https://user:pw@collector.test/e" })).toThrow();
    expect(() => parseEnv({ ...BASE, ANALYTICS_ENDPOINT: "ftp://collector.test/e" })).toThrow();
  });
});
