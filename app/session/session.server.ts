import { redirect } from "@remix-run/node";
import type { RequestContext } from "~/context";
import { remainingMs, SESSION_EXPIRES_HEADER, sessionEndsAt, touchInterval, type SessionLimits } from "~/domain/session-deadline";
import { env } from "~/env.server";
import { currentRequest, logger } from "~/log/logger.server";
import { isRefusal } from "~/upstream/auth.server";
import type { TokenSource } from "~/upstream/client.server";
import { BACKGROUND_HEADER, NOTIFICATION_STREAM_PATH } from "~/domain/background";
import { OUTBOX_HEADER } from "~/domain/outbox";
import { sessionStorage } from "./cookies.server";
import { refreshOnce, resetRefreshFlightsForTests } from "./refresh.server";
import { endedElsewhere } from "./acting.server";
import { createMemoryState, setSharedStateForTests } from "~/state/shared-state.server";
import { tokenMatchesUser } from "./token-subject.server";
import { keptDocumentHeaders, type OutboxView } from "~/offline/privacy.server";
import { outboxCookieOf } from "~/domain/outbox";
import { draftOwner } from "./draft-owner.server";
import type { SessionData } from "./types";
import type { SessionTokens, SessionUser } from "~/upstream/tokens";

/** The idle timeout and absolute lifetime, from the environment (SESSION_IDLE_TIMEOUT_S, SESSION_MAX_AGE_S). */
export function sessionLimits(): SessionLimits {
  const e = env();
  return { idleMs: e.SESSION_IDLE_TIMEOUT_S * 1000, maxAgeMs: e.SESSION_MAX_AGE_S * 1000 };
}

/**
 * The time a session cookie has left, read without touching it (the expiry dialog's check, which
 * must not move the deadline it checks): null without a live session.
 */
export async function peekRemaining(request: Request, now = Date.now()): Promise<number | null> {
  const data = await readSession(request);
  if (!data) return null;
  if (await endedElsewhere(data)) return null;
  if (!tokenMatchesUser(data.tokens.accessToken, data.user)) return null;
  const endsAt = sessionEndsAt(data, sessionLimits());
  return endsAt > now ? remainingMs(endsAt, now) : null;
}

/** Refresh the access token before it expires when fewer than this many ms remain (spec timer 240000). */
export const REFRESH_LEAD_MS = 240_000;

/**
 * Why a session ended (docs/decisions/042): idle or past its lifetime; its refresh refused; the
 * user logged out; the same user signed in elsewhere (the refresh answered 409); the token's
 * subject is not the session's user.
 */
export type EndReason = "idle" | "absolute" | "refresh-failed" | "logout" | "another-session" | "invalid-session";

/** What happens when the session cannot go on; set by the guard so this module stays free of routing. */
export type SessionEndHandler = (handle: SessionHandle, reason: EndReason) => Promise<never>;

/**
 * The session of one request. Every loader of the request shares it (it lives in the request
 * context), and its cookie is written once, on the finished response, only when it changed.
 */
export class SessionHandle implements TokenSource {
  private state: SessionData | null;
  private changed = false;
  private ended = false;
  /** A session present in the cookie, refused or ended by this request (its kept documents go too). */
  private endedLive = false;
  /** Started by this request (a sign-in). */
  private started = false;
  /** Why this request ended the session: later calls of the request end it for the same reason. */
  private endReason: EndReason | null = null;
  /** Why a session present in the cookie was not accepted. */
  readonly expired: EndReason | null;
  /** Why this request's end() ended the session. */
  private endCause: EndReason | null = null;
  /** The user of a session that ended (found ended, or ended by this request): a draft's owner. */
  private endedUserId: string | null = null;
  onEnd: SessionEndHandler = async () => {
    throw redirect("/login");
  };

  /**
   * `signedOut`: the user logged out after this session was issued (sign-outs.server.ts).
   * `background`: a request the page made by itself, which does not count as activity.
   * `replay`: a form the device's outbox sends when the signal returns (docs/decisions/115).
   */
  constructor(data: SessionData | null, now = Date.now(), signedOut = false, background = false, replay = false) {
    const limits = sessionLimits();
    let expired: EndReason | null = null;
    if (data && signedOut) expired = "logout";
    else if (data && now - data.createdAt > limits.maxAgeMs) expired = "absolute";
    else if (data && now - data.lastSeenAt > limits.idleMs) expired = "idle";
    else if (data && !tokenMatchesUser(data.tokens.accessToken, data.user)) expired = "invalid-session";
    this.expired = expired;
    // A session whose token is someone else's names no user that can be trusted.
    if (expired && expired !== "invalid-session" && data) this.endedUserId = data.user.userId;
    this.state = expired ? null : data;
    // A request the page made by itself (the notification stream reconnecting, a badge poll) that
    // finds the session past its idle or absolute end leaves the cookie to the user's own next
    // request: that one (the expiry dialog's Sign in again, a form's post) still knows whose
    // session ended, where they were and what they typed (issue 51 §4). So does the outbox sending
    // what waited while the signal was away: it stays waiting, and the user's next page says why.
    const leftForTheUser = (background || replay) && (expired === "idle" || expired === "absolute");
    if (expired && !leftForTheUser) this.ended = true;
    if (expired && data && !leftForTheUser) this.endedLive = true;
    if (expired === "invalid-session" && data) {
      logger.warn({ event: "session-invalid", userId: data.user.userId }, "the session's user and its token's subject disagree; session ended");
    }
    // Each request the user makes moves the idle deadline, written back at most every touch interval.
    if (this.state && !background && now - this.state.lastSeenAt > touchInterval(limits.idleMs)) {
      this.state = { ...this.state, lastSeenAt: now };
      this.changed = true;
    }
  }

  /** When the session ends if no further request arrives (epoch ms), or null without a live session. */
  endsAt(): number | null {
    return this.state ? sessionEndsAt(this.state, sessionLimits()) : null;
  }

  get data(): SessionData | null {
    return this.state;
  }

  get user(): SessionUser | null {
    return this.state?.user ?? null;
  }

  get impersonating(): boolean {
    return Boolean(this.state?.adminTemp);
  }

  /**
   * The user this session belongs to, or belonged to until it ended (idle, past its lifetime, a
   * refresh refused, signed out or in elsewhere): who a draft kept at its end is for. Null for a
   * session found invalid and for a visitor who never had one.
   */
  get ownerId(): string | null {
    return this.state?.user.userId ?? this.endedUserId;
  }

  /** Start a fresh session (sign-in). The cookie gets a new value. */
  signIn(user: SessionUser, tokens: SessionTokens, now = Date.now(), opts: { companyChosen?: boolean } = {}) {
    this.state = { user, tokens, createdAt: now, lastSeenAt: now, ...(opts.companyChosen ? { companyChosen: true } : {}) };
    this.changed = true;
    this.ended = false;
    this.started = true;
  }

  replace(next: SessionData) {
    this.state = next;
    this.changed = true;
  }

  /** End the session: Logout unless a reason is given (what survives depends on it, decision 115). */
  end(reason: EndReason = "logout") {
    this.endCause ??= reason;
    if (this.state) this.endedUserId = this.state.user.userId;
    if (this.state) this.endedLive = true;
    this.state = null;
    this.ended = true;
    this.changed = false;
  }

  async accessToken(): Promise<string> {
    const state = this.state;
    if (!state) return this.endWith("refresh-failed");
    if (state.tokens.expiresAt - Date.now() < REFRESH_LEAD_MS) {
      return this.refreshFrom(state.tokens.accessToken);
    }
    return state.tokens.accessToken;
  }

  async refreshAfter401(staleToken: string): Promise<string> {
    return this.refreshFrom(staleToken);
  }

  private async refreshFrom(staleToken: string): Promise<string> {
    const state = this.state;
    // A parallel call of this request already ended the session.
    if (!state) return this.endWith("refresh-failed");
    // Another call of this request already refreshed: use its token.
    if (state.tokens.accessToken !== staleToken) return state.tokens.accessToken;
    const tokens = await refreshOnce(state.tokens.refreshToken);
    const current = this.state;
    if (!current) return this.endWith("refresh-failed");
    if (current.tokens.accessToken !== staleToken) return current.tokens.accessToken;
    if (isRefusal(tokens)) return this.endWith(tokens.refused === "another-session" ? "another-session" : "refresh-failed");
    if (!tokenMatchesUser(tokens.accessToken, current.user)) {
      logger.warn({ event: "session-invalid", userId: current.user.userId }, "a refreshed token belongs to someone else; session ended");
      return this.endWith("invalid-session");
    }
    this.state = { ...current, tokens };
    this.changed = true;
    return tokens.accessToken;
  }

  /**
   * End the session through the guard's handler. The first reason stands for the whole request: a
   * call that failed quietly (a header badge) must not turn 'another session' into 'expired' for
   * the page's own calls that follow.
   */
  private endWith(reason: EndReason): Promise<never> {
    this.endReason ??= reason;
    return this.onEnd(this, this.endReason);
  }

  /**
   * What this request did to the session, for the kept documents' rules (app/offline/privacy.server.ts):
   * ended one that was there (logout, expired, refused), started one (sign-in), or neither.
   */
  get change(): "ended" | "started" | null {
    if (this.ended && this.endedLive) return "ended";
    return this.started && !this.ended ? "started" : null;
  }

  /** Why the session ended: found ended (idle, absolute, signed out elsewhere), or ended by this request. */
  get endedBy(): EndReason | null {
    return this.expired ?? this.endCause;
  }

  /** The Set-Cookie value this request owes the browser, or null. */
  async setCookie(): Promise<string | null> {
    const storage = sessionStorage();
    if (this.ended) {
      return storage.destroySession(await storage.getSession());
    }
    if (!this.changed || !this.state) return null;
    const session = await storage.getSession();
    for (const [key, value] of Object.entries(this.state)) session.set(key as keyof SessionData, value);
    return storage.commitSession(session);
  }
}

const MEMO_KEY = "session";

async function readSession(request: Request): Promise<SessionData | null> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const user = session.get("user");
  const tokens = session.get("tokens");
  const createdAt = session.get("createdAt");
  const lastSeenAt = session.get("lastSeenAt");
  if (!user || !tokens || typeof createdAt !== "number" || typeof lastSeenAt !== "number") return null;
  return { user, tokens, createdAt, lastSeenAt, adminTemp: session.get("adminTemp"), isSuperAdmin: session.get("isSuperAdmin"), companyChosen: session.get("companyChosen") };
}

/**
 * What waits on the device to be sent (docs/decisions/115): the request's outbox cookie, and
 * whether it names the person of this session (signed in now, or whose session just ended).
 */
function outboxView(request: Request, handle: SessionHandle): OutboxView {
  const owner = outboxCookieOf(request.headers.get("Cookie"));
  const userId = handle.ownerId;
  if (owner === null || userId === null) return { waiting: owner !== null, sameOwner: false };
  const actor = handle.data?.adminTemp?.user.userId ?? null;
  return { waiting: true, sameOwner: owner === draftOwner(actor, userId, env().SESSION_SECRET) };
}

/** The request's session handle; created once per request and written back on the response. */
export async function getSessionHandle(request: Request, context: RequestContext): Promise<SessionHandle> {
  const existing = context.memo.get(MEMO_KEY) as Promise<SessionHandle> | undefined;
  if (existing) return existing;
  const created = readSession(request).then(async (data) => {
    // Signed out since, or (acting) its acting session ended by 'Log out as' or the admin's sign-out.
    const signedOut = data ? await endedElsewhere(data) : false;
    // The request's log line names the user by id (never the e-mail).
    const scope = currentRequest();
    if (scope && data && !signedOut) scope.userId = data.user.userId;
    const background = request.headers.get(BACKGROUND_HEADER) === "1" || new URL(request.url).pathname === NOTIFICATION_STREAM_PATH;
    const handle = new SessionHandle(data, Date.now(), signedOut, background, request.headers.has(OUTBOX_HEADER));
    context.onResponse.push(async (headers) => {
      const cookie = await handle.setCookie();
      if (cookie) headers.append("Set-Cookie", cookie);
      // How long the session has left, for the page's expiry dialog (decision 042).
      const endsAt = handle.endsAt();
      if (endsAt !== null) headers.set(SESSION_EXPIRES_HEADER, String(remainingMs(endsAt, Date.now())));
      // Documents kept offline belong to this session: whose they are, and their end with it (077).
      const limits = sessionLimits();
      for (const [name, value] of keptDocumentHeaders(handle, request, limits.maxAgeMs, Date.now(), limits.idleMs, outboxView(request, handle))) {
        if (name === "Set-Cookie") headers.append(name, value);
        else headers.set(name, value);
      }
    });
    return handle;
  });
  context.memo.set(MEMO_KEY, created);
  return created;
}

/** For tests: forget process-wide refresh state (in-process flights and the shared store). */
export function resetRefreshStateForTests() {
  resetRefreshFlightsForTests();
  setSharedStateForTests(createMemoryState());
}
