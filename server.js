/**
 * The portal's production server: a small Express server around Remix's request handler.
 * remix-serve could not (docs/decisions/001-custom-server.md): refuse a foreign-Origin POST and
 * oversized bodies before any action runs (server/checks.js, server/body.js; decision 015), answer
 * readiness from the server's own draining state, drain on SIGTERM, send a per-request CSP nonce to
 * the render, let the session layer write its cookie once per response, and give every request an
 * id, a log line and metrics (decision 036).
 */
import { createReadableStreamFromReadable, createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import crypto from "node:crypto";
import http from "node:http";
import { dropBody, limitedBody } from "./server/body.js";
import { BAD_ADDRESS, requestChecks, STALLED, TOO_LARGE, UNREADABLE } from "./server/checks.js";
import { mergePolicy, portalPolicy } from "./server/csp.js";
import { rememberPartialManifests } from "./server/partial-manifest.js";
import { createRouteMatcher } from "./server/route-ids.js";

const isDev = process.argv.includes("--dev") || process.env.NODE_ENV === "development";
const port = Number(process.env.PORT ?? 3000);
const portalOrigin = (process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, "");
const identityOrigin = process.env.IDENTITY_ISSUER ? new URL(process.env.IDENTITY_ISSUER).origin : "";
const buildDir = process.env.BUILD_DIR ?? "build";
const DRAIN_LIMIT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
/** After SIGTERM, keep answering (readiness 503) this long so load balancers stop sending work. */
const SHUTDOWN_DELAY_MS = Number(process.env.SHUTDOWN_DELAY_MS ?? 1_000);
/** Prometheus metrics on their own port, never the public one; off unless set. */
const METRICS_PORT = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;

let draining = false;

const vite = isDev
  ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" }))
  : undefined;

const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build")
  : await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href);
const handle = createRequestHandler(build, isDev ? "development" : "production");

/** entry.server's helpers: body limits, the refusal page, the logger, metrics, request scope. */
async function entry() {
  return (vite ? await build() : build).entry.module;
}

const { logger, metrics, requestScope, requestIdOf, traceOf, sharedState, serverSettings, startLogoutSweeper } = await entry();
/** The settings of app/env.server.ts that server.js itself uses, validated there (docs/decisions/062). */
const settings = serverSettings();
let routeIdOf = vite ? null : createRouteMatcher(build.routes);
// Each page's part of the route manifest, worked out once per path (server/partial-manifest.js).
if (!rememberPartialManifests()) logger.warn({ event: "partial-manifest" }, "@remix-run/react is not the version server/partial-manifest.js was written for: not remembering partial manifests");
// Connect to the shared store (Redis when REDIS_URL is set) before the first request needs it.
await sharedState().ping();
// Upstream logouts an instance left due (it stopped before its timer) are run by whichever instance is up.
startLogoutSweeper();

const app = express();
app.disable("x-powered-by");
/**
 * Which proxies' X-Forwarded-* headers to believe (req.ip, req.protocol). Unset or "false": none,
 * the socket peer is the client. "true": the one proxy in front (never the whole header, whose
 * left end the client writes). A number: that many proxy hops. Otherwise a comma-separated list
 * of proxy addresses or subnets ("10.0.0.0/8, loopback").
 */
function proxyTrust(value = "") {
  if (value === "" || value === "false") return false;
  if (value === "true") return 1;
  return /^\d+$/.test(value) ? Number(value) : value;
}
app.set("trust proxy", proxyTrust(process.env.TRUST_PROXY));
/** Whether the connection's peer is a proxy we believe (its X-Request-Id, traceparent, X-Forwarded-Host). */
const fromTrustedProxy = (req) => app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0);

/**
 * Every request: an id (the proxy's when trusted, else new) returned as X-Request-Id and carried
 * by every upstream call, a scope the app's log lines read it from, and one log line and one
 * histogram observation when the answer is sent. Health checks log at debug only.
 */
app.use(async (req, res, next) => {
  const started = performance.now();
  const requestId = requestIdOf(req.get("x-request-id"), fromTrustedProxy(req));
  res.setHeader("X-Request-Id", requestId);
  if (vite && !routeIdOf) routeIdOf = createRouteMatcher((await build()).routes);
  const health = req.path === "/healthz" || req.path === "/readyz";
  const scope = { requestId, trace: traceOf(req.get("traceparent"), fromTrustedProxy(req)), method: req.method, routeId: health ? `server:${req.path.slice(1)}` : routeIdOf(req.path) };
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const status = res.headersSent ? res.statusCode : 499;
    metrics.httpDuration.observe({ route: scope.routeId, method: req.method, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    const line = { requestId, method: req.method, route: scope.routeId, status, ms: Math.round(seconds * 1000), userId: scope.userId };
    if (health) logger.debug(line, "request");
    else if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  });
  requestScope.run(scope, next);
});

// Liveness: the process answers. Readiness: it also takes new work (fails at once while draining).
app.get("/healthz", (_req, res) => res.type("text/plain").send("ok"));
app.get("/readyz", async (_req, res) => {
  if (draining) return res.status(503).type("text/plain").send("draining");
  // With several instances, one that cannot reach the shared store is not ready for work.
  if (process.env.REDIS_URL && !(await sharedState().ping())) return res.status(503).type("text/plain").send("redis unreachable");
  res.type("text/plain").send("ready");
});

app.use((req, res, next) => {
  if (draining) res.set("Connection", "close");
  next();
});

function securityHeaders(res, nonce) {
  // A route changes it only by sending its own directives (server/csp.js, docs/decisions/052).
  const csp = portalPolicy({ nonce, dev: isDev, identityOrigin });
  res.set({
    "Content-Security-Policy": csp,
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
 * Every answer from here on carries the portal's security headers, refusals made before Remix
 * included (docs/decisions/062): the nonce is the request's, for Remix's render.
 */
app.use((_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString("base64");
  securityHeaders(res, res.locals.nonce);
  next();
});

const refusalPages = new Map();

/**
 * Answer with the portal's refusal page (no script, the limit named, the request's reference),
 * dropping whatever body is still coming. `reason` labels the refusal metric.
 */
async function refuse(req, res, status, title, text, headers = {}, reason = "other") {
  dropBody(req, res);
  metrics.uploadRefusals.inc({ reason });
  logger.warn({ event: "refused", status, reason, method: req.method, route: requestScope.getStore()?.routeId }, "request refused before the app");
  const key = `${status}\u0000${title}\u0000${text}`;
  let html = refusalPages.get(key);
  if (!html) refusalPages.set(key, (html = (await entry()).refusalPage(status, title, text, "%REFERENCE%")));
  res
    .status(status)
    .set({ "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8", ...headers })
    .send(html.replace("%REFERENCE%", res.getHeader("X-Request-Id")));
}

/** Whether the route answering `path` is a resource route (no page of its own). */
async function isResourceRoute(path) {
  if (vite && !routeIdOf) routeIdOf = createRouteMatcher((await build()).routes);
  const route = (vite ? (await build()).routes : build.routes)[routeIdOf(path)];
  return Boolean(route && !route.module.default);
}
app.use(requestChecks({ portalOrigin, fromTrustedProxy, entry, refuse, isResourceRoute }));

app.use(compression());

if (vite) {
  app.use(vite.middlewares);
} else {
  // Hashed build files, immutable; sent as the Brotli or Zopfli gzip copy the build wrote beside
  // each one (scripts/precompress.js), whichever the browser accepts (docs/decisions/044).
  app.use(
    "/assets",
    expressStaticGzip(`${buildDir}/client/assets`, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      // redirect: false: `/assets` itself is the older layout's Assets page (a permanent redirect
      // to /dashboard/assets, docs/decisions/050), not this folder with a slash added.
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false },
    }),
  );
  // The service worker (docs/decisions/076): from the site root, so its scope is the whole portal,
  // and never kept stale (no-cache: the browser asks again, an ETag answers 304 when unchanged).
  app.get("/sw.js", (_req, res, next) => {
    res.sendFile("sw.js", { root: `${buildDir}/client`, cacheControl: false, headers: { "Cache-Control": "no-cache", "Content-Type": "text/javascript; charset=utf-8" } }, (error) => error && next());
  });
  // Other public files (favicon, the web app manifest...) all have an extension: pages skip the file-system lookup.
  const publicFiles = express.static(`${buildDir}/client`, { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
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
  // Joined as text, never resolved: a path like "//host/x" stays a path of this portal. The target
  // and Host were checked (server/checks.js); anything that still makes no URL is the client's 400.
  const url = URL.parse(`${req.protocol}://${req.get("host") ?? new URL(portalOrigin).host}${req.originalUrl || req.url}`);
  if (!url) return null;
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

/** The session cookie (app/session/cookies.server.ts: `portal-session`, `__Host-` when secure). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?portal-session=[^;\s]/;

app.use(async (req, res, next) => {
  try {
    const nonce = res.locals.nonce;
    const controller = new AbortController();
    const context = { nonce, clientAddress: req.ip ?? "", onResponse: [], memo: new Map(), badRequest: req.badPath, requestId: res.getHeader("X-Request-Id"), closed: controller.signal, dataRequest: req.path.endsWith(".data") };
    const state = { refusal: null };
    // A body over its limit decides the answer the moment it is seen: the 413 goes out then, and
    // the request is aborted, so Remix does not go on to run loaders and render a page for an
    // action that could not read its form (a burst of such posts would otherwise each cost a page).
    const refused = new Promise((resolve) => (state.onRefusal = resolve));
    const request = toRequest(req, res, controller, state);
    if (!request) return await refuse(req, res, 400, "Bad request", BAD_ADDRESS, {}, "target");
    const handled = handle(request, context);
    const response = await Promise.race([handled, refused.then(() => null)]);
    if (state.refusal) {
      controller.abort();
      handled.then((late) => late.body?.cancel(), () => {});
      if (state.refusal.status === 413) return await refuse(req, res, 413, TOO_LARGE, req.bodyLimit.text, {}, "size");
      if (state.refusal.status === 408) return await refuse(req, res, 408, "Upload stopped", STALLED, {}, "stalled");
      return await refuse(req, res, 400, "Bad request", UNREADABLE, {}, "malformed");
    }
    // The answer is decided: any body the action did not read is not read now either.
    dropBody(req, res);
    const headers = new Headers(response.headers);
    for (const hook of context.onResponse) await hook(headers, response.status);
    // A request without any session cookie is a signed-out visitor's: the answer says so, and the
    // service worker forgets documents kept offline by a session that ended without a word
    // (cookies cleared, issue 41 §2), as the next sign-in would.
    if (!SESSION_COOKIE.test(req.get("cookie") ?? "") && !headers.has("x-portal-user")) headers.set("X-Portal-Signed-Out", "1");
    // Every response Remix makes (pages, single-fetch data, downloads) may carry user data.
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
    res.status(response.status);
    res.statusMessage = response.statusText || res.statusMessage;
    for (const [key, value] of headers) {
      if (key === "set-cookie") continue;
      // A route's CSP directives replace the portal's of the same name; its X-Frame-Options the
      // portal's DENY (server/csp.js). Every other header is the route's as it sent it.
      if (key === "content-security-policy") res.set(key, mergePolicy(String(res.getHeader(key) ?? ""), value));
      else if (key === "x-frame-options") res.set(key, value);
      else res.append(key, value);
    }
    for (const cookie of headers.getSetCookie()) res.append("Set-Cookie", cookie);
    if (response.body) await writeBody(response.body, res);
    else res.end();
  } catch (error) {
    next(error);
  }
});

// Never a stack trace to the browser: the error is logged once, with the request id, and the
// visitor gets the refusal page with that id as the reference to quote.
app.use(async (error, req, res, _next) => {
  logger.error({ err: error }, "unhandled error");
  if (res.headersSent) return res.end();
  try {
    await refuse(req, res, 500, "Something went wrong", "Something went wrong, please try again.", {}, "error");
  } catch {
    res.status(500).type("text/plain").send(`Something went wrong, please try again. Reference: ${res.getHeader("X-Request-Id")}`);
  }
});

const server = app.listen(port, () => {
  logger.info({ event: "listening", port, origin: portalOrigin, development: isDev }, `Portal on ${portalOrigin}`);
});
// Idle keep-alive connections stay open longer than a load balancer's (60 s) and longer than a
// busy client takes to reuse one, so neither side closes a connection the other is about to use.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

const metricsServer =
  METRICS_PORT !== undefined
    ? http
        .createServer(async (req, res) => {
          if (req.url !== "/metrics") return res.writeHead(404).end();
          res.writeHead(200, { "Content-Type": metrics.registry.contentType });
          res.end(await metrics.registry.metrics());
        })
        // Loopback unless METRICS_HOST says otherwise (a scraper on another machine): never every interface by default.
        .listen(METRICS_PORT, settings.METRICS_HOST, () => logger.info({ event: "metrics-listening", port: METRICS_PORT, host: settings.METRICS_HOST }, "metrics served"))
    : undefined;

function shutdown(signal) {
  if (draining) return;
  draining = true;
  logger.info({ event: "shutdown", step: "draining", signal }, "readiness fails now; draining in-flight requests");
  setTimeout(() => {
    logger.info({ event: "shutdown", step: "closing" }, "no new connections; finishing open requests");
    server.close(() => {
      logger.info({ event: "shutdown", step: "done" }, "all requests finished; exiting");
      metricsServer?.close();
      process.exit(0);
    });
    server.closeIdleConnections?.();
    const idleSweep = setInterval(() => server.closeIdleConnections?.(), 250);
    idleSweep.unref();
  }, SHUTDOWN_DELAY_MS).unref();
  setTimeout(() => {
    logger.error({ event: "shutdown", step: "limit" }, "drain limit reached; exiting with requests still open");
    process.exit(1);
  }, DRAIN_LIMIT_MS).unref();
}
/**
 * A loader that starts several upstream calls together and meets a refusal on one of them (a
 * session ended elsewhere throws a redirect Response) leaves the others' rejections unheard. Node
 * would end the process for that, and with it every request in flight. A thrown Response has
 * already been answered by the call that was awaited: noted at debug. Anything else is a bug: logged
 * at error with its stack, and the process serves on.
 */
process.on("unhandledRejection", (reason) => {
  if (reason instanceof globalThis.Response) logger.debug({ event: "unheard-response", status: reason.status }, "a parallel call's refusal was not awaited");
  else logger.error({ err: reason, event: "unhandled-rejection" }, "unhandled promise rejection");
});

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
