import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { db } from "../../mocks/store";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { env, setEnvForTests } from "~/env.server";
import { resetRateLimits } from "~/security/rate-limit.server";
import { createNotificationHub, type NotificationHub } from "~/state/notification-hub.server";
import type { SocketEvents } from "~/upstream/notification-socket.server";
import { loader } from "./notifications.stream";

/**
 * The pushed notifications' stream (docs/decisions/058) against the in-process embedded upstream,
 * with a hub whose upstream sockets are fakes (the websocket itself: mocks/notify-socket.test.ts).
 */
useInProcessUpstream();

const ORIGIN = "http://portal.test";
const HUB = Symbol.for("thermax-portal.notification-hub");
const globals = globalThis as unknown as Record<symbol, { hub: NotificationHub; draining: boolean } | undefined>;

let sockets: { token: string; on: SocketEvents; closed: boolean }[];
let refuse: boolean;
let hub: NotificationHub;

beforeEach(() => {
  resetRateLimits();
  sockets = [];
  refuse = false;
  hub = createNotificationHub({
    lingerMs: 0,
    openSocket: async (token, on) => {
      if (refuse) throw new Error("notification socket refused: 401");
      const socket = { token, on, closed: false };
      sockets.push(socket);
      return { close: () => void (socket.closed = true) };
    },
  });
  globals[HUB] = { hub, draining: false };
});
afterEach(() => {
  hub.endAll();
  globals[HUB] = undefined;
  setEnvForTests(undefined);
  resetRateLimits();
});

async function open(email: string | null, headers: Record<string, string> = {}) {
  const closer = new AbortController();
  const request = new Request(`${ORIGIN}/notifications/stream`, { headers: { ...(email ? { cookie: await cookieFor(email) } : {}), ...headers } });
  const outcome = await settle(() => loader({ request, context: { ...createRequestContext("n"), closed: closer.signal }, params: {} }));
  return { ...outcome, close: () => closer.abort() };
}

/** The body's text so far (reads what is queued, without waiting for the stream's end). */
async function readSome(response: Response, until: string) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(until)) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe("/notifications/stream", () => {
  it("answers a signed-out visitor 204, which EventSource neither retries nor follows to /login (issue 51 §4)", async () => {
    const out = await open(null);
    expect(out.status).toBe(204);
    expect(out.location ?? null).toBeNull();
  });

  it("streams nothing to staff (the bell is theirs to see disabled): a plain answer EventSource does not retry", async () => {
    const out = await open("staff@thermax.test");
    expect(out.status).toBe(200);
    expect(out.response!.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(sockets).toEqual([]);
  });

  it("opens the user's upstream socket with their token, passes each notification on, and leaves when the client goes", async () => {
    const out = await open("customer@demo.test");
    expect(out.status).toBe(200);
    const headers = out.response!.headers;
    expect(headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(headers.get("cache-control")).toBe("private, no-cache, no-transform");
    expect(headers.get("x-accel-buffering")).toBe("no");
    expect(await readSome(out.response!, "\n\n")).toBe("retry: 1000\nid: open\n\n");
    expect(sockets).toHaveLength(1);
    expect(sockets[0].token.length).toBeGreaterThan(20);

    sockets[0].on.notification({
      type: "notification",
      unreadCount: 3,
      notification: { notificationId: "NTF-1", message: "m", read: false, type: "ORDER", entityId: "ORD-1", createdAt: "2026-11-25T00:00:00Z" },
    });
    expect(await readSome(out.response!, "\n\n")).toBe('id: NTF-1\nevent: notification\ndata: {"unreadCount":3}\n\n');

    expect(hub.stats().streams).toBe(1);
    out.close();
    expect(hub.stats()).toEqual({ users: 0, streams: 0, sockets: 0 });
    await expect.poll(() => sockets[0].closed).toBe(true);
    // The body ends too, so the server stops waiting on it.
    expect(await out.response!.body!.getReader().read()).toEqual({ done: true, value: undefined });
  });

  it("sends the current count first when the browser comes back (Last-Event-ID)", async () => {
    const out = await open("customer@demo.test", { "Last-Event-ID": "open" });
    const unread = db.notifications.filter((n) => n.userId === "U-1001" && !n.read).length;
    expect(await readSome(out.response!, "data:")).toBe(`retry: 1000\nid: open\n\nid: count\nevent: notification\ndata: {"unreadCount":${unread}}\n\n`);
    out.close();
  });

  it("answers 503, not a stream, when the upstream socket cannot be opened (the page falls back to its poll)", async () => {
    refuse = true;
    const out = await open("customer@demo.test");
    expect(out.status).toBe(503);
    expect(out.response!.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(hub.stats().streams).toBe(0);
  });

  it("holds at most 10 streams of one user (NOTIFICATION_STREAMS_PER_USER): of 30 opened at once the rest answer 429, not a stream, and other users still get theirs", async () => {
    const opened = await Promise.all(Array.from({ length: 30 }, () => open("customer@demo.test")));
    const statuses = opened.map((o) => o.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const refused = opened.find((o) => o.status === 429)!.response!;
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(hub.stats().streams).toBe(10);
    // One upstream socket for the user, whatever they open.
    expect(sockets).toHaveLength(1);
    const other = await open("dealer@demo.test");
    expect(other.status).toBe(200);
    // A tab closed makes room for one more (a minute later: the 30 opens spent this minute's).
    opened.find((o) => o.status === 200)!.close();
    resetRateLimits();
    expect((await open("customer@demo.test")).status).toBe(200);
    for (const o of [...opened, other]) o.close();
  });

  it("answers 503 once the instance holds NOTIFICATION_STREAMS_PER_INSTANCE streams", async () => {
    hub.endAll();
    hub = createNotificationHub({ lingerMs: 0, maxStreams: 2, openSocket: async (token, on) => ({ close: () => void sockets.push({ token, on, closed: true }) }) });
    globals[HUB] = { hub, draining: false };
    const first = await open("customer@demo.test");
    const second = await open("dealer@demo.test");
    const third = await open("edgelive@demo.test");
    expect([first.status, second.status, third.status]).toEqual([200, 200, 503]);
    expect(third.response!.headers.get("retry-after")).toBeTruthy();
    first.close();
    second.close();
  });

  it("limits stream opens per minute per user (30) and per client address", async () => {
    for (let i = 0; i < 30; i++) {
      const out = await open("customer@demo.test");
      expect(out.status, `open ${i + 1}`).toBe(200);
      out.close();
    }
    const limited = await open("customer@demo.test");
    expect(limited.status).toBe(429);
    expect(Number(limited.response!.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Another user at the same address still opens, until the address's own limit.
    setEnvForTests({ ...env(), NOTIFICATION_STREAM_OPENS_PER_ADDRESS_PER_MINUTE: 32 });
    resetRateLimits();
    const users = ["dealer@demo.test", "edgelive@demo.test"];
    for (let i = 0; i < 32; i++) (await open(users[i % 2])).close();
    expect((await open("resin@demo.test")).status).toBe(429);
  });
});
