/** Side-menu rules that depend only on the path (spec 1 §2 Side menu). */

/** Home is active on /, /home and anything under /dashboard/; other entries on their path and below it. */
export function isMenuEntryActive(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  if (href === "/") return path === "/" || path === "/home" || path === "/dashboard" || path.startsWith("/dashboard/");
  return path === href || path.startsWith(`${href}/`);
}

/** http(s) links leave the portal: they open in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
