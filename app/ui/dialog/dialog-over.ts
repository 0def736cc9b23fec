import type { Router } from "@remix-run/router";
import { matchRoutes } from "react-router-dom";
import { DIALOG_LAYOUT, isDialogRoute } from "./dialog-routes";

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
