import { OUTBOX_COOKIE } from "~/domain/outbox";
import { OFFLINE_COPY_HEADER, OFFLINE_COPY_VALUE, SESSION_ENDS_HEADER, SESSION_IDLE_HEADER, USER_HEADER } from "./kept";

/**
 * Documents kept offline belong to the session that kept them (docs/decisions/077). Every answer
 * that ends a session (logout, an expired or refused session, a failed refresh) clears the site's
 * storage and HTTP cache in the browser: the kept documents, the worker and its caches go with
 * it. A sign-in clears the storage too (whatever a previous user left behind on the device). Every
 * answer to a signed-in request names its user, so the service worker drops another user's kept
 * documents on sight; an offline copy also says when the session ends for good. While a message
 * written offline waits on the device (its outbox cookie), a session that ends by itself and the
 * same person's next sign-in keep the device's storage (docs/decisions/115).
 */
export const CLEAR_ON_END = '"cache", "storage"';
export const CLEAR_ON_SIGN_IN = '"storage"';
/** A session that ended by itself while something written offline waits: the HTTP cache only (115). */
export const CLEAR_KEEPING_OUTBOX = '"cache"';
/** The outbox cookie let go (Logout, another person's sign-in). */
export const OUTBOX_COOKIE_GONE = `${OUTBOX_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

interface SessionView {
  change: "ended" | "started" | null;
  user: { userId: string } | null;
  data: { createdAt: number } | null;
  /** Why it ended (a Logout, or by itself: idle, its absolute end, a refused refresh, elsewhere). */
  endedBy?: string | null;
}

/**
 * What waits on the device to be sent (docs/decisions/115), as the request's outbox cookie says:
 * `sameOwner` when it names the person signed in (or signing in) now.
 */
export interface OutboxView {
  waiting: boolean;
  sameOwner: boolean;
}

/** Ends that keep what waits for the same person's next sign-in: the session ended by itself. */
const KEEPS_OUTBOX = new Set(["idle", "absolute", "refresh-failed", "another-session"]);

export function keptDocumentHeaders(
  session: SessionView,
  request: Request,
  maxAgeMs: number,
  now = Date.now(),
  idleMs?: number,
  outbox: OutboxView = { waiting: false, sameOwner: false },
): [string, string][] {
  const out: [string, string][] = [];
  if (session.change === "ended") {
    // Messages written offline wait for the same person's next sign-in when the session ended by
    // itself; Logout (and a session found invalid) discards them with everything else.
    const keep = outbox.waiting && KEEPS_OUTBOX.has(session.endedBy ?? "logout");
    out.push(["Clear-Site-Data", keep ? CLEAR_KEEPING_OUTBOX : CLEAR_ON_END]);
    if (outbox.waiting && !keep) out.push(["Set-Cookie", OUTBOX_COOKIE_GONE]);
  } else if (session.change === "started") {
    // The same person signing in again finds what they wrote offline; anyone else, nothing.
    if (!(outbox.waiting && outbox.sameOwner)) out.push(["Clear-Site-Data", CLEAR_ON_SIGN_IN]);
    if (outbox.waiting && !outbox.sameOwner) out.push(["Set-Cookie", OUTBOX_COOKIE_GONE]);
  }
  const user = session.user;
  if (!user || session.change === "ended") return out;
  out.push([USER_HEADER, user.userId]);
  if (request.headers.get(OFFLINE_COPY_HEADER) === OFFLINE_COPY_VALUE && session.data) {
    out.push([SESSION_ENDS_HEADER, String(Math.max(0, session.data.createdAt + maxAgeMs - now))]);
    if (idleMs) out.push([SESSION_IDLE_HEADER, String(idleMs)]);
  }
  return out;
}

/** Whether a document request asks for an offline copy (rendered as plain HTML, like lite mode). */
export function isOfflineCopy(request: Request): boolean {
  return request.headers.get(OFFLINE_COPY_HEADER) === OFFLINE_COPY_VALUE;
}
