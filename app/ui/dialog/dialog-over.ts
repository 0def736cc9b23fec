import type { AgnosticDataRouteObject, Router } from "@remix-run/router";
import { matchPath, matchRoutes } from "react-router-dom";
import { DIALOG_LAYOUT, DIALOG_PATTERNS, isDialogRoute } from "./dialog-routes";

/**
 * The index of the route dialog in `path`'s matches, when opening it would replace the page the
 * router is on (docs/decisions/068): null for any other path, for a dialog nested in the page
 * shown (the thread over its tickets list keeps the list by itself), and when the page shown is a
 * dialog of its own (a direct visit; a drawer's tab too: its parent, the drawer, is the dialog).
 */
export function dialogOver(router: Router, path: string): number | null {
  const shown = router.state.matches;
  const leaf = shown[shown.length - 1]?.route.id;
  if (!leaf || shown.some((m) => isDialogRoute(m.route.id)) || !shown.some((m) => m.route.id === DIALOG_LAYOUT)) return null;
  const matches = matchRoutes(router.routes, path);
  const index = matches?.findIndex((m) => isDialogRoute(m.route.id)) ?? -1;
  if (!matches || index < 1 || matches[index - 1].route.id === leaf) return null;
  return index;
}

function hasRoute(routes: AgnosticDataRouteObject[], id: string): boolean {
  return routes.some((r) => r.id === id || (r.children ? hasRoute(r.children, id) : false));
}

/**
 * The dialog route `path` names when the router does not know that route yet, else null. Remix
 * discovers routes lazily (`v3_lazyRouteDiscovery`): the links of a page are asked for a moment
 * after it is shown, so a tap just after the page appeared (a slow phone, a test) can reach the
 * host before the dialog's route has arrived.
 */
export function undiscoveredDialog(router: Router, path: string): string | null {
  const pathname = new URL(path, "http://x").pathname;
  const found = DIALOG_PATTERNS.find((d) => matchPath({ path: d.path, end: false }, pathname));
  return found && !hasRoute(router.routes, found.id) ? found.id : null;
}

/** How long a tap waits for a dialog's route to be discovered before it is left to a plain navigation. */
export const DISCOVERY_WAIT_MS = 5_000;

/**
 * Resolves once the router knows the dialog route `path` names (at once when it is not one, or is
 * known), or after DISCOVERY_WAIT_MS. Remix is asked for it as for any link it renders (an element
 * with `data-discover`, seen by its observer), so a path that no link on the page carries is
 * discovered too; a discovery already under way for the page's links answers the same wait.
 */
export function discovered(router: Router, path: string): Promise<void> {
  const id = undiscoveredDialog(router, path);
  if (!id) return Promise.resolve();
  return new Promise((resolve) => {
    const probe = document.createElement("a");
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      probe.remove();
      resolve();
    };
    const unsubscribe = router.subscribe(() => {
      if (hasRoute(router.routes, id)) done();
    });
    const timer = setTimeout(done, DISCOVERY_WAIT_MS);
    probe.hidden = true;
    probe.setAttribute("data-discover", "true");
    probe.setAttribute("href", path);
    document.body.append(probe);
  });
}

/** Whether a GET navigation to `path` opens a dialog over the page shown (after its route is discovered). */
export async function opensOver(router: Router, path: string): Promise<boolean> {
  await discovered(router, path);
  return dialogOver(router, path) !== null;
}
