import { test as base, expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { deriveKey, SESSION_COOKIE_PURPOSE, unseal } from "../../app/session/sealed-cookie.server";
import { startTopology } from "../../scripts/multi.js";
import { signInOverHttp, type HttpSession } from "../support/http-session";
import { visitorAddress } from "../support/visitor-address";

export { visitorAddress };

/**
 * The multi-instance suite's fixtures (docs/decisions/037). One topology per worker (the suite
 * runs on one worker): the embedded upstream, Redis, two portal instances and nginx, started by
 * scripts/multi.js. Before each test every part is running again, whatever the test before it
 * stopped, so the tests do not depend on their order.
 */
export type Topology = Awaited<ReturnType<typeof startTopology>>;

/** Low limits the rate-limit test can reach quickly; every other sign-in has an address of its own. */
export const SIGN_IN_STARTS_PER_WINDOW = 6;
/** The feedback window after Logout in this suite (300 s in production). */
export const LOGOUT_FEEDBACK_S = 4;

export const test = base.extend<{ whole: void }, { topology: Topology }>({
  topology: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const topology = await startTopology({
        env: {
          SIGN_IN_STARTS_PER_WINDOW: String(SIGN_IN_STARTS_PER_WINDOW),
          UPSTREAM_TIMEOUT_MS: "3000",
          // A short feedback window after Logout: its upstream logout falls due within the test.
          LOGOUT_FEEDBACK_S: String(LOGOUT_FEEDBACK_S),
        },
      });
      try {
        await use(topology);
      } finally {
        await topology.stop();
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  whole: [
    async ({ topology }, use) => {
      if (!topology.redisRunning()) await topology.startRedis();
      for (const portal of topology.portals) {
        if (topology.portalRunning(portal.index)) continue;
        await topology.startPortal(portal.index);
        await backInRotation(topology, portal.port);
      }
      await use();
    },
    { auto: true, timeout: 30_000 },
  ],
});

export { expect };

/**
 * Waits until nginx sends requests to a restarted instance again: after a refused connection it
 * leaves the instance out for fail_timeout (5 s, deploy/nginx/default.conf.template).
 */
async function backInRotation(topology: Topology, port: number) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push((await fetch(`${topology.origin}/healthz`)).headers.get("x-request-id") ?? "");
    const served = await servedBy(topology, ids);
    if ([...served.values()].includes(topology.portals.find((p) => p.port === port)!.id)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nginx did not send requests to the instance on port ${port} again`);
}

/** Signs `email` in through nginx, from an address of its own (the sign-in limit counts per address). */
export function signIn(topology: Topology, email: string): Promise<HttpSession> {
  return signInOverHttp({ portal: topology.origin, mock: topology.mock, email, headers: { "x-forwarded-for": visitorAddress() } });
}

/** The tokens inside a session cookie ("name=value"), opened with the run's secret. */
export async function sessionTokens(topology: Topology, cookie: string) {
  const value = cookie.slice(cookie.indexOf("=") + 1);
  const data = (await unseal(value, [deriveKey(topology.sessionSecret, SESSION_COOKIE_PURPOSE)])) as {
    tokens: { accessToken: string; refreshToken: string };
  } | null;
  if (!data) throw new Error("The session cookie could not be opened");
  return data.tokens;
}

/** The session cookie a response set ("name=value"), or null. */
export function setSessionCookie(response: Response): string | null {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0];
    if (/^(__Host-)?portal-session=./.test(pair)) return pair;
  }
  return null;
}

export interface Call {
  method: string;
  path: string;
  at: string;
  userId?: string;
  body?: unknown;
}

/** The embedded upstream's calls to `path` since `since` (ISO). */
export async function upstreamCalls(topology: Topology, path: string, since: string): Promise<Call[]> {
  const response = await fetch(`${topology.mock}/__calls?path=${encodeURIComponent(path)}&since=${encodeURIComponent(since)}`);
  return (await response.json()) as Call[];
}

/**
 * Which instance served each request, by the request id nginx logged next to the instance it
 * chose (deploy/nginx/default.conf.template's access line). Lines land within a moment.
 */
export async function servedBy(topology: Topology, requestIds: string[]): Promise<Map<string, string>> {
  const byAddress = new Map(topology.portals.map((p) => [`127.0.0.1:${p.port}`, p.id]));
  const found = new Map<string, string>();
  for (let attempt = 0; attempt < 30 && found.size < requestIds.length; attempt++) {
    const lines = (await readFile(topology.nginxLog(), "utf8")).split("\n");
    for (const line of lines) {
      const id = /request_id=(\S+)/.exec(line)?.[1];
      if (!id || !requestIds.includes(id)) continue;
      // After a failed try nginx lists every instance it tried ("a, b"): the last one answered.
      const upstream = /upstream=(.+?) upstream_status=/.exec(line)?.[1].split(", ").pop();
      if (upstream) found.set(id, byAddress.get(upstream) ?? upstream);
    }
    if (found.size < requestIds.length) await new Promise((r) => setTimeout(r, 100));
  }
  return found;
}

/** How many of the requests each instance served. */
export function countByInstance(served: Map<string, string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const instance of served.values()) counts[instance] = (counts[instance] ?? 0) + 1;
  return counts;
}

/** A counter's total on one instance's metrics endpoint (0 when absent). */
export async function metricTotal(metricsUrl: string, name: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  let total = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] === " " || rest[0] === "{") total += Number(line.split(" ").pop());
  }
  return total;
}

/** The portal's log lines (JSON) of one instance. */
export async function portalLog(path: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(path, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** A GET with the session cookie, never following redirects. */
export function get(url: string, cookie: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers: { cookie, ...headers }, redirect: "manual" });
}
