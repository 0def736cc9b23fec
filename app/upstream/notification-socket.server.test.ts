import { describe, expect, it } from "vitest";
import { notificationSocketUrl, parsePushed } from "./notification-socket.server";

describe("the upstream notification socket", () => {
  it("is UPSTREAM_URL's endpoint over ws, or wss for https", () => {
    expect(notificationSocketUrl("http://localhost:4010/api")).toBe("ws://localhost:4010/api/notificationapi/notifications/ws");
    expect(notificationSocketUrl("https://api.example.test/base/")).toBe("wss://api.example.test/base/notificationapi/notifications/ws");
  });

  it("reads a pushed notification and refuses anything else", () => {
    const notification = { notificationId: 12, message: "m", read: false, type: "ORDER", entityId: "ORD-1", createdAt: "2026-11-25T00:00:00Z" };
    expect(parsePushed(JSON.stringify({ type: "notification", notification, unreadCount: 4 }))).toEqual({
      type: "notification",
      unreadCount: 4,
      notification: { ...notification, notificationId: "12" },
    });
    expect(parsePushed("not json")).toBeNull();
    expect(parsePushed(JSON.stringify({ type: "notification", notification, unreadCount: -1 }))).toBeNull();
    expect(parsePushed(JSON.stringify({ type: "other", notification, unreadCount: 1 }))).toBeNull();
  });
});
