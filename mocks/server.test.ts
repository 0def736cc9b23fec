/** The same handlers behind the real express server, plus the HTTP test controls. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setIdentityBridge } from "./handlers/auth-context";
import { createTestBridge, mintTestToken } from "./handlers/testing";
import { sendMail } from "./outbox";
import { startMockServer } from "./server";

const PORT = 4591;
let mock: Awaited<ReturnType<typeof startMockServer>>;
let token: string;

beforeAll(async () => {
  setIdentityBridge(createTestBridge().bridge);
  mock = await startMockServer({ port: PORT, portalOrigins: ["http://localhost:3000"] });
  token = await mintTestToken("U-1001", "customer@demo.test");
}, 30_000);
afterAll(async () => {
  await mock?.close();
  setIdentityBridge();
});

const auth = () => ({ authorization: `Bearer ${token}` });
const fault = (body: unknown) =>
  fetch(`${mock.url}/__faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("mock HTTP server", () => {
  it("is healthy and serves the API under /api", async () => {
    expect((await fetch(`${mock.url}/__health`)).status).toBe(200);
    const res = await fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 200, data: { email: "customer@demo.test" } });
    const login = await fetch(`${mock.url}/api/userapi/api/um/auth/login`, { method: "POST", headers: { ...auth(), "content-type": "application/json" }, body: "{}" });
    expect(login.status).toBe(200);
  });

  it("serves the identity discovery document", async () => {
    const res = await fetch(`${mock.url}/identity/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ issuer: `http://localhost:${PORT}/identity` });
  });

  it("injects faults over HTTP, including a dropped connection and a hang", async () => {
    expect((await fault({ call: "GET /userapi/api/um/profile", mode: "bogus" })).status).toBe(400);
    expect((await fault({ call: "GET /userapi/api/um/profile", mode: 500, times: 1 })).status).toBe(201);
    expect((await fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth() })).status).toBe(500);
    expect((await fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth() })).status).toBe(200);

    await fault({ call: "GET /userapi/api/um/profile", mode: "network" });
    await expect(fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth() })).rejects.toThrow();
    expect((await fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth() })).status).toBe(200);

    await fault({ call: "GET /userapi/api/um/profile", mode: "hang" });
    await expect(fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth(), signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth() })).status).toBe(200);

    await fault({ call: "GET /userapi/api/um/profile", mode: 404, times: 3 });
    expect((await fetch(`${mock.url}/__faults`, { method: "DELETE" })).status).toBe(204);
    expect((await fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth() })).status).toBe(200);
  });

  it("logs calls with bodies and filters by path and time", async () => {
    await fetch(`${mock.url}/__calls`, { method: "DELETE" });
    const since = new Date().toISOString();
    await fetch(`${mock.url}/api/userapi/api/um/auth/refreshTokenAzure`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: "refresh-U-1001" }),
    });
    const res = await fetch(`${mock.url}/__calls?path=/userapi/api/um/auth/refreshTokenAzure&since=${encodeURIComponent(since)}`);
    const logged = (await res.json()) as { method: string; body: unknown }[];
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: "POST", body: { refreshToken: "refresh-U-1001" } });
  });

  it("answers 401 to an access token made to expire, and takes other tokens; a reset forgets it", async () => {
    // Another token than the one the other tests use (same user, an earlier iat: a different JWT).
    const expiring = await mintTestToken("U-1001", "customer@demo.test", Math.floor(Date.now() / 1000) - 60);
    const profile = (t: string) => fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: { authorization: `Bearer ${t}` } });
    expect((await profile(expiring)).status).toBe(200);
    const expire = (body: unknown) =>
      fetch(`${mock.url}/__tokens/expire`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await expire({})).status).toBe(400);
    expect((await expire({ accessToken: expiring })).status).toBe(204);
    expect((await profile(expiring)).status).toBe(401);
    expect((await profile(token)).status).toBe(200);
    expect((await fetch(`${mock.url}/__reset`, { method: "POST" })).status).toBe(204);
    expect((await profile(expiring)).status).toBe(200);
  });

  it("answers JSON 404s for unknown API paths, serves the outbox and resets", async () => {
    const res = await fetch(`${mock.url}/api/no/such/path`, { headers: auth() });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404 });

    sendMail({ to: "Someone@demo.test", subject: "Your code", text: "Code 123456", code: "123456" });
    const mails = (await (await fetch(`${mock.url}/outbox?to=someone@demo.test`)).json()) as { code?: string }[];
    expect(mails[0].code).toBe("123456");

    await fetch(`${mock.url}/api/notificationapi/notifications/NTF-00001/mark-read`, { method: "PUT", headers: auth() });
    expect((await fetch(`${mock.url}/__reset`, { method: "POST" })).status).toBe(204);
    const list = (await (await fetch(`${mock.url}/api/notificationapi/notifications/all?page=0&size=10`, { headers: auth() })).json()) as { data: { unreadCount: number } };
    expect(list.data.unreadCount).toBe(12);
  });

  it("delays every API answer by the latency set, stamps each call's start and end, and resets it", async () => {
    const put = (body: unknown) => fetch(`${mock.url}/__latency`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await put({ ms: -1 })).status).toBe(400);
    expect((await put({ ms: 1.5 })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await put({ ms: 120 })).status).toBe(200);
    expect(await (await fetch(`${mock.url}/__latency`)).json()).toEqual({ ms: 120 });

    await fetch(`${mock.url}/__calls`, { method: "DELETE" });
    const headers = { ...auth(), "x-request-id": "BENCH-LATENCY-1" };
    const started = performance.now();
    // Two calls at once overlap; a third after them starts after both ended.
    const answers = await Promise.all([
      fetch(`${mock.url}/api/userapi/api/um/profile`, { headers }),
      fetch(`${mock.url}/api/enquiryapi/cart/fetch/user`, { headers }),
    ]);
    const parallel = performance.now() - started;
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(parallel).toBeGreaterThanOrEqual(115);
    // That they overlapped is read from the stamps below, not from the wall clock (a loaded machine
    // may take longer than two delays for the pair).
    await fetch(`${mock.url}/api/userapi/api/um/profile`, { headers });
    // Faults wait too.
    await fault({ call: "GET /userapi/api/um/consolidated", mode: 500 });
    const faultStarted = performance.now();
    expect((await fetch(`${mock.url}/api/userapi/api/um/consolidated`, { headers: auth() })).status).toBe(500);
    expect(performance.now() - faultStarted).toBeGreaterThanOrEqual(115);

    const logged = (await (await fetch(`${mock.url}/__calls?requestId=BENCH-LATENCY-1`)).json()) as { path: string; startedAt: number; endedAt: number }[];
    expect(logged.map((c) => c.path).sort()).toEqual(["/enquiryapi/cart/fetch/user", "/userapi/api/um/profile", "/userapi/api/um/profile"]);
    for (const c of logged) expect(c.endedAt - c.startedAt).toBeGreaterThanOrEqual(115);
    const [a, b, c] = [...logged].sort((x, y) => x.startedAt - y.startedAt);
    expect(b.startedAt).toBeLessThan(a.endedAt);
    expect(c.startedAt).toBeGreaterThanOrEqual(Math.max(a.endedAt, b.endedAt) - 1);

    expect((await fetch(`${mock.url}/__reset`, { method: "POST" })).status).toBe(204);
    expect(await (await fetch(`${mock.url}/__latency`)).json()).toEqual({ ms: 0 });
    const quick = performance.now();
    await fetch(`${mock.url}/api/userapi/api/um/profile`, { headers: auth() });
    expect(performance.now() - quick).toBeLessThan(100);
  });
});

describe("issue 23: news and the pharma stand-in", () => {
  it("lists four news items, three flagged visible, to a signed-in caller only", async () => {
    expect((await fetch(`${mock.url}/api/contentapi/news`)).status).toBe(401);
    const res = await fetch(`${mock.url}/api/contentapi/news`, { headers: auth() });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { news: { id: string; isVisible: boolean; title: string; url: string; publishedAt: string }[] } };
    expect(data.news).toHaveLength(4);
    expect(data.news.filter((n) => n.isVisible).map((n) => n.id)).toEqual(["NEWS-1", "NEWS-2", "NEWS-4"]);
    for (const n of data.news) expect(n.url).toMatch(/^https:\/\//);
  });

  it("serves the pharma page that only the portal's origins may frame", async () => {
    const res = await fetch(`${mock.url}/sites/pharma`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors http://localhost:3000;");
    expect(await res.text()).toContain("Engineering for pharma");
  });
});
