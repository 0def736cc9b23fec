import { BACKGROUND_HEADER, NOTIFICATION_STREAM_PATH } from "~/domain/background";

/**
 * What keeps the bell's unread count current (docs/decisions/039, 058): the portal's event stream
 * (/notifications/stream), and while it is not open a poll of /notifications/unread while the page
 * is visible. A chunk of its own, fetched after the page has hydrated (issue 54, decision 011):
 * the badge the server drew is right until the first new notification, so the page's first
 * script does not carry it. Returns the stop.
 */
export function followUnread(pollSeconds: number, known: () => number | null, show: (next: number, known: number | null) => void): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const shown = (next: unknown, before: number | null) => {
    if (typeof next === "number") show(next, before);
  };
  const stop = () => (timer = void clearInterval(timer));
  const poll = async () => {
    if (document.visibilityState !== "visible") return;
    const before = known();
    try {
      const response = await fetch(`/notifications/unread${before === null ? "" : `?known=${before}`}`, {
        headers: { [BACKGROUND_HEADER]: "1", Accept: "application/json" },
        redirect: "manual",
      });
      // Signed out (or refused): stop asking; the next page the user opens says why.
      if (response.status === 401 || response.status === 403 || response.type === "opaqueredirect") return stop();
      if (!response.ok) return;
      shown(((await response.json()) as { unreadCount: unknown }).unreadCount, before);
    } catch {
      // Offline or a deploy in between: ask again next time.
    }
  };
  const start = () => void (timer ??= setInterval(poll, pollSeconds * 1000));
  // Pushed by the portal (docs/decisions/058); the poll runs only while the stream is not open.
  const stream = window.EventSource ? new EventSource(NOTIFICATION_STREAM_PATH) : null;
  if (stream) {
    stream.onopen = stop;
    stream.onerror = start;
    stream.addEventListener("notification", (event) => shown(JSON.parse((event as MessageEvent<string>).data).unreadCount, known()));
  } else start();
  const onVisible = () => void (timer && poll());
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    stop();
    stream?.close();
    document.removeEventListener("visibilitychange", onVisible);
  };
}
