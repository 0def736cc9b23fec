import { localDeadline } from "~/domain/session-deadline";

/**
 * The page's knowledge of when the session ends (docs/decisions/042): set from the layout's loader
 * data when the page loads, then from the X-Session-Expires-In header of every data request
 * (entry.client.tsx reads it), so each request the user makes moves it. Browser only.
 */
let deadline: number | null = null;
const listeners = new Set<() => void>();

export function noteRemaining(remaining: number, receivedAt = Date.now()) {
  deadline = localDeadline(remaining, receivedAt);
  for (const listener of listeners) listener();
}

export function currentDeadline(): number | null {
  return deadline;
}

export function onDeadlineChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
