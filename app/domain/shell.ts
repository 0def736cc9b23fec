/*
 * The data the frames draw themselves from: the signed-in shell (app/ui/shell/), the admin portal's
 * frame (app/ui/admin/AdminShell.tsx) and the public pages' visitor (app/ui/public/VisitorFrame.tsx).
 * The session builds it (app/session/shell.server.ts, visitor.ts) and the views show it, so it lives
 * here, below both (docs/decisions/092).
 */

/**
 * What the shell needs to draw itself. Built on the server by `loadShell()` (app/session/shell.server.ts)
 * from the signed-in user, the route-role table and two upstream calls; serialisable, no tokens.
 */
export type ShellLayout =
  /** Sidebar, top bar, page, and the right panel on desktop. */
  | "full"
  /** Top bar and page only (profile index 0 of the customer-profile list). */
  | "topbar";

export interface ShellUser {
  fullName: string;
  initials: string;
  salutation: string;
  lastName: string;
  /** Profile title (designation). */
  title: string;
  email: string;
  cpContactProfile: string;
  /** The profile picture's address in the portal (/profile-picture?v=…); null shows the initials. */
  picture?: string | null;
}

export interface QuickAction {
  /** Stable name of the entry (tests, the lead's wiring of slots). */
  id?: string;
  label: string;
  description: string;
  /** The dialog route; null for a slot whose route has not landed (never shown). */
  href: string | null;
  /** "only": shown on asset pages only; "hidden": never on asset pages. */
  assetPages?: "only" | "hidden";
  /** Shown in the View All grid only, never in the right panel (Plan Shutdown). */
  viewAllOnly?: boolean;
  /** Opens for the asset of the page (`?assetId=`). */
  withAsset?: boolean;
  /**
   * The object of the page it carries into the dialog (issue 40 §3): on an asset page `assetId`
   * (a complaint with that asset chosen), on an order page `orderId` (a callback naming the order).
   */
  carries?: ReadonlyArray<"assetId" | "orderId">;
  /** The dialog's whole URL space when it has several pages (the Register Asset tabs). */
  within?: string;
}

export interface ShellData {
  user: ShellUser;
  layout: ShellLayout;
  /** Side menu entries that depend on the role. */
  menu: {
    showResin: boolean;
    /** The live product for Edge Live profiles and dealers, else /edgelive-benefits/error. */
    edgeLiveHref: string;
    /** true when the user collapsed the menu (kept in a cookie, works without JavaScript). */
    collapsed: boolean;
  };
  /** null when the count could not be loaded (the bell still shows, without a number). */
  unreadCount: number | null;
  /** Bell disabled for staff and impersonating admins, tooltip 'Visible only to Customer'. */
  bellDisabled: boolean;
  /** With JavaScript the bell asks for the unread count this often (NOTIFICATION_POLL_S). */
  notificationPollSeconds: number;
  /** Sum of spares and services over all cart groups; null when the cart could not be loaded. */
  cartCount: number | null;
  /** 'Logged in as ... (Log out as ...)' for an impersonating admin; null otherwise. */
  adminBanner: { customerName: string; adminName: string } | null;
  /**
   * Whose drafts this tab keeps (issue 40 §5, app/ui/form/draft.ts): an opaque name of the person
   * at the device and the profile they use, never their id.
   */
  draftOwner: string;
  /**
   * When the session ends for good (epoch ms, its 12-hour lifetime): what waits on the device to be
   * sent goes then, sent or not (issue 55, docs/decisions/115).
   */
  sessionEnd?: number | null;
  chatHref: string;
  whatsappHref: string;
  /**
   * The footer's contact details: the helpline from env, the hours, social links and offices from
   * app/domain/contact.ts, sent by the loader so their words are not in every page's script.
   */
  helpline: { phone: string; email: string; hours: string; social: ReadonlyArray<{ label: string; href: string }>; offices: readonly string[] };
  /** Every quick action (app/domain/quick-actions.ts); the panel and View All pick by page. Empty for admins. */
  quickActions: QuickAction[];
  /** The account switcher (staff and 'Dealer User', desktop): the current company; null when not shown. */
  switcher?: { accountName: string } | null;
  /**
   * Where the header's Edge Live button (desktop) and the phone menu's 'Switch To Edge Live' lead:
   * the live product or /edgelive-benefits/error by the spec's rule; null (no button) for a role
   * that may open neither (admins, the top-bar profile). See `edgeLiveTarget`.
   */
  edgeLive?: string | null;
}

/** What the admin portal's frame (AdminShell) draws: built by `adminShellData()` (app/session/shell.server.ts). */
export interface AdminShellData {
  user: ShellUser;
  /** Reports are for the global admin (SUPER_ADMIN). */
  reports: boolean;
  /** Switch Profile for super-admins: the role it switches to, or null. */
  switchTo: "Admin" | "SUPER_ADMIN" | null;
}

/**
 * A signed-in visitor on a public page (FAQs, help, privacy, terms): who they are and their way
 * back into the portal (app/session/visitor.ts decides it on the server).
 */
export interface PublicVisitor {
  initials: string;
  fullName: string;
  /** The dashboard ("/") for portal users, the admin portal for admins. */
  home: { href: string; label: string };
}
