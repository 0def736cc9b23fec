import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PushedNotification, SocketEvents } from "~/upstream/notification-socket.server";
import { createNotificationHub, type StreamSink } from "./notification-hub.server";

/** A fake upstream: the sockets opened (token, handlers, closed or not). */
function fakeUpstream(refuse = false) {
  const sockets: { token: string; on: SocketEvents; closed: boolean }[] = [];
  const openSocket = vi.fn(async (token: string, on: SocketEvents) => {
    if (refuse) throw new Error("notification socket refused: 401");
    const socket = { token, on, closed: false };
    sockets.push(socket);
    return { close: () => void (socket.closed = true) };
  });
  return { sockets, openSocket };
}

function sink(signedInAt = 1_000): StreamSink & { frames: string[]; ended: boolean } {
  const s = {
    signedInAt,
    frames: [] as string[],
    ended: false,
    send(frame: string) {
      s.frames.push(frame);
    },
    end() {
      s.ended = true;
    },
  };
  return s;
}

const pushed = (unreadCount: number, id = "NTF-9"): PushedNotification => ({
  type: "notification",
  unreadCount,
  notification: { notificationId: id, message: "m", read: false, type: "TICKET", entityId: "TCK-1", createdAt: "2026-11-25T00:00:00Z" },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the notification hub", () => {
  it("opens one upstream socket per user with the first stream's token, shared by that user's streams", async () => {
    const upstream = fakeUpstream();
    const hub = createNotificationHub({ openSocket: upstream.openSocket });
    const [a, b, c] = [sink(), sink(), sink()];
    await Promise.all([hub.join("U-1", async () => "token-a", a), hub.join("U-1", async () => "token-b", b), hub.join("U-2", async () => "token-c", c)]);
    expect(upstream.sockets.map((s) => s.token)).toEqual(["token-a", "token-c"]);
    expect(hub.stats()).toEqual({ users: 2, streams: 3, sockets: 2 });

    upstream.sockets[0].on.notification(pushed(13, "NTF-77"));
    const event = 'id: NTF-77\nevent: notification\ndata: {"unreadCount":13}\n\n';
    expect(a.frames).toEqual([event]);
    expect(b.frames).toEqual([event]);
    expect(c.frames).toEqual([]);
  });

  it("tells the portal of each pushed notification (the cached badges are dropped)", async () => {
    const upstream = fakeUpstream();
    const onNotification = vi.fn();
    const hub = createNotificationHub({ openSocket: upstream.openSocket, onNotification });
    await hub.join("U-1", async () => "t", sink());
    upstream.sockets[0].on.notification(pushed(2));
    expect(onNotification).toHaveBeenCalledWith("U-1", pushed(2));
  });

  it("closes the user's socket once their last stream has been gone for the linger time, not before", async () => {
    const upstream = fakeUpstream();
    const hub = createNotificationHub({ openSocket: upstream.openSocket, lingerMs: 5_000 });
    const leaveA = await hub.join("U-1", async () => "t", sink());
    const leaveB = await hub.join("U-1", async () => "t", sink());
    leaveA();
    vi.advanceTimersByTime(10_000);
    expect(upstream.sockets[0].closed).toBe(false);
    leaveB();
    leaveB();
    vi.advanceTimersByTime(4_999);
    expect(upstream.sockets[0].closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(upstream.sockets[0].closed).toBe(true);
    expect(hub.stats()).toEqual({ users: 0, streams: 0, sockets: 0 });
  });

  it("keeps the socket for a stream that comes back within the linger time (a reload)", async () => {
    const upstream = fakeUpstream();
    const hub = createNotificationHub({ openSocket: upstream.openSocket, lingerMs: 5_000 });
    (await hub.join("U-1", async () => "t", sink()))();
    vi.advanceTimersByTime(3_000);
    await hub.join("U-1", async () => "t2", sink());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(upstream.openSocket).toHaveBeenCalledTimes(1);
    expect(upstream.sockets[0].closed).toBe(false);
  });

  it("sends a heartbeat comment to every stream every 25 s", async () => {
    const hub = createNotificationHub({ openSocket: fakeUpstream().openSocket });
    const a = sink();
    await hub.join("U-1", async () => "t", a);
    vi.advanceTimersByTime(24_999);
    expect(a.frames).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(a.frames).toEqual([": heartbeat\n\n"]);
    vi.advanceTimersByTime(25_000);
    expect(a.frames).toHaveLength(2);
  });

  it("ends the streams of sessions a sign-out ended, not of a newer sign-in", async () => {
    const hub = createNotificationHub({ openSocket: fakeUpstream().openSocket });
    const [older, newer] = [sink(1_000), sink(5_000)];
    await hub.join("U-1", async () => "t", older);
    await hub.join("U-1", async () => "t", newer);
    hub.signedOut("U-1", 4_000);
    hub.signedOut("U-2", 9_000);
    expect(older.ended).toBe(true);
    expect(newer.ended).toBe(false);
  });

  it("ends the user's streams when the upstream closes their socket, and opens a new one for the next stream", async () => {
    const upstream = fakeUpstream();
    const hub = createNotificationHub({ openSocket: upstream.openSocket });
    const a = sink();
    await hub.join("U-1", async () => "t", a);
    upstream.sockets[0].on.closed(4401);
    expect(a.ended).toBe(true);
    await hub.join("U-1", async () => "fresh", sink());
    expect(upstream.sockets.map((s) => s.token)).toEqual(["t", "fresh"]);
  });

  it("refuses the stream when the socket cannot be opened, keeping nothing", async () => {
    const upstream = fakeUpstream(true);
    const hub = createNotificationHub({ openSocket: upstream.openSocket });
    await expect(hub.join("U-1", async () => "t", sink())).rejects.toThrow(/refused/);
    expect(hub.stats()).toEqual({ users: 0, streams: 0, sockets: 0 });
  });

  it("ends every stream and closes every socket at shutdown", async () => {
    const upstream = fakeUpstream();
    const hub = createNotificationHub({ openSocket: upstream.openSocket });
    const [a, b] = [sink(), sink()];
    await hub.join("U-1", async () => "t", a);
    await hub.join("U-2", async () => "t", b);
    hub.endAll();
    await vi.advanceTimersByTimeAsync(0);
    expect([a.ended, b.ended]).toEqual([true, true]);
    expect(upstream.sockets.every((s) => s.closed)).toBe(true);
    expect(hub.stats().users).toBe(0);
  });
});
