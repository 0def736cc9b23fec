import { panelReturnTo } from "~/domain/quick-actions";
import type { QuickAction } from "~/domain/shell";
import { menuEntryActive } from "./menu";

/** id of the CSS-only drawer checkbox (phones); the header's "Menu" label points at it. */
export const DRAWER_ID = "nav-drawer";

/**
 * The kept frame (Shell.tsx) after a navigation, as the server would draw it for the new page: the
 * side menu's current entry (`a[data-menu-entry]`, "exact" for an entry current on its own path
 * only), every `input[data-here]` set to the page, every `a[data-here]`'s returnTo set to the page
 * ("panel": the page the quick actions come back to), and the phone drawer closed.
 */
export function followLocation(pathname: string, search: string, quickActions: readonly QuickAction[]) {
  const here = pathname + search;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-menu-entry]")) {
    if (menuEntryActive(link.getAttribute("href") ?? "", pathname, link.dataset.menuEntry === "exact")) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  for (const input of document.querySelectorAll<HTMLInputElement>("input[data-here]")) input.value = here;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-here]")) {
    const url = new URL(link.href);
    url.searchParams.set("returnTo", link.dataset.here === "panel" ? panelReturnTo(quickActions, pathname, search) : here);
    link.setAttribute("href", url.pathname + url.search);
  }
  const drawer = document.getElementById(DRAWER_ID);
  if (drawer instanceof HTMLInputElement) drawer.checked = false;
}
