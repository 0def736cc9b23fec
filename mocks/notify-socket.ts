/**
 * The upstream's notification websocket (spec document 3 section 7: "Notifications: GET all, PUT
 * {id}/mark-read, and a websocket endpoint"). The spec names no path and no message: this one is
 * `GET /api/notificationapi/notifications/ws` upgraded to a websocket, authenticated like every
 * call by the user's bearer token (`Authorization: Bearer …` on the upgrade request; 401 without
 * a valid one, no upgrade). Each new notification of the user goes to every socket of theirs as
 * one JSON text message: `{ "type": "notification", "notification": {...}, "unreadCount": N }`.
 * A token revoked by a logout is closed with code 4401 at the next message (docs/upstream-api.md).
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { authenticate } from "./handlers/auth-context";
import { db, type Notification } from "./store";

export const NOTIFICATION_SOCKET_PATH = "/api/notificationapi/notifications/ws";

/** Close code for a token the upstream no longer accepts (logout revoked it). */
export const TOKEN_REVOKED = 4401;

interface Open {
  socket: WebSocket;
  /** The token's `iat` (seconds): a logout after it revokes it. */
  issuedAt: number;
}

const sockets = new Map<string, Set<Open>>();

/** Open sockets per user id (test control GET /__notifications/sockets). */
export function openSockets(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [userId, set] of sockets) if (set.size) counts[userId] = set.size;
  return counts;
}

/** Sends the notification to every socket of its user; the number of sockets it went to. */
export function pushNotification(created: Notification): number {
  const mine = sockets.get(created.userId);
  if (!mine) return 0;
  const { userId: _owner, ...notification } = created;
  const unreadCount = db.notifications.filter((n) => n.userId === created.userId && !n.read).length;
  const message = JSON.stringify({ type: "notification", notification, unreadCount });
  const validAfter = db.users.find((u) => u.userId === created.userId)?.tokensValidAfter ?? 0;
  let sent = 0;
  for (const open of mine) {
    if (open.issuedAt < validAfter) {
      open.socket.close(TOKEN_REVOKED, "token revoked");
      continue;
    }
    open.socket.send(message);
    sent++;
  }
  return sent;
}

function refuse(raw: Duplex, status: number, text: string) {
  raw.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${JSON.stringify({ status, message: text })}`);
}

/** Serves the websocket on `server`'s upgrade requests; returns a function that closes every socket. */
export function attachNotificationSockets(server: Server): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  server.on("upgrade", (req: IncomingMessage, raw: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://upstream.invalid");
    if (url.pathname !== NOTIFICATION_SOCKET_PATH) return refuse(raw, 404, "Not Found");
    const headers = new Headers();
    if (typeof req.headers.authorization === "string") headers.set("authorization", req.headers.authorization);
    void authenticate(new Request(url, { headers })).then(
      (auth) => {
        if (!auth.ok || !auth.user) return refuse(raw, 401, "Unauthorized");
        const userId = auth.user.userId;
        wss.handleUpgrade(req, raw, head, (socket) => {
          const open: Open = { socket, issuedAt: auth.token.issuedAt };
          let mine = sockets.get(userId);
          if (!mine) sockets.set(userId, (mine = new Set()));
          mine.add(open);
          socket.on("close", () => {
            mine.delete(open);
            if (!mine.size && sockets.get(userId) === mine) sockets.delete(userId);
          });
          // The portal only listens; anything it sends is ignored (pings are answered by ws itself).
          socket.on("error", () => socket.terminate());
        });
      },
      () => refuse(raw, 500, "Internal Server Error"),
    );
  });
  return () => {
    for (const socket of wss.clients) socket.terminate();
    sockets.clear();
    wss.close();
  };
}
