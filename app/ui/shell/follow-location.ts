import { panelReturnTo, quickActionsFor, viewAllHref } from "~/domain/quick-actions";
import type { QuickAction } from "~/domain/shell";
import { menuEntryActive } from "./menu";
import { showPromoCard } from "./title";
import { DRAWER_ID } from "./drawer";


/**
 * The kept frame (Shell.tsx) after a navigation, as the server would draw it for the new page: the
 * side menu's current entry (`a[data-menu-entry]`, "exact" for an entry current on its own path
 * only), every `input[data-here]` set to the page, every `a[data-here]`'s returnTo set to the page
 * ("panel": the page the quick actions come back to), the right panel's actions, View All and
 * promo for the page (RightPanel.tsx), and the phone drawer closed.
 */
export function followLocation(pathname: string, search: string, quickActions: readonly QuickAction[]) {
  const here = pathname + search;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-menu-entry]")) {
    if (menuEntryActive(link.getAttribute("href") ?? "", pathname, link.dataset.menuEntry === "exact"))
      link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  for (const input of document.querySelectorAll<HTMLInputElement>("input[data-here]")) input.value = here;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-here]")) {
    const url = new URL(link.href);
    url.searchParams.set(
      "returnTo",
      link.dataset.here === "panel" ? panelReturnTo(quickActions, pathname, search) : here,
    );
    link.setAttribute("href", url.pathname + url.search);
  }
  followPanel(pathname, search, quickActions);
  const drawer = document.getElementById(DRAWER_ID);
  if (drawer instanceof HTMLInputElement) drawer.checked = false;
}

/** The right panel (RightPanel.tsx) for the page: which actions show, where each leads, View All, the promo. */
function followPanel(pathname: string, search: string, quickActions: readonly QuickAction[]) {
  const panel = document.querySelector<HTMLElement>("[data-panel]");
  if (!panel) return;
  const returnTo = panelReturnTo(quickActions, pathname, search);
  const shown = new Map(quickActionsFor(quickActions, "panel", returnTo).map((a) => [a.id ?? a.label, a.to]));
  for (const item of panel.querySelectorAll<HTMLElement>("[data-quick-action]")) {
    const to = shown.get(item.dataset.quickAction ?? "");
    item.hidden = to === undefined;
    if (to) item.querySelector("a")?.setAttribute("href", to);
  }
  panel.querySelector("[data-view-all]")?.setAttribute("href", viewAllHref(returnTo));
  const actions = panel.querySelector<HTMLElement>("[data-panel-actions]");
  if (actions) actions.hidden = shown.size === 0;
  const promo = panel.querySelector<HTMLElement>("[data-promo]");
  if (promo) promo.hidden = !showPromoCard(pathname);
  panel.hidden = shown.size === 0 && (promo?.hidden ?? true);
}
