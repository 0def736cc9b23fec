/**
 * The one place that decides where the portal may send a browser back to: after sign-in, Back
 * links, dialog Close targets, `returnTo` parameters and every redirect built from user input
 * (spec document 1 section 4; docs/decisions/015). Pure functions; tested in return-path.test.ts.
 */

const BASE = "http://portal.invalid";

/**
 * A same-site relative path (path, query, fragment), normalised, or null.
 *
 * The value is parsed as a URL against a fixed base and the NORMALISED result is checked, not the
 * raw input: dot segments and encoded dots turn `/.//x`, `/a/..//x` and `/%2E//x` into `//x`,
 * which a browser reads as another host. Refused: anything that does not start with one `/`,
 * backslashes (browsers read `/\host` as `//host`), control characters, spaces and C1 controls
 * (browsers drop tabs and newlines, so `/\t/host` becomes `//host`), absolute URLs of any scheme,
 * and encoded slashes or backslashes that decode to any of these (`/%2F/host`). The result is
 * ASCII (URL percent-encodes the rest), so it is always safe in a Location header. The decoded
 * path is checked the same way, for servers and proxies that decode before they normalise.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u0020\u007f-\u009f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isSinglePath(url.pathname)) return null;
  // Once more with the path decoded: a proxy or server that decodes `%2F`, `%5C` or `%2E` before
  // normalising must not find `//host` either (`/.%2F/host`, `/%2F/host`).
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- as above, after decoding
  if (/[\\\u0000-\u0020\u007f-\u009f]/.test(decoded)) return null;
  if (!isSinglePath(decoded)) return null;
  const again = new URL(decoded, BASE);
  if (again.origin !== BASE || !isSinglePath(again.pathname)) return null;
  return path;
}

function isSinglePath(pathname: string): boolean {
  return pathname.startsWith("/") && !pathname.startsWith("//") && !pathname.includes("\\");
}

/** `safeReturnPath`, or a fallback when the value is not a safe path. */
export function returnPathOr(value: unknown, fallback: string): string {
  return safeReturnPath(value) ?? fallback;
}

/**
 * The same-site page the browser came from (its Referer), as a safe path, or null. Only a Referer
 * of the request's own origin counts.
 */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const ref = new URL(referer);
    return ref.origin === new URL(request.url).origin ? safeReturnPath(`${ref.pathname}${ref.search}`) : null;
  } catch {
    return null;
  }
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
