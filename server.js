/**
 * The portal's production server: the smallest Express server around Remix's request handler.
 * remix-serve could not (docs/decisions/001-custom-server.md): refuse a foreign-Origin POST before
 * any action runs, answer readiness from the server's own draining state, drain on SIGTERM, send a
 * per-request CSP nonce to the render, and let the session layer write its cookie once per response.
 */
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express from "express";
import crypto from "node:crypto";

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
/**
 * Which proxies' X-Forwarded-* headers to believe (req.ip, req.protocol). Unset or "false": none,
 * the socket peer is the client. "true": the one proxy in front (never the whole header, whose
 * left end the client writes). A number: that many proxy hops. Otherwise a comma-separated list
 * of proxy addresses or subnets ("10.0.0.0/8, loopback").
 */
function trustProxy(value = "") {
  if (value === "" || value === "false") return false;
  if (value === "true") return 1;
  return /^\d+$/.test(value) ? Number(value) : value;
}
app.set("trust proxy", trustProxy(process.env.TRUST_PROXY));

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

/** Same-origin check for every state-changing request, before Remix (and any action) sees it. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
app.use((req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const own = new Set([portalOrigin, `${req.protocol}://${req.get("host")}`]);
  let origin = req.get("origin");
  if (!origin || origin === "null") {
    const referer = req.get("referer");
    try {
      origin = referer ? new URL(referer).origin : undefined;
    } catch {
      origin = undefined;
    }
  }
  if (origin && own.has(origin)) return next();
  res.status(403).type("text/plain").send("Forbidden: cross-origin request refused.");
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

const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build")
  : await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href);
const handle = createRequestHandler(build, isDev ? "development" : "production");

function toRequest(req, res, controller) {
  const url = new URL(req.originalUrl || req.url, `${req.protocol}://${req.get("host")}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  res.on("close", () => controller.abort());
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

app.all("*", async (req, res, next) => {
  try {
    const nonce = crypto.randomBytes(16).toString("base64");
    securityHeaders(res, nonce);
    const context = { nonce, clientAddress: req.ip ?? "", onResponse: [], memo: new Map() };
    const response = await handle(toRequest(req, res, new AbortController()), context);
    const headers = new Headers(response.headers);
    for (const hook of context.onResponse) await hook(headers);
    if (!headers.has("Cache-Control") && headers.get("Content-Type")?.startsWith("text/html")) {
      headers.set("Cache-Control", "private, no-store");
    }
    res.status(response.status);
    res.statusMessage = response.statusText || res.statusMessage;
    for (const [key, value] of headers) {
      if (key === "set-cookie") continue;
      res.append(key, value);
    }
    for (const cookie of headers.getSetCookie()) res.append("Set-Cookie", cookie);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
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
