/** Side-menu rules that depend only on the path (spec 1 §2 Side menu). */

/** Home is active on /, /home and anything under /dashboard/; other entries on their path and below it. */
export function isMenuEntryActive(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  if (href === "/") return path === "/" || path === "/home" || path === "/dashboard" || path.startsWith("/dashboard/");
  return path === href || path.startsWith(`${href}/`);
}

/** An entry marked `exact` is current on its own path only (/edgelive-benefits, not its error page). */
export function menuEntryActive(href: string, pathname: string, exact?: boolean): boolean {
  return exact ? pathname.toLowerCase() === href : isMenuEntryActive(href, pathname);
}

/** http(s) links leave the portal: they open in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
