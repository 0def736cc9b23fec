import { localDeadline, parseRemaining, SESSION_EXPIRES_HEADER } from "~/domain/session-deadline";

/**
 * 'Your session has Expired!' (spec document 1 section 4; docs/decisions/042), browser side: plain
 * script started by entry.client.tsx (no React and no chunk of its own: about 1 KB gzip on every
 * signed-in page); what happens at the deadline is in session-expired.ts, fetched when the deadline
 * comes (the shell's lazy parts already bring Vite's preload helper). Should that fetch fail (a
 * deploy removed the chunk), the page reloads: the server then answers for the ended session.
 *
 * - The deadline comes from the server: the signed-in layouts announce the time left when the page
 *   loads (the `portal:session-remaining` event), and every data request's answer states it again
 *   in X-Session-Expires-In (`noteResponse`), so each request the user makes moves it.
 * - The last post form the user typed into is remembered: its text fields survive the sign-in.
 * - Without JavaScript none of this runs: the next request meets the ended session and the guard
 *   keeps a post's fields the same way (decision 003).
 */
let timer: ReturnType<typeof setTimeout> | undefined;
let lastForm: HTMLFormElement | null = null;

/** The session ends `remaining` ms after `receivedAt` (the browser's clock) unless a request moves it. */
export function noteRemaining(remaining: number, receivedAt = Date.now()) {
  clearTimeout(timer);
  const wait = Math.min(Math.max(0, localDeadline(remaining, receivedAt) - Date.now()), 2 ** 31 - 1);
  timer = setTimeout(() => {
    import("./session-expired").then(
      ({ atDeadline }) => atDeadline(lastForm, noteRemaining),
      () => location.reload(),
    );
  }, wait);
}

/** A data request's answer: its X-Session-Expires-In, when it has one. */
export function noteResponse(response: Response) {
  const remaining = parseRemaining(response.headers.get(SESSION_EXPIRES_HEADER));
  if (remaining !== null) noteRemaining(remaining);
}

export function watchSessionExpiry() {
  window.addEventListener("portal:session-remaining", (event) => {
    const remaining = (event as CustomEvent<number | null>).detail;
    if (timer !== undefined || typeof remaining !== "number") return;
    // The layout's figure was true when the document's answer left the server.
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    noteRemaining(remaining, entry?.responseStart ? performance.timeOrigin + entry.responseStart : Date.now());
  });
  document.addEventListener(
    "input",
    (event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (form?.method === "post") lastForm = form;
    },
    true,
  );
}
