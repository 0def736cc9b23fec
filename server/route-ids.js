/**
 * The route module that answers a path (the deepest match, as Remix matches), for log lines and
 * metric labels: a bounded name instead of the raw URL. Matching is remembered per path (LRU), so
 * the cost is paid once per distinct path.
 */
import { matchRoutes } from "@remix-run/router";

const MAX_REMEMBERED = 2_000;

export function createRouteMatcher(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest)) {
    const siblings = byParent.get(route.parentId ?? "") ?? [];
    siblings.push(route);
    byParent.set(route.parentId ?? "", siblings);
  }
  const tree = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: tree(r.id),
    }));
  const routes = tree("");
  const remembered = new Map();
  return function routeIdOf(pathname) {
    const path = pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname;
    let id = remembered.get(path);
    if (id === undefined) {
      const matches = matchRoutes(routes, path);
      id = matches?.length ? matches[matches.length - 1].route.id : "unmatched";
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value);
      remembered.set(path, id);
    }
    return id;
  };
}
