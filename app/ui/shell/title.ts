import { safeReturnPath } from "~/session/return-path";

/** The resin tool's name, shown as the header title on /resin (spec 1 §2 Header). */
export const RESIN_TOOL_NAME = "Resin Tool";

/** Lower-case, without a trailing slash (Remix matches paths case-insensitively). */
function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.replace(/\/+$/, "") || "/" : lower;
}

/** true for `base` itself and anything below it (`/asset` matches `/asset/7`, not `/assets`). */
function under(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Pages the spec's title table does not name, each named for what it shows (issue 31) instead of
 * the table's default 'Dashboard'. Checked in order after the spec's rows; a path matches its
 * base and anything below it.
 */
const PAGE_TITLES: readonly (readonly [string, string])[] = [
  // The paths the spec names now lead here (decision 050): their titles follow (issue 33).
  ["/dashboard/assets", "Assets"],
  ["/knowledge-hub", "Knowledge Store"],
  ["/dashboard/spares-and-services", "Spares & Services"],
  ["/dashboard/contracts", "Contracts"],
  ["/dashboard/tickets", "Tickets"],
  ["/offer", "Offers"],
  ["/my-team", "My Team"],
  ["/notifications", "Notifications"],
  ["/offline-documents", "Offline Documents"],
  ["/account-settings", "Account Settings"],
  ["/edit-profile", "Edit Profile"],
  ["/search", "Search"],
  ["/enquiries", "Enquiry Details"],
  ["/complaints/new", "Register a Complaint"],
  ["/complaints", "Complaint Details"],
  ["/quick-actions", "Quick Actions"],
  ["/feedback", "Feedback"],
  ["/logout/feedback", "Feedback"],
  ["/get-help", "Get Help"],
  ["/request-callback", "Request Callback"],
  ["/register-asset", "Register Asset"],
  ["/plan-shutdown", "Plan Shutdown"],
  ["/quotes/new", "Get a Quote"],
  ["/switch-account", "Switch Account"],
  ["/edgelive-benefits", "Edge Live Benefits"],
  ["/tour", "Guided Tour"],
];

/** The header title for a path: spec 1 §2 Header's rows first, then each page's own name. */
export function titleForPath(pathname: string): string {
  const path = normalise(pathname);
  if (under(path, "/admin")) return "Admin Portal";
  if (path.startsWith("/asset/")) return "Asset Details";
  if (under(path, "/assets") || path === "/asset") return "Assets";
  if (under(path, "/book")) return "My Bookings";
  if (under(path, "/knowledge-store")) return "Knowledge Store";
  if (under(path, "/resin")) return RESIN_TOOL_NAME;
  if (path.startsWith("/order/")) return "Spare Details";
  if (path.startsWith("/contracts/")) return "Contract Details";
  if (under(path, "/get-a-quote")) return "Get a Quote";
  return PAGE_TITLES.find(([base]) => under(path, base))?.[1] ?? "Dashboard";
}

/**
 * Where the header's Back link goes on asset, order, services and contract pages; null elsewhere.
 * A safe same-site `?back=` (the list the page was opened from, filters and page included: the
 * spec's Track/History rule) wins over the default.
 */
export function backHrefForPath(pathname: string, search = ""): string | null {
  const fallback = defaultBack(pathname);
  return fallback === null ? null : (safeReturnPath(new URLSearchParams(search).get("back")) ?? fallback);
}

function defaultBack(pathname: string): string | null {
  const path = normalise(pathname);
  if (path.startsWith("/asset/")) return "/dashboard/assets";
  if (path.startsWith("/order/") || under(path, "/services")) return "/dashboard/spares-and-services";
  if (path.startsWith("/contracts/")) return "/dashboard/contracts";
  return null;
}

/** The live-monitoring promo card is hidden on the knowledge hub (spec 1) and the assets screen (spec 2 §2.3). */
export function showPromoCard(pathname: string): boolean {
  const path = normalise(pathname);
  return !under(path, "/knowledge-hub") && !under(path, "/dashboard/assets");
}
