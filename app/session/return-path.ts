/**
 * Where a signed-out visitor returns to after signing in (spec document 1 section 4,
 * "Unauthenticated access"). Pure functions; tested in return-path.test.ts.
 */

/**
 * A same-site relative path, or null. Refuses protocol-relative (`//host`), backslash tricks
 * (`/\host`, which browsers read as `//host`), absolute URLs and control characters.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || typeof value !== "string") return null;
  if (value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = "http://portal.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface RememberContext {
  /** The visitor logged out by hand: nothing is remembered until the next sign-in. */
  manualLogout: boolean;
  /** An admin acting as a customer: their paths are not remembered. */
  adminTemp: boolean;
}

/** Paths not remembered: '/', anything containing 'admin', after a manual logout, admin-temporary sessions. */
export function shouldRememberPath(path: string, ctx: RememberContext): boolean {
  const safe = safeReturnPath(path);
  if (!safe) return false;
  if (ctx.manualLogout || ctx.adminTemp) return false;
  const pathname = safe.split(/[?#]/)[0];
  if (pathname === "/") return false;
  if (safe.toLowerCase().includes("admin")) return false;
  return true;
}

/** The page a request was for, without Remix's internal markers (`?index`, `.data`). */
export function pagePathOf(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  let pathname = url.pathname;
  if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length) || "/";
  if (pathname === "/_root") pathname = "/";
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}
