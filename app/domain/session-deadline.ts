/**
 * When a session ends, as the server decides it and as the page learns it (docs/decisions/042).
 * Pure rules, used by the session layer (server) and the expiry dialog (browser); unit-tested.
 */

/** Spec timer 60000: lastSeenAt is written back at most this often. */
export const TOUCH_INTERVAL_MS = 60_000;

/** The response header that carries how long the session has left, in milliseconds. */
export const SESSION_EXPIRES_HEADER = "X-Session-Expires-In";

/**
 * The expiry dialog's post names the files of the open form under this field (a file cannot travel
 * in it): the draft keeps the names, so the page says which to attach again (issue 51 §4).
 */
export const DROPPED_FILE_FIELD = "_droppedFile";

export interface SessionTimes {
  /** Epoch ms of sign-in (the absolute lifetime counts from here). */
  createdAt: number;
  /** Epoch ms of the last request written back (the idle timeout counts from here). */
  lastSeenAt: number;
}

export interface SessionLimits {
  idleMs: number;
  maxAgeMs: number;
}

/** The instant the session ends if no further request arrives: the idle end, or the absolute end if sooner. */
export function sessionEndsAt(times: SessionTimes, limits: SessionLimits): number {
  return Math.min(times.lastSeenAt + limits.idleMs, times.createdAt + limits.maxAgeMs);
}

/**
 * How often a request moves the idle deadline: the spec's 60 s, or a tenth of the idle time when
 * that is shorter (a short test idle time must still be moved by requests), never under 1 s.
 */
export function touchInterval(idleMs: number): number {
  return Math.min(TOUCH_INTERVAL_MS, Math.max(1_000, Math.floor(idleMs / 10)));
}

/** The header's value: whole milliseconds left, never negative. */
export function remainingMs(endsAt: number, now: number): number {
  return Math.max(0, Math.round(endsAt - now));
}

/** The header's value read back; null when absent or not a number of milliseconds. */
export function parseRemaining(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,12}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * The local instant the session ends: the remaining time the server stated, counted from when its
 * answer reached the browser (so the two clocks never need to agree).
 */
export function localDeadline(remaining: number, receivedAt: number): number {
  return receivedAt + remaining;
}

/**
 * What the page does when its deadline arrives and it asked the server (without moving the
 * deadline): the session ended, or another tab's request moved it and the page waits again.
 * `remaining` null: no live session. A small margin absorbs timer jitter.
 */
export function afterCheck(remaining: number | null, now: number): { kind: "expired" } | { kind: "wait"; until: number } {
  if (remaining === null || remaining <= 500) return { kind: "expired" };
  return { kind: "wait", until: localDeadline(remaining, now) };
}
