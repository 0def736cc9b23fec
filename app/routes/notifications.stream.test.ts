import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { db } from "../../mocks/store";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
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
  it("sends a signed-out visitor to /login", async () => {
    const out = await open(null);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/login");
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
});
