import { HEARTBEAT_MS, SOCKET_LINGER_MS, endedBySignOut, notificationEvent, sseComment } from "~/domain/notification-stream";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import type { PushedNotification, SocketEvents, UpstreamSocket } from "~/upstream/notification-socket.server";

/**
 * The open notification streams of this instance and the upstream sockets behind them
 * (docs/decisions/058). One upstream socket per user per instance, opened with the token of the
 * user's first stream there and shared by all their streams on this instance; closed when their
 * last stream has been gone for SOCKET_LINGER_MS. Every instance that holds a stream of the user
 * listens for itself, so an event reaches the user whichever instance holds the stream, without
 * passing events between instances.
 */

/** One open stream, as the hub sees it. */
export interface StreamSink {
  /** When the stream's session began: a sign-out at or after it ends the stream. */
  readonly signedInAt: number;
  /** Writes a frame; the sink ends itself when its client does not keep up. */
  send(frame: string): void;
  /** Ends the stream (the browser comes back after its retry delay). */
  end(): void;
}

export type OpenSocket = (token: string, on: SocketEvents) => Promise<UpstreamSocket>;

interface UserEntry {
  sinks: Set<StreamSink>;
  socket: Promise<UpstreamSocket> | null;
  linger: NodeJS.Timeout | null;
}

/**
 * A stream the hub will not take (docs/decisions/062): the user holds `maxStreamsPerUser` here
 * already ("user"), or the instance holds `maxStreams` ("instance").
 */
export class StreamLimitReached extends Error {
  constructor(readonly limit: "user" | "instance") {
    super(limit === "user" ? "the user holds the most notification streams allowed on this instance" : "this instance holds the most notification streams allowed");
    this.name = "StreamLimitReached";
  }
}

export interface HubOptions {
  openSocket: OpenSocket;
  /** Streams one user may hold on this instance at once (a browser needs one per open tab); NOTIFICATION_STREAMS_PER_USER by default. */
  maxStreamsPerUser?: number;
  /** Streams this instance holds at once, all users together; NOTIFICATION_STREAMS_PER_INSTANCE by default. */
  maxStreams?: number;
  /** After each pushed notification (the portal drops the user's cached header badges). */
  onNotification?: (userId: string, event: PushedNotification) => void;
  lingerMs?: number;
  heartbeatMs?: number;
}

export interface NotificationHub {
  /**
   * Adds a stream of `userId`; resolves once the user's upstream socket is open (opening it with
   * `token()` when there is none) with the function that removes the stream. Rejects when the
   * socket cannot be opened (the stream is not kept), and at once with StreamLimitReached when the
   * user or the instance already holds its most streams.
   */
  join(userId: string, token: () => Promise<string>, sink: StreamSink): Promise<() => void>;
  /** Ends the streams of sessions of `userId` that began at or before `at`. */
  signedOut(userId: string, at: number): void;
  /** Ends every stream and closes every socket (the instance is shutting down). */
  endAll(): void;
  stats(): { users: number; streams: number; sockets: number };
}

export function createNotificationHub({
  openSocket,
  onNotification,
  lingerMs = SOCKET_LINGER_MS,
  heartbeatMs = HEARTBEAT_MS,
  maxStreamsPerUser = env().NOTIFICATION_STREAMS_PER_USER,
  maxStreams = env().NOTIFICATION_STREAMS_PER_INSTANCE,
}: HubOptions): NotificationHub {
  const users = new Map<string, UserEntry>();
  let streams = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  const eachSink = (fn: (sink: StreamSink) => void) => {
    for (const entry of users.values()) for (const sink of [...entry.sinks]) fn(sink);
  };
  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => eachSink((sink) => sink.send(sseComment("heartbeat"))), heartbeatMs);
    heartbeat.unref();
  };
  const stopHeartbeatWhenIdle = () => {
    if (users.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const closeSocket = (entry: UserEntry) => {
    const socket = entry.socket;
    entry.socket = null;
    socket?.then((open) => open.close(), () => undefined);
  };

  const drop = (userId: string, entry: UserEntry) => {
    if (users.get(userId) !== entry || entry.sinks.size > 0) return;
    if (entry.linger) clearTimeout(entry.linger);
    closeSocket(entry);
    users.delete(userId);
    stopHeartbeatWhenIdle();
  };

  /** Takes a stream out of its user's set, keeping the instance's count; false when it was not there. */
  const remove = (entry: UserEntry, sink: StreamSink) => {
    if (!entry.sinks.delete(sink)) return false;
    streams--;
    return true;
  };

  const leave = (userId: string, entry: UserEntry, sink: StreamSink) => {
    if (!remove(entry, sink) || entry.sinks.size > 0 || users.get(userId) !== entry) return;
    if (entry.linger) clearTimeout(entry.linger);
    if (lingerMs <= 0) return drop(userId, entry);
    entry.linger = setTimeout(() => drop(userId, entry), lingerMs);
    entry.linger.unref();
  };

  const open = (userId: string, entry: UserEntry, token: string) =>
    openSocket(token, {
      notification(event) {
        if (users.get(userId) !== entry) return;
        onNotification?.(userId, event);
        const frame = notificationEvent(event.unreadCount, event.notification.notificationId);
        for (const sink of [...entry.sinks]) sink.send(frame);
      },
      closed(code) {
        // The upstream ended the socket: the streams end too, and the browsers open them again
        // (a new socket, with a fresh token from their sessions).
        if (users.get(userId) !== entry) return;
        logger.info({ event: "notification-socket", userId, code, streams: entry.sinks.size }, "upstream notification socket closed; ending its streams");
        entry.socket = null;
        for (const sink of [...entry.sinks]) sink.end();
      },
    });

  return {
    async join(userId, token, sink) {
      // Checked and taken in one step, before any wait: parallel opens cannot pass the limit together.
      if ((users.get(userId)?.sinks.size ?? 0) >= maxStreamsPerUser) throw new StreamLimitReached("user");
      if (streams >= maxStreams) throw new StreamLimitReached("instance");
      let entry = users.get(userId);
      if (!entry) {
        entry = { sinks: new Set(), socket: null, linger: null };
        users.set(userId, entry);
      }
      const mine = entry;
      if (mine.linger) {
        clearTimeout(mine.linger);
        mine.linger = null;
      }
      mine.sinks.add(sink);
      streams++;
      startHeartbeat();
      try {
        if (!mine.socket) {
          const opening = token().then((t) => open(userId, mine, t));
          mine.socket = opening;
          // A failed opening is forgotten, so the next stream tries again.
          opening.catch(() => {
            if (mine.socket === opening) mine.socket = null;
          });
        }
        await mine.socket;
      } catch (error) {
        remove(mine, sink);
        drop(userId, mine);
        throw error;
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        leave(userId, mine, sink);
      };
    },
    signedOut(userId, at) {
      const entry = users.get(userId);
      if (!entry) return;
      for (const sink of [...entry.sinks]) if (endedBySignOut(sink.signedInAt, at)) sink.end();
    },
    endAll() {
      eachSink((sink) => sink.end());
      for (const [userId, entry] of [...users]) {
        streams -= entry.sinks.size;
        entry.sinks.clear();
        drop(userId, entry);
      }
    },
    stats() {
      let streams = 0;
      let sockets = 0;
      for (const entry of users.values()) {
        streams += entry.sinks.size;
        if (entry.socket) sockets++;
      }
      return { users: users.size, streams, sockets };
    },
  };
}
