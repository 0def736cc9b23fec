import { canOpenEdgeLive, canSeeResin, canSwitchAccount, companyShown, isAdminRole, isBellDisabled, layoutForRole } from "~/domain/roles";
import { pictureHref } from "~/domain/profile-picture";
import { remainingMs } from "~/domain/session-deadline";
import { emailDomains, env } from "~/env.server";
import { switchTarget } from "~/domain/admin";
import type { AdminShellData, ShellData } from "~/domain/shell";
import { OFFICES, SOCIAL_LINKS, SUPPORT_HOURS } from "~/domain/contact";
import { readMenuCollapsed } from "~/session/menu-cookie.server";
import { fetchCart } from "~/upstream/cart.server";
import { listNotifications } from "~/upstream/notifications.server";
import type { Auth } from "./guard.server";
import { draftOwner } from "./draft-owner.server";
import { cachedForUser } from "./user-cache.server";
import { QUICK_ACTIONS } from "~/domain/quick-actions";
import { EDGE_LIVE_ERROR_PATH, edgeLiveTarget } from "./edge-live";

/** How long the session has left (ms) when the page is rendered: the expiry dialog's first deadline. */
export function sessionRemaining(auth: Pick<Auth, "session">): number | null {
  const endsAt = auth.session.endsAt();
  return endsAt === null ? null : remainingMs(endsAt, Date.now());
}

export { draftOwner } from "./draft-owner.server";

function initials(first: string, last: string) {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || "?";
}

/**
 * What the admin portal's frame draws (docs/decisions/028). Also the frame of the few signed-in
 * pages admins share with customers (Account Settings), so an admin never gets the customer's
 * header, whose search and cart they may not open.
 */
export function adminShellData(auth: Pick<Auth, "user" | "session">): AdminShellData {
  const { user, session } = auth;
  const role = user.cpContactProfile;
  return {
    user: {
      fullName: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" "),
      initials: initials(user.firstName, user.lastName),
      salutation: user.salutation,
      lastName: user.lastName,
      title: user.designation,
      email: user.email,
      cpContactProfile: role,
      picture: user.picture ? pictureHref(user.picture) : null,
    },
    reports: role === "SUPER_ADMIN",
    switchTo: switchTarget(role, Boolean(session.data?.isSuperAdmin)),
  };
}

/** Everything the shell draws, in one server call per page: the user, the menu rules, two badges. */
export async function loadShell(request: Request, auth: Auth): Promise<ShellData> {
  const { user, session } = auth;
  const role = user.cpContactProfile;
  const e = env();
  const admin = isAdminRole(role);
  const bellDisabled = isBellDisabled(
    { email: user.email, role, impersonating: session.impersonating },
    emailDomains(),
  );
  // Badges are extras: a failing upstream leaves them empty, never the page.
  const loadBadges = async (): Promise<{ unreadCount: number | null; cartCount: number | null }> => {
    const [notifications, cart] = await Promise.all([
      bellDisabled ? null : listNotifications(session, { page: 0, size: 1, signal: request.signal }).catch(() => null),
      fetchCart(session, request.signal).catch(() => null),
    ]);
    return {
      unreadCount: bellDisabled ? 0 : (notifications?.unreadCount ?? null),
      cartCount: cart ? cart.groups.reduce((sum, g) => sum + g.spares.length + g.services.length, 0) : null,
    };
  };
  const [badges, collapsed] = await Promise.all([
    admin
      ? { unreadCount: null, cartCount: null }
      : cachedForUser("badges", user, loadBadges, (b) => b.unreadCount !== null && b.cartCount !== null),
    readMenuCollapsed(request),
  ]);
  const layout = layoutForRole(role);
  return {
    user: {
      fullName: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" "),
      initials: initials(user.firstName, user.lastName),
      salutation: user.salutation,
      lastName: user.lastName,
      title: user.designation,
      email: user.email,
      cpContactProfile: role,
      picture: user.picture ? pictureHref(user.picture) : null,
    },
    layout: layout === "full" ? "full" : "topbar",
    menu: {
      showResin: canSeeResin(role),
      edgeLiveHref: canOpenEdgeLive(role) ? e.EDGE_LIVE_URL : EDGE_LIVE_ERROR_PATH,
      collapsed,
    },
    unreadCount: bellDisabled ? null : badges.unreadCount,
    bellDisabled,
    notificationPollSeconds: e.NOTIFICATION_POLL_S,
    cartCount: badges.cartCount,
    adminBanner: session.data?.adminTemp
      ? {
          customerName: `${user.firstName} ${user.lastName}`.trim(),
          adminName: `${session.data.adminTemp.user.firstName} ${session.data.adminTemp.user.lastName}`.trim(),
        }
      : null,
    draftOwner: draftOwner(session.data?.adminTemp?.user.userId ?? null, user.userId, e.SESSION_SECRET),
    sessionEnd: session.data ? session.data.createdAt + e.SESSION_MAX_AGE_S * 1000 : null,
    chatHref: e.CHAT_URL,
    whatsappHref: e.WHATSAPP_URL,
    helpline: { phone: e.HELPLINE_PHONE, email: e.SUPPORT_EMAIL, hours: SUPPORT_HOURS, social: SOCIAL_LINKS, offices: OFFICES },
    quickActions: admin ? [] : QUICK_ACTIONS,
    edgeLive: edgeLiveTarget(role, e.EDGE_LIVE_URL),
    switcher: canSwitchAccount({ email: user.email, role, impersonating: session.impersonating }, emailDomains())
      ? { accountName: companyShown(user, session.data?.companyChosen === true) }
      : null,
  };
}
