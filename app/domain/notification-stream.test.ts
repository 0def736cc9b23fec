import { describe, expect, it } from "vitest";
import {
  MAX_QUEUED_EVENTS,
  endedBySignOut,
  notificationEvent,
  overBound,
  sseComment,
  sseFrame,
  streamLifetimeMs,
  streamOpening,
} from "./notification-stream";

describe("server-sent event frames", () => {
  it("writes the fields given, data as one JSON line, and ends with a blank line", () => {
    expect(sseFrame({ event: "notification", id: "7", data: { unreadCount: 3 } })).toBe('id: 7\nevent: notification\ndata: {"unreadCount":3}\n\n');
    expect(sseFrame({ retry: 1000.4 })).toBe("retry: 1000\n\n");
    expect(sseFrame({ data: "two\nlines" })).toBe('data: "two\\nlines"\n\n');
  });

  it("never lets a line break into a field (a forged event)", () => {
    expect(sseFrame({ id: "1\nevent: x", event: "a\r\nb" })).toBe("id: 1event: x\nevent: ab\n\n");
    expect(sseComment("beat\ndata: x")).toBe(": beat data: x\n\n");
  });

  it("opens with a retry and an id (so a reconnect names it), and a notification carries the count", () => {
    expect(streamOpening()).toBe("retry: 1000\nid: open\n\n");
    expect(notificationEvent(13, "NTF-1")).toBe('id: NTF-1\nevent: notification\ndata: {"unreadCount":13}\n\n');
  });
});

describe("a stream's life", () => {
  it("ends with a sign-out at or after the session's start, not with an older one", () => {
    expect(endedBySignOut(1_000, 1_000)).toBe(true);
    expect(endedBySignOut(1_000, 2_000)).toBe(true);
    expect(endedBySignOut(1_000, 999)).toBe(false);
    expect(endedBySignOut(1_000, Number.NaN)).toBe(false);
  });

  it("lasts until its session would end, and not at all for a session already over", () => {
    expect(streamLifetimeMs(10_000, 4_000)).toBe(6_000);
    expect(streamLifetimeMs(4_000, 4_000)).toBeNull();
    expect(streamLifetimeMs(null, 4_000)).toBeNull();
  });

  it("is over its bound only past MAX_QUEUED_EVENTS unread events", () => {
    expect(overBound(8, 8)).toBe(false);
    expect(overBound(8 - MAX_QUEUED_EVENTS, 8)).toBe(false);
    expect(overBound(8 - MAX_QUEUED_EVENTS - 1, 8)).toBe(true);
    expect(overBound(null, 8)).toBe(false);
  });
});
