/**
 * The pushed notifications' stream (docs/decisions/058): the server-sent events the portal writes
 * to a signed-in page, and the rules of one stream's life. Pure; see notification-stream.test.ts.
 */

/** A comment line through every proxy on the way, so none closes the stream as idle (nginx: 60 s). */
export const HEARTBEAT_MS = 25_000;
/** How long after its stream ended the browser opens it again (EventSource's `retry`). */
export const STREAM_RETRY_MS = 1_000;
/** After a user's last stream on an instance closed, their upstream socket stays this long (a reload, a reconnect). */
export const SOCKET_LINGER_MS = 5_000;
/**
 * Events written to a stream and not yet taken by its client: past this many the client is not
 * reading (a stalled connection) and the stream is ended, so one stream's memory stays bounded.
 * The browser opens it again and gets the current count (`Last-Event-ID`).
 */
export const MAX_QUEUED_EVENTS = 32;
/** The one event the stream sends: the unread count after a new notification. */
export const NOTIFICATION_EVENT = "notification";

export interface SseFrame {
  event?: string;
  data?: unknown;
  id?: string;
  retry?: number;
}

/** One server-sent event (data as JSON on one line; fields with no value left out). */
export function sseFrame({ event, data, id, retry }: SseFrame): string {
  const lines: string[] = [];
  if (retry !== undefined) lines.push(`retry: ${Math.max(0, Math.round(retry))}`);
  if (id !== undefined) lines.push(`id: ${id.replace(/[\r\n\0]/g, "")}`);
  if (event !== undefined) lines.push(`event: ${event.replace(/[\r\n]/g, "")}`);
  // JSON.stringify never writes a raw line break, so the data stays on one `data:` line.
  if (data !== undefined) lines.push(`data: ${JSON.stringify(data)}`);
  return `${lines.join("\n")}\n\n`;
}

/** A comment: ignored by EventSource, but bytes on the wire (the heartbeat). */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]/g, " ")}\n\n`;
}

/**
 * The first frame of every stream: how soon the browser comes back when the stream ends, and an
 * id, so that the browser's next request names it (`Last-Event-ID`) and gets the count it may
 * have missed while it was away.
 */
export function streamOpening(): string {
  return sseFrame({ retry: STREAM_RETRY_MS, id: "open" });
}

/** The event a new notification makes (its id becomes the stream's last event id). */
export function notificationEvent(unreadCount: number, id = "count"): string {
  return sseFrame({ event: NOTIFICATION_EVENT, id, data: { unreadCount } });
}

/** A sign-out at `signedOutAt` ends every session that began at or before it (sign-outs.server.ts). */
export function endedBySignOut(signedInAt: number, signedOutAt: number): boolean {
  return Number.isFinite(signedOutAt) && signedOutAt >= signedInAt;
}

/**
 * How long a stream may stay open: until its session would end without further activity (the
 * cookie it was opened with), then the browser comes back with its current cookie and either
 * gets a new stream or learns the session is over. Null: no deadline known (end at once).
 */
export function streamLifetimeMs(sessionEndsAt: number | null, now: number): number | null {
  if (sessionEndsAt === null) return null;
  const left = sessionEndsAt - now;
  return left > 0 ? left : null;
}

/** Whether a stream whose queue holds `desiredSize` (ReadableStream's) is over its bound. */
export function overBound(desiredSize: number | null, highWaterMark: number): boolean {
  return desiredSize !== null && highWaterMark - desiredSize > MAX_QUEUED_EVENTS;
}
