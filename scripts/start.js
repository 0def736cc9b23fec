/**
 * `npm start` (and `npm run dev`): the portal beside its embedded upstream and identity service,
 * as two processes talking HTTP, exactly as in production. No environment variables needed;
 * any that are set win over these demo values.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { portalNodeArgs } from "./portal-node-args.js";

const dev = process.argv.includes("--dev");
const root = fileURLToPath(new URL("..", import.meta.url));
const port = process.env.PORT ?? "3000";
const mockPort = process.env.MOCK_PORT ?? "4010";
const portalOrigin = process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`;
const mockUrl = `http://localhost:${mockPort}`;

export const demoEnv = {
  PORT: port,
  PORTAL_ORIGIN: portalOrigin,
  NODE_ENV: dev ? "development" : "production",
  // A new random secret at every start unless one is given: no secret written in the repository can
  // sign in to a running demo (sessions end when it restarts).
  SESSION_SECRET: randomBytes(32).toString("base64url"),
  // The key the embedded upstream signs survey links with and the portal checks them with: both
  // processes get this one, new at every start (the outbox's links are mailed at start with it).
  SURVEY_LINK_SECRET: randomBytes(32).toString("base64url"),
  UPSTREAM_URL: `${mockUrl}/api`,
  IDENTITY_ISSUER: `${mockUrl}/identity`,
  IDENTITY_CLIENT_ID: "customer-portal",
  IDENTITY_CLIENT_SECRET: "demo-portal-secret",
  // The pharma offering page /pharma embeds: the embedded upstream's stand-in, which lets the portal frame it.
  PHARMA_PAGE_URL: `${mockUrl}/sites/pharma`,
  // Prometheus metrics for the demo, on their own port (production: off unless METRICS_PORT is set).
  METRICS_PORT: process.env.METRICS_PORT ?? String(Number(port) + 6464),
};

const env = { ...demoEnv, ...process.env, NODE_ENV: process.env.NODE_ENV ?? demoEnv.NODE_ENV };
for (const [key, value] of Object.entries(demoEnv)) env[key] = process.env[key] ?? value;

const children = [];

function run(label, args, extraEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    console.log(`${label} exited (${signal ?? code})`);
    for (const other of children) if (other !== child && other.exitCode === null) other.kill("SIGTERM");
    process.exitCode = code ?? 1;
  });
  children.push(child);
  return child;
}

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

run("embedded upstream", ["--import", "tsx", "mocks/main.ts"], {
  MOCK_PORT: mockPort,
  PORTAL_ORIGINS: portalOrigin,
  NODE_ENV: "development",
});
await waitFor(`${mockUrl}/__health`);
run("portal", [...portalNodeArgs(), ...(dev ? ["server.js", "--dev"] : ["server.js"])], {});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  });
}
