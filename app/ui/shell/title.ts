import { safeReturnPath } from "~/domain/return-path";

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
 * Every page names itself (issue 31; issue 54 for the spec's title table, whose rows are now the
 * handles of their routes, `titleForPath` being the server's reference for paths no route draws) instead of the table's
 * default 'Dashboard': the route exports `handle: PageHandle`, and the deepest route with a title
 * wins, so a dialog under a list keeps the list's title. The titles travel with each route's own
 * code, not in a table every page's first visit loads.
 */
export interface PageHandle {
  /** The title, or how it is read from the route's loader data (a document named by its title). */
  title: string | ((data: unknown) => string | undefined);
  /**
   * The header's Back link on the pages the spec gives one (asset, order and contract pages and the
   * dialogs under them: `backHrefForPath`, worked out by the loader with its safe `?back=`, issue 54:
   * no path rule in the page's script). See `headerBack`.
   */
  back?: (data: unknown) => string | null | undefined;
}

/** The deepest matched route's header Back link, if any (from useMatches()). */
export function pageBackOf(matches: readonly { handle?: unknown; data?: unknown }[]): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const back = (matches[i].handle as Partial<PageHandle> | undefined)?.back;
    if (back) return back(matches[i].data) ?? null;
  }
  return null;
}

/**
 * A page's header Back: the loader's `headerBack` (app/http/header.server.ts `withHeaderBack`), or
 * `fallback` (the page's default list) when the page had no data (an error).
 */
export function headerBack(fallback: string): NonNullable<PageHandle["back"]> {
  return (data) => (data as { headerBack?: string | null } | undefined)?.headerBack ?? fallback;
}

/** The deepest matched route's own title, if any (from useMatches()). */
export function pageTitleOf(matches: readonly { handle?: unknown; data?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as Partial<PageHandle> | undefined)?.title;
    const text = typeof title === "function" ? title(matches[i].data) : title;
    if (typeof text === "string" && text) return text;
  }
  return undefined;
}

/** The header title for a path: spec 1 §2 Header's rows first, then the page's own name (`pageTitle`). */
export function titleForPath(pathname: string, pageTitle?: string): string {
  const path = normalise(pathname);
  if (under(path, "/admin")) return "Admin Portal";
  // A document opened in the portal's viewer is named by the document itself (issue 42 §6).
  if (/^\/asset\/[^/]+\/documents\/[^/]+\/view$/.test(path)) return pageTitle ?? "Document";
  if (path.startsWith("/asset/")) return "Asset Details";
  if (under(path, "/assets") || path === "/asset") return "Assets";
  if (under(path, "/book")) return "My Bookings";
  if (under(path, "/knowledge-store")) return "Knowledge Store";
  if (under(path, "/resin")) return RESIN_TOOL_NAME;
  // The page's heading names the kind of order (decision 094); the header says what it is.
  if (path.startsWith("/order/")) return "Order Details";
  if (path.startsWith("/contracts/")) return "Contract Details";
  if (under(path, "/get-a-quote")) return "Get a Quote";
  // Home is called Home, as in the side menu (decision 094).
  if (path === "/" || path === "/dashboard") return "Home";
  return pageTitle ?? "Dashboard";
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

/** The live-monitoring promo card is hidden on the knowledge hub (spec document 1 §2, document 2 §2.14), and only there. */
export function showPromoCard(pathname: string): boolean {
  return !under(normalise(pathname), "/knowledge-hub");
}
