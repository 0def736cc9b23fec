import { redirect } from "@remix-run/node";
import type { RequestContext } from "~/context";
import { env } from "~/env.server";
import { currentRequest } from "~/log/logger.server";
import type { TokenSource } from "~/upstream/client.server";
import { BACKGROUND_HEADER } from "./background";
import { sessionStorage } from "./cookies.server";
import { refreshOnce, resetRefreshFlightsForTests } from "./refresh.server";
import { signedOutSince } from "./sign-outs.server";
import { createMemoryState, setSharedStateForTests } from "~/state/shared-state.server";
import type { SessionData, SessionTokens, SessionUser } from "./types";

/** Refresh the access token before it expires when fewer than this many ms remain (spec timer 240000). */
export const REFRESH_LEAD_MS = 240_000;
/** Write lastSeenAt back at most once a minute (spec timer 60000), so most responses set no cookie. */
export const TOUCH_INTERVAL_MS = 60_000;

export type EndReason = "idle" | "absolute" | "refresh-failed" | "logout";

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
  /** Why a session present in the cookie was not accepted. */
  readonly expired: EndReason | null;
  onEnd: SessionEndHandler = async () => {
    throw redirect("/login");
  };

  /**
   * `signedOut`: the user logged out after this session was issued (sign-outs.server.ts).
   * `background`: a request the page made by itself, which does not count as activity.
   */
  constructor(data: SessionData | null, now = Date.now(), signedOut = false, background = false) {
    const e = env();
    let expired: EndReason | null = null;
    if (data && signedOut) expired = "logout";
    else if (data && now - data.createdAt > e.SESSION_MAX_AGE_S * 1000) expired = "absolute";
    else if (data && now - data.lastSeenAt > e.SESSION_IDLE_TIMEOUT_S * 1000) expired = "idle";
    this.expired = expired;
    this.state = expired ? null : data;
    if (expired) this.ended = true;
    if (this.state && !background && now - this.state.lastSeenAt > TOUCH_INTERVAL_MS) {
      this.state = { ...this.state, lastSeenAt: now };
      this.changed = true;
    }
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

  /** Start a fresh session (sign-in). The cookie gets a new value. */
  signIn(user: SessionUser, tokens: SessionTokens, now = Date.now()) {
    this.state = { user, tokens, createdAt: now, lastSeenAt: now };
    this.changed = true;
    this.ended = false;
  }

  replace(next: SessionData) {
    this.state = next;
    this.changed = true;
  }

  end() {
    this.state = null;
    this.ended = true;
    this.changed = false;
  }

  async accessToken(): Promise<string> {
    const state = this.state;
    if (!state) return this.onEnd(this, "refresh-failed");
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
    if (!state) return this.onEnd(this, "refresh-failed");
    // Another call of this request already refreshed: use its token.
    if (state.tokens.accessToken !== staleToken) return state.tokens.accessToken;
    const tokens = await refreshOnce(state.tokens.refreshToken);
    const current = this.state;
    if (!current) return this.onEnd(this, "refresh-failed");
    if (current.tokens.accessToken !== staleToken) return current.tokens.accessToken;
    if (!tokens) return this.onEnd(this, "refresh-failed");
    this.state = { ...current, tokens };
    this.changed = true;
    return tokens.accessToken;
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
  return { user, tokens, createdAt, lastSeenAt, adminTemp: session.get("adminTemp"), isSuperAdmin: session.get("isSuperAdmin") };
}

/** The request's session handle; created once per request and written back on the response. */
export async function getSessionHandle(request: Request, context: RequestContext): Promise<SessionHandle> {
  const existing = context.memo.get(MEMO_KEY) as Promise<SessionHandle> | undefined;
  if (existing) return existing;
  const created = readSession(request).then(async (data) => {
    const signedOut = data ? await signedOutSince(data.user.userId, data.createdAt) : false;
    // The request's log line names the user by id (never the e-mail).
    const scope = currentRequest();
    if (scope && data && !signedOut) scope.userId = data.user.userId;
    const handle = new SessionHandle(data, Date.now(), signedOut, request.headers.get(BACKGROUND_HEADER) === "1");
    context.onResponse.push(async (headers) => {
      const cookie = await handle.setCookie();
      if (cookie) headers.append("Set-Cookie", cookie);
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
