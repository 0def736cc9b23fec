import { canOpenEdgeLive } from "~/domain/roles";
import { isAllowed } from "./route-access";

/** The page a role without the live product is sent to (spec 1 §2 Side menu). */
export const EDGE_LIVE_ERROR_PATH = "/edgelive-benefits/error";

/**
 * Where Edge Live leads for a role: the live product when the profile contains 'Edge Live' (dealers
 * too), else /edgelive-benefits/error when the role may open it, else nowhere (null: admins and
 * the top-bar profile get no button, so no link leads to a page they may not open).
 */
export function edgeLiveTarget(role: string, liveUrl: string): string | null {
  if (canOpenEdgeLive(role)) return liveUrl;
  return isAllowed("routes/_app.edgelive-benefits.error", role) ? EDGE_LIVE_ERROR_PATH : null;
}
