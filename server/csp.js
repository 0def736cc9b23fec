/**
 * The portal's Content-Security-Policy (server.js sets it on every answer) and the one way a route
 * changes it: a route's own `Content-Security-Policy` header is merged directive by directive, its
 * directives replacing the portal's of the same name, the rest of the portal's policy kept
 * (docs/decisions/052). So the pharma page adds `frame-src <its one origin>`, an inline PDF answers
 * `frame-ancestors 'self'`, and nothing else of the policy changes. A route's `X-Frame-Options`
 * likewise replaces the portal's DENY.
 */

/** The portal's own policy for one answer. */
export function portalPolicy({ nonce, dev = false, identityOrigin = "" }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${dev ? "'self' ws: wss:" : "'self'"}`,
    // The service worker (/sw.js) and the web app manifest (docs/decisions/076): without
    // worker-src, workers fall back to script-src, whose 'strict-dynamic' ignores 'self'.
    "worker-src 'self'",
    "manifest-src 'self'",
    `form-action 'self'${identityOrigin ? ` ${identityOrigin}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Directives in order, by lower-case name; the first of a repeated name wins, as in browsers. */
function directives(policy) {
  const out = new Map();
  for (const part of String(policy ?? "").split(";")) {
    const text = part.trim().replace(/\s+/g, " ");
    if (!text) continue;
    const [first, ...values] = text.split(" ");
    const name = first.toLowerCase();
    if (!/^[a-z][a-z0-9-]*$/.test(name) || out.has(name)) continue;
    out.set(name, [name, ...values].join(" "));
  }
  return out;
}

/**
 * `own` (a route's policy) merged into `base`: each directive of `own` replaces the one of the
 * same name in `base` (or is added at the end); every other directive of `base` stays as it was.
 * Several policies in one header (comma-separated) are not accepted from a route: `own` with a
 * comma is ignored, so a route cannot slip in a second, weaker policy by accident.
 */
export function mergePolicy(base, own) {
  if (!own || String(own).includes(",")) return base;
  const merged = directives(base);
  for (const [name, text] of directives(own)) merged.set(name, text);
  return [...merged.values()].join("; ");
}
