import WebSocket from "ws";
import { z } from "zod";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { notificationSchema } from "./notifications.server";

/**
 * The upstream's notification websocket (spec document 3 section 7; docs/upstream-api.md): opened
 * by the portal, never the browser, with the user's bearer token on the upgrade request. One
 * JSON message per new notification of that user. Kept alive by a ping every 30 s; a socket that
 * misses its pong is dropped (and reported closed, like any other end).
 */
export const NOTIFICATION_SOCKET_PATH = "/notificationapi/notifications/ws";

const PING_MS = 30_000;
/** The upstream's messages are small: anything larger is not one of them. */
const MAX_MESSAGE_BYTES = 64 * 1024;

const pushed = z.object({
  type: z.literal("notification"),
  notification: notificationSchema,
  unreadCount: z.number().int().nonnegative(),
});
export type PushedNotification = z.infer<typeof pushed>;

export interface UpstreamSocket {
  close(): void;
}

export interface SocketEvents {
  notification(event: PushedNotification): void;
  /** The socket ended (the upstream closed it, the network dropped, a missed pong); not called after `close()`. */
  closed(code: number): void;
}

/** The websocket address of the endpoint: UPSTREAM_URL with ws(s) for http(s). */
export function notificationSocketUrl(upstreamUrl = env().UPSTREAM_URL): string {
  const url = new URL(`${upstreamUrl.replace(/\/$/, "")}${NOTIFICATION_SOCKET_PATH}`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** A message of the socket, or null when it is not a notification the portal understands. */
export function parsePushed(text: string): PushedNotification | null {
  try {
    const parsed = pushed.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Opens the socket; rejects when the upgrade is refused (401 for a bad token) or times out. */
export function openNotificationSocket(token: string, on: SocketEvents): Promise<UpstreamSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(notificationSocketUrl(), {
      headers: { Authorization: `Bearer ${token}` },
      handshakeTimeout: env().UPSTREAM_TIMEOUT_MS,
      maxPayload: MAX_MESSAGE_BYTES,
      perMessageDeflate: false,
    });
    let opened = false;
    let closedByUs = false;
    let alive = true;
    let ping: NodeJS.Timeout | undefined;
    socket.on("unexpected-response", (_req, res) => {
      res.resume();
      socket.terminate();
      reject(new Error(`notification socket refused: ${res.statusCode}`));
    });
    socket.once("open", () => {
      opened = true;
      ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_MS);
      ping.unref();
      resolve({
        close() {
          closedByUs = true;
          clearInterval(ping);
          socket.close(1000);
          // A peer that does not answer the close is not waited for.
          setTimeout(() => socket.terminate(), 2_000).unref();
        },
      });
    });
    socket.on("pong", () => (alive = true));
    socket.on("message", (data, isBinary) => {
      if (isBinary) return;
      const event = parsePushed(String(data));
      if (!event) return void logger.warn({ event: "notification-socket", problem: "unreadable message" }, "a notification socket message was not understood");
      on.notification(event);
    });
    socket.on("error", (error) => {
      if (!opened) reject(error);
    });
    socket.on("close", (code) => {
      clearInterval(ping);
      if (opened && !closedByUs) on.closed(code);
    });
  });
}
