import type { LoaderFunctionArgs } from "@remix-run/node";
import { MAX_QUEUED_EVENTS, notificationEvent, overBound, streamLifetimeMs, streamOpening } from "~/domain/notification-stream";
import { resourceRoute } from "~/http/resource.server";
import { logger } from "~/log/logger.server";
import { bellRequest } from "~/session/bell-request.server";
import { getSessionHandle } from "~/session/session.server";
import { forgetUser } from "~/session/user-cache.server";
import { createNotificationHub, StreamLimitReached, type NotificationHub, type StreamSink } from "~/state/notification-hub.server";
import { takePoint, takeUserPoint } from "~/security/rate-limit.server";
import { onSignOut } from "~/state/sign-out-bus.server";
import { openNotificationSocket } from "~/upstream/notification-socket.server";
import { unreadCountOrNull } from "~/upstream/notifications.server";

const ROUTE = "routes/notifications.stream";

/** Events a stream's queue holds before the client is taken as not reading (docs/decisions/058). */
const HIGH_WATER_MARK = 8;

const HUB = Symbol.for("thermax-portal.notification-hub");
const globals = globalThis as unknown as Record<symbol, { hub: NotificationHub; draining: boolean } | undefined>;

/** This instance's hub: real upstream sockets, sign-outs from every instance, ended on shutdown. */
function instanceHub() {
  let current = globals[HUB];
  if (!current) {
    const hub = createNotificationHub({
      openSocket: openNotificationSocket,
      // The cached header badges follow the new count on the next page (as the poll does).
      onNotification: (userId) => void forgetUser(userId).catch(() => undefined),
    });
    current = globals[HUB] = { hub, draining: false };
    const state = current;
    onSignOut((userId, at) => hub.signedOut(userId, at));
    // Draining (server.js): every stream ends now, so the browsers reconnect to another instance
    // while this one still answers, instead of holding the drain open until its limit.
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        state.draining = true;
        hub.endAll();
      });
    }
  }
  return current;
}

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store", ...headers } });

/** A stream refused by a limit: not an event stream, so EventSource stops and the page polls (docs/decisions/062). */
function refused(status: 429 | 503, retryAfterS: number) {
  const body = status === 429 ? "Too many notification streams. The page checks for notifications instead." : "Notifications cannot be pushed right now.";
  return text(body, status, { "Retry-After": String(retryAfterS) });
}

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware leaves the stream alone (it would hold events back).
  "Cache-Control": "private, no-cache, no-transform",
  // nginx passes this answer on as it comes (deploy/nginx/default.conf.template).
  "X-Accel-Buffering": "no",
};

/**
 * The pushed notifications (issue 25 §1, docs/decisions/058): server-sent events to the signed-in
 * page, authenticated by the session cookie. The portal listens to the upstream's websocket with
 * the user's token (one socket per user on this instance); each new notification becomes an
 * event with the unread count, which the bell shows without a reload. A comment every 25 s keeps
 * proxies from closing the stream. It ends when its session would end without further activity
 * (the browser comes back with its current cookie), when the user signs out anywhere, when the
 * upstream socket ends, or when its client stops reading (bounded memory). Not the user's
 * activity: the idle clock does not move (session.server.ts). Signed out: to /login, like the poll.
 * Limits (docs/decisions/062): NOTIFICATION_STREAMS_PER_USER open at once per user on this
 * instance and NOTIFICATION_STREAMS_PER_INSTANCE in all (429 and 503), and opens per minute per
 * user and per client address across instances (429); a refused page polls instead.
 */
export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  // Signed out, or the session past its end: 204, which EventSource does not retry nor follow. A
  // redirect to /login would be followed by the browser as a request of its own, ending the
  // session's cookie before the user's own next request could use it (its draft, where they were:
  // issue 51 §4); the page's own watch says the session ended (decision 042).
  if (!(await getSessionHandle(request, context)).user) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  const { session, user, disabled } = await bellRequest(request, context, ROUTE);
  // Nothing to push to staff and acting admins: a plain answer, which EventSource does not retry.
  if (disabled) return text("Visible only to Customer", 200);
  // Opens per minute, per user and per client address, counted on every instance (Redis when set).
  const [byUser, byAddress] = await Promise.all([takeUserPoint("stream-open-user", user.userId), takePoint("stream-open-address", context.clientAddress)]);
  const limited = byUser.limited ? byUser : byAddress.limited ? byAddress : null;
  if (limited) return refused(429, limited.retryAfterS);
  const { hub, draining } = instanceHub();
  const encoder = new TextEncoder();
  // The client went away (server.js's own signal; see RequestContext.closed).
  const closed = context.closed ?? request.signal;
  // Shutting down: come back in a second, to whichever instance then answers.
  if (draining) return new Response(encoder.encode(streamOpening()), { status: 200, headers: STREAM_HEADERS });

  const lifetime = streamLifetimeMs(session.endsAt(), Date.now());
  if (lifetime === null) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  let leave = () => {};
  const deadline = setTimeout(() => sink.end(), lifetime);
  deadline.unref();
  // Ends the stream once, whichever way: out of the hub, and the body closed (so the server stops
  // waiting on it).
  const finish = () => {
    if (ended) return;
    ended = true;
    clearTimeout(deadline);
    closed.removeEventListener("abort", finish);
    leave();
    try {
      controller.close();
    } catch {
      // Already cancelled by the client.
    }
  };
  const sink: StreamSink = {
    signedInAt: session.data?.createdAt ?? 0,
    send(frame) {
      if (ended) return;
      if (overBound(controller.desiredSize, HIGH_WATER_MARK)) {
        logger.warn({ event: "notification-stream", userId: user.userId, queued: MAX_QUEUED_EVENTS }, "a notification stream's client is not reading; stream ended");
        return finish();
      }
      controller.enqueue(encoder.encode(frame));
    },
    end: finish,
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      cancel: finish,
    },
    { highWaterMark: HIGH_WATER_MARK },
  );

  try {
    leave = await hub.join(user.userId, () => session.accessToken(), sink);
  } catch (error) {
    clearTimeout(deadline);
    // The session ended while getting a token: its redirect.
    if (error instanceof Response) throw error;
    // Held streams are the user's open tabs (or a script): refuse the newest, keep the open ones.
    if (error instanceof StreamLimitReached) {
      logger.warn({ event: "notification-stream", userId: user.userId, limit: error.limit }, "a notification stream was refused by its limit; the page polls");
      return error.limit === "user" ? refused(429, 60) : refused(503, 30);
    }
    logger.warn({ event: "notification-stream", userId: user.userId, err: error }, "could not open the upstream notification socket; the page polls");
    // Not an event stream: EventSource stops, and the page falls back to its poll.
    return text("Notifications cannot be pushed right now.", 503);
  }
  // Ended while the socket opened (its deadline, a sign-out, the client gone): out of the hub again.
  if (ended) leave();
  if (closed.aborted) finish();
  closed.addEventListener("abort", finish, { once: true });

  sink.send(streamOpening());
  // Back after a break (its last event id): the count it may have missed.
  if (request.headers.get("Last-Event-ID") !== null) {
    const unread = await unreadCountOrNull(session, request.signal).catch((error: unknown) => {
      sink.end();
      throw error;
    });
    if (unread !== null) sink.send(notificationEvent(unread));
  }
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
});
