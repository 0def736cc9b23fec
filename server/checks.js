/**
 * The checks every request passes before Remix sees it (docs/decisions/015-hardening.md): an
 * undecodable address is escaped and flagged for a 400, OPTIONS is refused (405), a state-changing
 * request must come from the portal's own pages, and a body must be of a kind and size its path
 * accepts.
 */
import { admitUpload, boundaryOf } from "./body.js";

const SAFE_METHODS = new Set(["GET", "HEAD"]);

export const TOO_LARGE = "Request too large";
export const UNREADABLE = "The form could not be read. Please try again.";
export const STALLED = "The upload stopped arriving, so it was cancelled. Please check your connection and try again.";
export const BAD_ADDRESS = "This address could not be read. Please check it and try again.";

/**
 * A Host header the portal can make an address of: a name or IPv4 address, or an IPv6 address in
 * brackets, with an optional port. Anything else ("a b", "x/y", "[") made `new URL` throw (a 500).
 */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9_.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * Why the request line or Host cannot be served, or null. The portal answers only the origin form
 * of a request target (a path): the absolute form (`GET http://host/x`, meant for proxies) and the
 * asterisk form (`OPTIONS *`) are refused, as is a Host that is not a host. A request without Host
 * (HTTP/1.0) is served as the portal's own.
 */
export function unservable(req) {
  const target = req.originalUrl || req.url || "";
  if (!target.startsWith("/")) return "target";
  const host = req.get("host");
  if (host !== undefined && !HOST.test(host)) return "host";
  return null;
}

/** A path that cannot be decoded (`/%`, `/complaints/%E0%A4%A`) reaches Remix escaped and flagged. */
function escapeBadPath(req) {
  const raw = req.originalUrl || req.url;
  const queryAt = raw.indexOf("?");
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    const escaped = path.replace(/%(?![0-9a-fA-F]{2})/g, "%25").replace(/%([89a-fA-F][0-9a-fA-F])/g, "%25$1");
    req.url = req.originalUrl = escaped + (queryAt === -1 ? "" : raw.slice(queryAt));
    return true;
  }
}

/** The portal's not-found words (app/ui/errors.tsx). */
export const NOT_FOUND_TITLE = "Page not found";
export const NOT_FOUND_TEXT = "The page you are looking for does not exist or has moved.";

/** Whether the query names Remix's old `_data` parameter (any case of its value, even empty). */
export function hasOldDataParam(req) {
  const raw = req.originalUrl || req.url || "";
  const queryAt = raw.indexOf("?");
  if (queryAt === -1) return false;
  return new URL(raw.slice(queryAt), "http://portal.invalid").searchParams.has("_data");
}

/** "an upload", "two uploads", ... "12 uploads". */
function uploadsInWords(count) {
  const words = ["no uploads", "an upload", "two uploads", "three uploads", "four uploads", "five uploads"];
  return words[count] ?? `${count} uploads`;
}

/**
 * The middleware. `refuse(req, res, status, title, text, headers?, reason)` answers with the
 * refusal page; `entry()` gives entry.server's `bodyLimitFor`; `isResourceRoute(path)` says whether
 * the route that answers a path has no page (a file, a redirect, an answer for a script).
 */
export function requestChecks({ portalOrigin, fromTrustedProxy, entry, refuse, isResourceRoute = async () => false }) {
  return async (req, res, next) => {
    try {
      // Before anything reads the address: a request line or Host that makes no URL is the client's 400.
      const unserved = unservable(req);
      if (unserved) return await refuse(req, res, 400, "Bad request", BAD_ADDRESS, {}, unserved);
      req.badPath = escapeBadPath(req);
      // The portal answers no cross-origin preflight and has no use for OPTIONS: Remix would refuse
      // it on a page (405) but run a resource route's loader for it (a CSV export, a redirect).
      if (req.method === "OPTIONS") {
        return await refuse(req, res, 405, "Method not allowed", "This address does not answer that kind of request.", { Allow: "GET, HEAD, POST" }, "method");
      }
      // Remix's old data requests (`?_data=<route id>`): the portal speaks single fetch (`.data`)
      // only, and Remix still answered these with a blank 200 or a logged 500 (issue 41 §3). A
      // stranger's shape, answered like any unknown address: a 404 with a warning, never an error.
      if (hasOldDataParam(req)) return await refuse(req, res, 404, NOT_FOUND_TITLE, NOT_FOUND_TEXT, {}, "data-param");
      // A resource route read as single-fetch data (`/exports/tickets/csv.data`): Remix would run
      // its loader and inline the file in a script answer. The portal's pages never ask for one
      // (their downloads are plain links, their scripts fetch the plain address): a 404 (issue 51 §7).
      if ((req.method === "GET" || req.method === "HEAD") && req.path.endsWith(".data") && req.path !== "/_root.data" && (await isResourceRoute(req.path))) {
        return await refuse(req, res, 404, NOT_FOUND_TITLE, NOT_FOUND_TEXT, {}, "resource-data");
      }
      if (SAFE_METHODS.has(req.method)) return next();
      // The request's own origin: behind a trusted proxy, the public host it forwarded.
      const host = (fromTrustedProxy(req) && req.get("x-forwarded-host")?.split(",")[0].trim()) || req.get("host");
      const own = new Set([portalOrigin, `${req.protocol}://${host}`]);
      let origin = req.get("origin");
      if (!origin) {
        // No Origin (older browsers on same-origin posts): the Referer must be ours instead.
        const referer = req.get("referer");
        try {
          origin = referer ? new URL(referer).origin : undefined;
        } catch {
          origin = undefined;
        }
      }
      // "null" (a sandboxed or cross-site redirected form) is never the portal.
      if (!origin || !own.has(origin)) {
        return await refuse(req, res, 403, "Access denied", "This request did not come from the portal's own pages, so it was refused.", {}, "origin");
      }
      // Checked here against the public origin: Remix's own check compares Origin with Host, which
      // a proxy may not pass through, and answers such a post with a 500.
      delete req.headers.origin;

      // The body: what kind, how large, how many fields (app/upload/body-limits.ts).
      const limit = (await entry()).bodyLimitFor(req.path);
      const declared = req.get("content-length");
      const hasBody = req.get("transfer-encoding") !== undefined || (declared !== undefined && declared !== "0");
      if (!hasBody) return next();
      const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      const multipart = type === "multipart/form-data";
      if ((multipart && !limit.multipart) || (!multipart && type !== "application/x-www-form-urlencoded")) {
        const text = "This page does not accept that kind of form. Please use the form on the page and try again.";
        return await refuse(req, res, 415, "Unsupported form", text, {}, "type");
      }
      const maxBytes = multipart ? limit.multipartBytes : limit.formBytes;
      const text = multipart ? limit.multipartText : limit.formText;
      if (declared !== undefined && Number(declared) > maxBytes) return await refuse(req, res, 413, TOO_LARGE, text, {}, "length");
      const boundary = multipart ? boundaryOf(req.get("content-type")) : null;
      if (multipart && !boundary) return await refuse(req, res, 400, "Bad request", UNREADABLE, {}, "malformed");
      const app = await entry();
      const settings = multipart ? app.serverSettings() : null;
      if (multipart) {
        // Counted per user (the session decrypted, as Remix will read it next: decision 045's
        // remembered unsealing makes that second read free), else per client address (decision 062).
        const client = await app.uploadClientOf(req.get("cookie"), req.ip ?? "");
        const busy = admitUpload(req, res, client, { perClient: settings.UPLOADS_PER_USER, inAll: settings.UPLOADS_IN_FLIGHT });
        if (busy === "client") {
          const text = `You are already sending ${uploadsInWords(settings.UPLOADS_PER_USER)}. Please wait for them to finish, then try again.`;
          return await refuse(req, res, 429, "Too many uploads", text, { "Retry-After": "5" }, "busy-client");
        }
        if (busy === "all") {
          const text = "Too many uploads are in progress right now. Please try again in a few seconds.";
          return await refuse(req, res, 503, "Service unavailable", text, { "Retry-After": "5" }, "busy-all");
        }
      }
      req.bodyLimit = {
        maxBytes,
        maxFields: multipart ? Infinity : limit.maxFields,
        text,
        boundary,
        stallMs: settings ? settings.UPLOAD_STALL_S * 1000 : 0,
        minBytesPerSecond: settings ? settings.UPLOAD_MIN_BYTES_PER_S : 0,
      };
      next();
    } catch (error) {
      next(error);
    }
  };
}
