import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { portalNodeArgs } from "../../scripts/portal-node-args.js";
import { testSurveyLinkSecret } from "./survey-links";

/**
 * A portal and its embedded upstream started by a test itself, on ports of its own, for tests
 * that signal or measure the portal process (SIGTERM, memory under load).
 */
export interface OwnPortal {
  portal: string;
  mock: string;
  server: ChildProcess;
  upstream: ChildProcess;
  stop(): void;
}

export async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up`);
}

export async function startOwnPortal(opts: { port: number; mockPort: number; env?: Record<string, string> }): Promise<OwnPortal> {
  const portal = `http://localhost:${opts.port}`;
  const mock = `http://localhost:${opts.mockPort}`;
  // One survey-link key for both, the harness's (bench/routes.ts signs the seeded link with it).
  const surveyLinkSecret = opts.env?.SURVEY_LINK_SECRET ?? testSurveyLinkSecret();
  const upstream = spawn(process.execPath, ["--import", "tsx", "mocks/main.ts"], {
    env: { ...process.env, MOCK_PORT: String(opts.mockPort), PORTAL_ORIGINS: portal, NODE_ENV: "development", SURVEY_LINK_SECRET: surveyLinkSecret },
    stdio: "ignore",
  });
  const server = spawn(process.execPath, [...portalNodeArgs(), "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(opts.port),
      PORTAL_ORIGIN: portal,
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      SURVEY_LINK_SECRET: surveyLinkSecret,
      UPSTREAM_URL: `${mock}/api`,
      IDENTITY_ISSUER: `${mock}/identity`,
      IDENTITY_CLIENT_ID: "customer-portal",
      IDENTITY_CLIENT_SECRET: "demo-portal-secret",
      ...opts.env,
    },
    stdio: "ignore",
  });
  const stop = () => {
    server.kill("SIGKILL");
    upstream.kill("SIGTERM");
  };
  try {
    await waitFor(`${mock}/__health`);
    await waitFor(`${portal}/readyz`);
  } catch (error) {
    stop();
    throw error;
  }
  return { portal, mock, server, upstream, stop };
}

/** The resident memory (bytes) of a process: VmRSS from /proc, all its threads included. */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}
