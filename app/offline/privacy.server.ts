import { OFFLINE_COPY_HEADER, OFFLINE_COPY_VALUE, SESSION_ENDS_HEADER, SESSION_IDLE_HEADER, USER_HEADER } from "./kept";

/**
 * Documents kept offline belong to the session that kept them (docs/decisions/077). Every answer
 * that ends a session (logout, an expired or refused session, a failed refresh) clears the site's
 * storage and HTTP cache in the browser: the kept documents, the worker and its caches go with
 * it. A sign-in clears the storage too (whatever a previous user left behind on the device). Every
 * answer to a signed-in request names its user, so the service worker drops another user's kept
 * documents on sight; an offline copy also says when the session ends for good.
 */
export const CLEAR_ON_END = '"cache", "storage"';
export const CLEAR_ON_SIGN_IN = '"storage"';

interface SessionView {
  change: "ended" | "started" | null;
  user: { userId: string } | null;
  data: { createdAt: number } | null;
}

export function keptDocumentHeaders(session: SessionView, request: Request, maxAgeMs: number, now = Date.now(), idleMs?: number): [string, string][] {
  const out: [string, string][] = [];
  if (session.change === "ended") out.push(["Clear-Site-Data", CLEAR_ON_END]);
  else if (session.change === "started") out.push(["Clear-Site-Data", CLEAR_ON_SIGN_IN]);
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
