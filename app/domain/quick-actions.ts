import type { QuickAction } from "./shell";

/**
 * The quick actions (spec document 1 section 2, document 3 section 2), in the spec's order, with
 * its visibility rules:
 *
 * - Request Document only on asset pages (/asset/{id}), which it opens for that asset;
 * - Add or Report Asset hidden on asset pages;
 * - Plan Shutdown only in the View All grid, never in the right panel.
 *
 * Each entry opens a route dialog; the links carry `returnTo`, so closing the dialog returns to
 * the page it was opened from. An entry whose route arrives with another issue is a slot
 * (`href: null`): it is listed here so its rules are fixed, but nothing links to it until its
 * route exists. quick-actions.test.ts checks that every href is a route module.
 */
export const QUICK_ACTIONS: QuickAction[] = [
  { id: "request-callback", label: "Request Callback", description: "Schedule a call with us", href: "/request-callback", carries: ["orderId"] },
  { id: "get-a-quote", label: "Get a Quote", description: "Request pricing for products", href: "/quotes/new" },
  // On asset pages only, for the page's asset (`:assetId` is that asset).
  { id: "request-document", label: "Request Document", description: "Get product document", href: "/asset/:assetId/request-document", assetPages: "only", withAsset: true },
  { id: "register-asset", label: "Add or Report Asset", description: "Add/Report missing Thermax/Other Asset", href: "/register-asset/add", within: "/register-asset", assetPages: "hidden" },
  { id: "register-complaint", label: "Register a Complaint", description: "Report any issue", href: "/complaints/new", carries: ["assetId"] },
  { id: "plan-shutdown", label: "Plan Shutdown", description: "Schedule Shutdown", href: "/plan-shutdown", viewAllOnly: true },
];

/** Where the View All dialog lives. */
export const VIEW_ALL_PATH = "/quick-actions";

/** An asset page: /asset/{id} (the Asset Details screen). */
export function assetIdOfPath(pathname: string): string | null {
  const m = /^\/asset\/([^/?#]+)\/?/i.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}

/** An order's page: /order/{id}. */
export function orderIdOfPath(pathname: string): string | null {
  const m = /^\/order\/([^/?#]+)\/?$/i.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}

/**
 * The actions to show on a page: the right panel (`panel`) or the View All grid (`all`), with a
 * link that opens the dialog and comes back to `returnTo` (the page's path and query), carrying
 * the page's asset or order where the action takes it. Slots without a route are left out.
 */
export function quickActionsFor(actions: readonly QuickAction[], where: "panel" | "all", returnTo: string): (QuickAction & { to: string })[] {
  const pathname = returnTo.split(/[?#]/)[0];
  const assetId = assetIdOfPath(pathname);
  return actions
    .filter((a) => a.href !== null)
    .filter((a) => (a.assetPages === "only" ? assetId !== null : a.assetPages === "hidden" ? assetId === null : true))
    .filter((a) => where === "all" || !a.viewAllOnly)
    .map((a) => {
      const href = a.withAsset && assetId ? a.href!.replace(":assetId", encodeURIComponent(assetId)) : a.href;
      const query = new URLSearchParams({ returnTo });
      const carried = { assetId, orderId: orderIdOfPath(pathname) };
      for (const key of a.carries ?? []) if (carried[key]) query.set(key, carried[key]!);
      return { ...a, to: `${href}?${query}` };
    });
}

/** The View All link for a page. */
export function viewAllHref(returnTo: string): string {
  return `${VIEW_ALL_PATH}?${new URLSearchParams({ returnTo })}`;
}

/** Whether a path is one of the quick-action dialogs (or View All). */
export function isQuickActionDialog(actions: readonly QuickAction[], pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  if (path === VIEW_ALL_PATH) return true;
  return actions.some((a) => {
    const space = (a.within ?? a.href)?.toLowerCase();
    if (!space) return false;
    if (!space.includes(":assetid")) return path === space || path.startsWith(`${space}/`);
    const [before, after] = space.split(":assetid");
    return path.startsWith(before) && path.endsWith(after) && !path.slice(before.length, path.length - after.length).includes("/");
  });
}

/**
 * The page the shell's quick actions come back to: this page, or on a quick-action dialog its
 * own `returnTo` (the page under it), so one dialog never returns into another.
 */
export function panelReturnTo(actions: readonly QuickAction[], pathname: string, search: string): string {
  if (!isQuickActionDialog(actions, pathname)) return `${pathname}${search}`;
  return new URLSearchParams(search).get("returnTo") ?? "/";
}

/**
 * The Overview's Get Help dialog (spec document 2 section 2.2): raise a ticket, request a callback,
 * register a complaint. No quick action is called 'Raise a Ticket': every request the portal sends
 * raises one, so it opens the View All grid to choose which (docs/decisions/035, issue 25).
 */
export const RAISE_A_TICKET: QuickAction = {
  id: "raise-a-ticket",
  label: "Raise a Ticket",
  description: "Choose a request; each one raises a ticket",
  href: VIEW_ALL_PATH,
};
const GET_HELP_IDS = ["request-callback", "register-complaint"];
// Pure: the shell's client code, which imports this module's functions only, does not carry the actions' texts.
export const GET_HELP_ACTIONS: QuickAction[] = /* @__PURE__ */ (() => [RAISE_A_TICKET, ...QUICK_ACTIONS.filter((a) => a.href !== null && GET_HELP_IDS.includes(a.id ?? ""))])();
