/**
 * Paths of the older layout that newer pages replaced (spec document 1 section 2: the side menu's
 * Home /home, Assets /assets, the knowledge store; the header's /asset): each answers a permanent
 * redirect to its page, so old bookmarks and e-mailed links still work (docs/decisions/050).
 */
const REPLACED: readonly { path: string; to: string; below?: boolean }[] = [
  { path: "/home", to: "/" },
  { path: "/assets", to: "/dashboard/assets", below: true },
  // The header title table's list path (/asset/{id} is the asset page itself).
  { path: "/asset", to: "/dashboard/assets" },
  { path: "/knowledge-store", to: "/knowledge-hub", below: true },
];

/**
 * Where an old path now lives, with the query kept (an old list's page, a campaign tag), or null.
 * Matched as Remix matches routes: without regard to case or a trailing slash.
 */
export function replacedPath(pathname: string, search = ""): string | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const hit = REPLACED.find((r) => path === r.path || (r.below && path.startsWith(`${r.path}/`)));
  if (!hit) return null;
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query ? `${hit.to}?${query}` : hit.to;
}
