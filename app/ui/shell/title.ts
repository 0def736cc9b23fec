import type { QuickAction } from "./types";

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

/** The header title for a path, as listed in spec 1 §2 Header. */
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
  return "Dashboard";
}

/** Where the header's Back link goes on asset, order, services and contract pages; null elsewhere. */
export function backHrefForPath(pathname: string): string | null {
  const path = normalise(pathname);
  if (path.startsWith("/asset/")) return "/dashboard/assets";
  if (path.startsWith("/order/") || under(path, "/services")) return "/dashboard/spares-and-services";
  if (path.startsWith("/contracts/")) return "/dashboard/contracts";
  return null;
}

/** The asset id of an asset page (/asset/{id} and the dialogs below it), else null. */
export function assetIdOfPath(pathname: string): string | null {
  const match = /^\/asset\/([^/]+)/i.exec(pathname);
  return match ? match[1] : null;
}

/**
 * Quick actions for a path (spec document 1 section 2): on an asset page, Request Document
 * (Get product document) joins, for that asset, and the actions marked hideOnAssetPages go.
 */
export function quickActionsForPath(actions: readonly QuickAction[], pathname: string): QuickAction[] {
  const assetId = assetIdOfPath(pathname);
  if (!assetId) return [...actions];
  return [
    { label: "Request Document", description: "Get product document", href: `/asset/${assetId}/request-document` },
    ...actions.filter((a) => !a.hideOnAssetPages),
  ];
}

/** The live-monitoring promo card is hidden on the knowledge hub (spec 1) and the assets screen (spec 2 §2.3). */
export function showPromoCard(pathname: string): boolean {
  const path = normalise(pathname);
  return !under(path, "/knowledge-hub") && !under(path, "/dashboard/assets");
}
