/** The upstream's notification websocket and the test control that pushes on it (mocks/notify-socket.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { setIdentityBridge } from "./handlers/auth-context";
import { createTestBridge, mintTestToken } from "./handlers/testing";
import { NOTIFICATION_SOCKET_PATH, TOKEN_REVOKED } from "./notify-socket";
import { startMockServer } from "./server";
import { db } from "./store";

const PORT = 4593;
let mock: Awaited<ReturnType<typeof startMockServer>>;

beforeAll(async () => {
  setIdentityBridge(createTestBridge().bridge);
  mock = await startMockServer({ port: PORT, portalOrigins: ["http://localhost:3000"] });
}, 30_000);
afterAll(async () => {
  await mock?.close();
  setIdentityBridge();
});

const socketUrl = () => `ws://localhost:${PORT}${NOTIFICATION_SOCKET_PATH}`;

/** Opens the socket with `headers`; resolves with it open, or with the refused upgrade's status. */
function open(headers: Record<string, string>): Promise<{ socket: WebSocket; messages: unknown[] } | { status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(), { headers });
    const messages: unknown[] = [];
    socket.on("message", (data) => messages.push(JSON.parse(String(data))));
    socket.once("open", () => resolve({ socket, messages }));
    socket.once("unexpected-response", (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.once("error", reject);
  });
}

const notify = (body: unknown) =>
  fetch(`${mock.url}/__notifications`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const sockets = async () => (await (await fetch(`${mock.url}/__notifications/sockets`)).json()) as Record<string, number>;

describe("the notification websocket", () => {
  it("refuses an upgrade without a valid bearer token", async () => {
    expect(await open({})).toEqual({ status: 401 });
    expect(await open({ authorization: "Bearer not-a-token" })).toEqual({ status: 401 });
  });

  it("pushes a notification created by the test control on every socket of its user, and only theirs", async () => {
    const mine = await open({ authorization: `Bearer ${await mintTestToken("U-1001", "customer@demo.test")}` });
    const again = await open({ authorization: `Bearer ${await mintTestToken("U-1001", "customer@demo.test")}` });
    const other = await open({ authorization: `Bearer ${await mintTestToken("U-1002", "product@demo.test")}` });
    if (!("socket" in mine) || !("socket" in again) || !("socket" in other)) throw new Error("a socket did not open");
    expect((await sockets())["U-1001"]).toBe(2);

    const response = await notify({ email: "customer@demo.test", type: "ASSET", entityId: "AST-0001" });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { notificationId: string; pushed: number };
    expect(created.pushed).toBe(2);
    const unread = db.notifications.filter((n) => n.userId === "U-1001" && !n.read).length;
    await expect.poll(() => mine.messages.length).toBe(1);
    expect(mine.messages[0]).toEqual({
      type: "notification",
      unreadCount: unread,
      notification: expect.objectContaining({ notificationId: created.notificationId, type: "ASSET", entityId: "AST-0001", read: false, message: `New documents are available for ${db.assets.find((a) => a.id === "AST-0001")?.name}.` }),
    });
    expect(mine.messages[0]).not.toHaveProperty("notification.userId");
    await expect.poll(() => again.messages.length).toBe(1);
    expect(other.messages).toEqual([]);

    for (const { socket } of [mine, again, other]) socket.close();
    await expect.poll(async () => (await sockets())["U-1001"]).toBeUndefined();
  });

  it("closes a socket whose token a logout revoked", async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 5;
    const opened = await open({ authorization: `Bearer ${await mintTestToken("U-1001", "customer@demo.test", issuedAt)}` });
    if (!("socket" in opened)) throw new Error("the socket did not open");
    const closed = new Promise<number>((resolve) => opened.socket.once("close", (code) => resolve(code)));
    const user = db.users.find((u) => u.userId === "U-1001")!;
    const before = user.tokensValidAfter;
    user.tokensValidAfter = issuedAt + 1;
    try {
      expect(((await (await notify({ email: "customer@demo.test" })).json()) as { pushed: number }).pushed).toBe(0);
      expect(await closed).toBe(TOKEN_REVOKED);
    } finally {
      user.tokensValidAfter = before;
    }
  });
});
