/**
 * Requests the page makes by itself (the bell's unread poll) carry this header: they are not the
 * user's activity, so they do not move the session's idle clock (docs/decisions/039). Shared by
 * the server (app/session/session.server.ts) and the browser (app/ui/shell/NotificationBell.tsx),
 * so it holds nothing else.
 */
export const BACKGROUND_HEADER = "x-portal-background";

/**
 * The pushed notifications' stream (docs/decisions/058). EventSource sends no headers of its own,
 * so the path itself marks it as a background request.
 */
export const NOTIFICATION_STREAM_PATH = "/notifications/stream";
