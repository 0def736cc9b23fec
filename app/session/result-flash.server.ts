import { resultCookie as sealedResultCookie, RESULT_MAX_AGE_S } from "./cookies.server";

/**
 * A dialog's result after POST, redirect, GET (docs/decisions/014 and 047). The result page's URL
 * names the result (`?done=TCK-100200`) so a reload shows it again, but what it shows comes from
 * this cookie: encrypted like the session (its own key), bound to the user who submitted and to the
 * dialog's path, and kept 15 minutes. A hand-made URL (`?done=…&asset=<any text>`) shows the form,
 * never a result, and the shutdown's calendar file is built from the same cookie, never the query.
 */
export interface ResultFlash {
  /** The dialog's own path. */
  path: string;
  /** What the URL names (a ticket number, an outcome word). */
  value: string;
  /** Details the result dialog shows beside it (the shutdown's date, asset and activities). */
  details: Record<string, string>;
}

interface Stored extends ResultFlash {
  userId: string;
  at: number;
}

/** The Set-Cookie that carries this user's result to the result page. */
export async function resultCookie(userId: string, flash: ResultFlash, now = Date.now()): Promise<string> {
  const stored: Stored = { ...flash, userId, at: now };
  return sealedResultCookie().write(stored);
}

/** The result kept for this user and path, when it is recent; null otherwise. */
export async function readResult(request: Request, userId: string, path: string, now = Date.now()): Promise<ResultFlash | null> {
  const stored = (await sealedResultCookie().read(request.headers.get("Cookie"))) as Partial<Stored> | null;
  if (!stored || typeof stored !== "object") return null;
  if (stored.userId !== userId || stored.path !== path || typeof stored.value !== "string") return null;
  if (typeof stored.at !== "number" || now - stored.at > RESULT_MAX_AGE_S * 1000 || stored.at > now + 60_000) return null;
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored.details ?? {})) if (typeof value === "string") details[key] = value;
  return { path: stored.path, value: stored.value, details };
}
