import { data, redirect } from "@remix-run/node";
import type { RequestContext } from "~/context";
import { canSwitchAccount, companyShown, isAdminRole, isInternalUser, layoutForRole } from "~/domain/roles";
import { ALREADY_SIGNED_IN } from "~/domain/toast";
import { OUTBOX_HEADER } from "~/domain/outbox";
import { emailDomains, env } from "~/env.server";
import { refreshTokens } from "~/upstream/auth.server";
import { isSharedStateUnavailable } from "~/state/shared-state.server";
import { endActing } from "./acting.server";
import { manualLogoutCookie, returnPathCookie } from "./cookies.server";
import { saveDraft } from "./drafts.server";
import { audit } from "~/log/audit.server";
import { pagePathOf, safeReturnPath, shouldRememberPath } from "~/domain/return-path";
import { isAllowed, USER_RULES } from "./route-access";
import { getSessionHandle, type EndReason, type SessionHandle } from "./session.server";
import { flashToast } from "./toast.server";
import type { SessionUser } from "~/upstream/tokens";

export interface Auth {
  user: SessionUser;
  session: SessionHandle;
  /** May look, may not submit (staff, impersonating admins, the look-only profiles: LOOK_ONLY_PROFILES). */
  internal: boolean;
  /**
   * An admin acting as this customer: every write in the customer's name is refused too (profile,
   * favourites, preferences, tour, ticket messages: docs/decisions/047).
   */
  acting: boolean;
  /**
   * The company the pages say the user works in (`companyShown`): a dealer who has not chosen one
   * sees 'All companies' (issue 51 §5). For display only: upstream calls keep `user.accountName`.
   */
  company: string;
}

/**
 * Who is doing what the request does: the admin when an admin acts as a customer, else the user.
 * Per-user limits count the person acting (issue 51 §7): an admin's downloads while acting are
 * the admin's, and never use up the customer's.
 */
export function actorId(auth: Pick<Auth, "session" | "user">): string {
  return auth.session.data?.adminTemp?.user.userId ?? auth.user.userId;
}

/** Query string the login page reads to say why the visitor is there. */
const REASON_PARAM: Record<EndReason, string> = {
  idle: "expired",
  absolute: "expired",
  "refresh-failed": "expired",
  logout: "",
  "another-session": "another-session",
  "invalid-session": "invalid-session",
};

async function wasManualLogout(request: Request): Promise<boolean> {
  return (await manualLogoutCookie().parse(request.headers.get("Cookie"))) === "1";
}

/**
 * Send a visitor without a usable session to /login, remembering where they were going (1800 s)
 * and, for a form post, what they typed (restored once after sign-in).
 */
async function toLogin(request: Request, session: SessionHandle, reason: EndReason | null): Promise<never> {
  const headers = new Headers();
  const path = pagePathOf(request.url);
  // A session found invalid (its token is someone else's) leaves nothing behind for the next sign-in.
  // A form sent from the device's outbox (docs/decisions/115) stays there for the next sign-in:
  // no draft of it, and no page to come back to.
  const replay = request.headers.has(OUTBOX_HEADER);
  const remember =
    !replay &&
    reason !== "invalid-session" &&
    shouldRememberPath(path, {
      manualLogout: await wasManualLogout(request),
      adminTemp: session.impersonating,
    });
  if (remember) headers.append("Set-Cookie", await returnPathCookie().serialize(path));
  // What was typed is kept only when a session ended under it (nothing is read for a stranger),
  // for the user whose session it was: only they get it back (drafts.server.ts).
  if (request.method !== "GET" && request.method !== "HEAD" && remember && reason !== null) {
    const cookie = await saveDraft(request, path, session.ownerId);
    if (cookie) headers.append("Set-Cookie", cookie);
  }
  const query = reason && REASON_PARAM[reason] ? `?reason=${REASON_PARAM[reason]}` : "";
  throw redirect(`/login${query}`, { headers });
}

/**
 * Restore the admin's own session from the identity kept while acting as a customer (spec:
 * "an impersonating admin returns to the admin session instead"). Ends the acting session
 * everywhere first (every copy of its cookie is refused from then on, docs/decisions/063), then
 * refreshes the admin's token it held; false when there is no admin or the refresh fails.
 */
export async function returnToAdmin(handle: SessionHandle): Promise<boolean> {
  const current = handle.data;
  const adminTemp = current?.adminTemp;
  if (!current || !adminTemp) return false;
  const adminRefreshToken = await endActing(adminTemp).catch((error: unknown) => {
    if (!isSharedStateUnavailable(error)) throw error;
    return null;
  });
  const tokens = adminRefreshToken ? await refreshTokens(adminRefreshToken) : null;
  if (!tokens) return false;
  // The admin session keeps its own start (the absolute lifetime) and Switch Profile flag.
  const { adminTemp: _acting, ...rest } = current;
  handle.replace({ ...rest, user: adminTemp.user, tokens, lastSeenAt: Date.now() });
  return true;
}

/** The admin page an impersonating admin left, where 'Log out as' and a failed refresh return. */
export function adminReturnPath(handle: SessionHandle): string {
  return safeReturnPath(handle.data?.adminTemp?.returnTo) ?? "/admin/companylist";
}

/**
 * The guard every protected loader and action calls first. Throws a redirect to /login without a
 * session, a 403 for a role the route-access table does not allow, and sends the profile that the
 * layout rule excludes to /login.
 */
export async function requireUser(request: Request, context: RequestContext, routeId: string): Promise<Auth> {
  // A page whose address could not be decoded: 400 from the page, so the layout keeps the shell
  // (the not-found route draws its own 400).
  if (context.badRequest && routeId !== "routes/_app" && routeId !== "routes/$") throw badRequest();
  const session = await getSessionHandle(request, context);
  const user = session.user;
  session.onEnd = async (handle, reason) => {
    // An impersonating admin whose customer session cannot go on returns to the admin session.
    const acting = handle.data?.adminTemp;
    const back = adminReturnPath(handle);
    if (await returnToAdmin(handle)) {
      if (acting) {
        audit({ actor: acting.user.userId, actorRole: acting.user.cpContactProfile, action: "impersonation.end", outcome: "ok", targetUser: user?.userId, detail: { reason: "refresh-failed" } });
      }
      throw redirect(back);
    }
    handle.end(reason);
    return toLogin(request, handle, reason);
  };
  if (!user) return toLogin(request, session, session.expired);

  const role = user.cpContactProfile;
  if (layoutForRole(role) === "login") {
    session.end();
    throw redirect("/login?reason=profile");
  }
  if (!isAllowed(routeId, role)) {
    if (routeId === "routes/_app._index" && isAdminRole(role)) throw redirect("/admin/companylist");
    throw data({ message: "You do not have access to this page." }, { status: 403 });
  }
  if (USER_RULES[routeId] === "account-switcher" && !canSwitchAccount({ email: user.email, role, impersonating: session.impersonating }, emailDomains())) {
    throw data({ message: "You do not have access to this page." }, { status: 403 });
  }
  const internal = isInternalUser(
    { email: user.email, role, impersonating: session.impersonating },
    emailDomains(),
    env().LOOK_ONLY_PROFILES,
  );
  return { user, session, internal, acting: session.impersonating, company: companyShown(user, session.data?.companyChosen === true) };
}

/** 400 inside the frame the page would have had (the root and layout boundaries draw it). */
export function badRequest() {
  return data({ message: "Bad request" }, { status: 400 });
}

/** The signed-in user if there is one; never redirects. For public pages that adapt (not-found). */
export async function getOptionalUser(request: Request, context: RequestContext): Promise<SessionUser | null> {
  const session = await getSessionHandle(request, context);
  return session.user;
}

/**
 * Loader of the sign-in pages: a signed-in visitor goes home instead, where a toast says why (spec
 * document 1 section 6: "a message also exists for an already logged-in user"; docs/decisions/059).
 */
export async function redirectSignedIn({ request, context }: { request: Request; context: RequestContext }): Promise<null> {
  if (await getOptionalUser(request, context)) {
    flashToast(request, context, ALREADY_SIGNED_IN);
    throw redirect("/");
  }
  return null;
}
