/**
 * The portal's production server: the smallest Express server around Remix's request handler.
 * remix-serve could not (docs/decisions/001-custom-server.md): refuse a foreign-Origin POST before
 * any action runs, answer readiness from the server's own draining state, drain on SIGTERM, send a
 * per-request CSP nonce to the render, and let the session layer write its cookie once per response.
 */
import { createReadableStreamFromReadable, createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import crypto from "node:crypto";
import { admitUpload, boundaryOf, dropBody, limitedBody } from "./server/body.js";

const isDev = process.argv.includes("--dev") || process.env.NODE_ENV === "development";
const port = Number(process.env.PORT ?? 3000);
const portalOrigin = (process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, "");
const identityOrigin = process.env.IDENTITY_ISSUER ? new URL(process.env.IDENTITY_ISSUER).origin : "";
const buildDir = process.env.BUILD_DIR ?? "build";
const DRAIN_LIMIT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
/** After SIGTERM, keep answering (readiness 503) this long so load balancers stop sending work. */
const SHUTDOWN_DELAY_MS = Number(process.env.SHUTDOWN_DELAY_MS ?? 1_000);

let draining = false;

const vite = isDev
  ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" }))
  : undefined;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "true");

// Liveness: the process answers. Readiness: it also takes new work (fails at once while draining).
app.get("/healthz", (_req, res) => res.type("text/plain").send("ok"));
app.get("/readyz", (_req, res) => {
  if (draining) return res.status(503).type("text/plain").send("draining");
  res.type("text/plain").send("ready");
});

app.use((req, res, next) => {
  if (draining) res.set("Connection", "close");
  next();
});

const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build")
  : await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href);
const handle = createRequestHandler(build, isDev ? "development" : "production");

/** entry.server's helpers for the checks below: body limits per path and the refusal page. */
async function entry() {
  return (vite ? await build() : build).entry.module;
}

const refusalPages = new Map();

/** Answer with the portal's refusal page (no script), dropping whatever body is still coming. */
async function refuse(req, res, status, title, text, headers = {}) {
  dropBody(req, res);
  const key = `${status}\u0000${title}\u0000${text}`;
  let html = refusalPages.get(key);
  if (!html) refusalPages.set(key, (html = (await entry()).refusalPage(status, title, text)));
  res.status(status).set({ "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8", ...headers }).send(html);
}

const TOO_LARGE = "Request too large";
/** The session cookie's names (plain and `__Host-`), to count uploads per session. */
const SESSION_COOKIES = ["portal-session", "__Host-portal-session"];

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

/** Same-origin check for every state-changing request, before Remix (and any action) sees it. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
app.use(async (req, res, next) => {
  try {
    req.badPath = escapeBadPath(req);
    if (SAFE_METHODS.has(req.method)) return next();
    const own = new Set([portalOrigin, `${req.protocol}://${req.get("host")}`]);
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
      return await refuse(req, res, 403, "Access denied", "This request did not come from the portal's own pages, so it was refused.");
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
      return await refuse(req, res, 415, "Unsupported form", "This page does not accept that kind of form. Please use the form on the page and try again.");
    }
    const maxBytes = multipart ? limit.multipartBytes : limit.formBytes;
    const text = multipart ? limit.multipartText : limit.formText;
    if (declared !== undefined && Number(declared) > maxBytes) return await refuse(req, res, 413, TOO_LARGE, text);
    const boundary = multipart ? boundaryOf(req.get("content-type")) : null;
    if (multipart && !boundary) return await refuse(req, res, 400, "Bad request", "The form could not be read. Please try again.");
    if (multipart) {
      const busy = admitUpload(req, res, SESSION_COOKIES);
      if (busy === "client") {
        return await refuse(req, res, 429, "Too many uploads", "You are already sending two uploads. Please wait for them to finish, then try again.", { "Retry-After": "5" });
      }
      if (busy === "all") {
        return await refuse(req, res, 503, "Service unavailable", "Too many uploads are in progress right now. Please try again in a few seconds.", { "Retry-After": "5" });
      }
    }
    req.bodyLimit = { maxBytes, maxFields: multipart ? Infinity : limit.maxFields, text, boundary };
    next();
  } catch (error) {
    next(error);
  }
});

app.use(compression());

if (vite) {
  app.use(vite.middlewares);
} else {
  app.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y", index: false }));
  // Other public files (favicon...) all have an extension: pages skip the file-system lookup.
  const publicFiles = express.static(`${buildDir}/client`, { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
}

function securityHeaders(res, nonce) {
  const connect = isDev ? "'self' ws: wss:" : "'self'";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `form-action 'self'${identityOrigin ? ` ${identityOrigin}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (isDev) csp[2] = "style-src 'self' 'unsafe-inline'";
  res.set({
    "Content-Security-Policy": csp.join("; "),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (portalOrigin.startsWith("https://")) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/**
 * A response body written at the pace the client reads it: after a write the buffer cannot take,
 * the next chunk waits for "drain". Streamed downloads and ZIPs therefore hold a few chunks in
 * memory, never the file (docs/decisions/017). Remix's writeReadableStreamToWritable does not wait.
 */
async function writeBody(body, res) {
  const reader = body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const room = res.write(chunk.value);
      res.flush?.();
      if (!room && !res.destroyed) {
        await new Promise((resolve) => {
          const done = () => {
            res.off("drain", done);
            res.off("close", done);
            resolve();
          };
          res.once("drain", done);
          res.once("close", done);
        });
      }
      // The client went away: stop producing (this cancels the source, and its upstream call).
      if (res.destroyed) return void (await reader.cancel());
    }
    res.end();
  } catch (error) {
    res.destroy(error);
    throw error;
  }
}

function toRequest(req, res, controller, state) {
  // Joined as text, never resolved: a path like "//host/x" stays a path of this portal.
  const url = new URL(`${req.protocol}://${req.get("host")}${req.originalUrl || req.url}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  res.on("close", () => controller.abort());
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = req.bodyLimit ? limitedBody(req, res, req.bodyLimit, state) : createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

app.use(async (req, res, next) => {
  try {
    const nonce = crypto.randomBytes(16).toString("base64");
    securityHeaders(res, nonce);
    const context = { nonce, onResponse: [], memo: new Map(), badRequest: req.badPath };
    const state = { refusal: null };
    const response = await handle(toRequest(req, res, new AbortController(), state), context);
    if (state.refusal) {
      await response.body?.cancel();
      if (state.refusal.status === 413) return await refuse(req, res, 413, TOO_LARGE, req.bodyLimit.text);
      return await refuse(req, res, 400, "Bad request", "The form could not be read. Please try again.");
    }
    // The answer is decided: any body the action did not read is not read now either.
    dropBody(req, res);
    const headers = new Headers(response.headers);
    for (const hook of context.onResponse) await hook(headers);
    // Every response Remix makes (pages, single-fetch data, downloads) may carry user data.
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
    res.status(response.status);
    res.statusMessage = response.statusText || res.statusMessage;
    for (const [key, value] of headers) {
      if (key === "set-cookie") continue;
      res.append(key, value);
    }
    for (const cookie of headers.getSetCookie()) res.append("Set-Cookie", cookie);
    if (response.body) await writeBody(response.body, res);
    else res.end();
  } catch (error) {
    next(error);
  }
});

// Never a stack trace to the browser.
app.use((error, _req, res, _next) => {
  console.error(error);
  if (res.headersSent) return res.end();
  res.status(500).type("text/plain").send("Something went wrong, please try again.");
});

const server = app.listen(port, () => {
  console.log(`Portal on ${portalOrigin} (port ${port}${isDev ? ", development" : ""})`);
});

function shutdown(signal) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: readiness fails now; draining in-flight requests`);
  setTimeout(() => {
    server.close(() => {
      console.log("All requests finished; exiting.");
      process.exit(0);
    });
    server.closeIdleConnections?.();
    const idleSweep = setInterval(() => server.closeIdleConnections?.(), 250);
    idleSweep.unref();
  }, SHUTDOWN_DELAY_MS).unref();
  setTimeout(() => {
    console.error("Drain limit reached; exiting with requests still open.");
    process.exit(1);
  }, DRAIN_LIMIT_MS).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
