/**
 * `npm run bench`: builds, starts the portal against the embedded upstream, signs in, and prints
 * per-route first-visit bytes, server throughput side by side, and Lighthouse scores; then, on a
 * second portal whose badge cache is off, every route's upstream calls, longest chain of calls and
 * server time with 100 ms per upstream call, and the portal's memory after 10,000 requests.
 * Saves JSON under bench/results/. `--bytes` measures bytes only (CI); `--upstream` only the
 * second part (CI); `--no-build` uses the build already there; `--check` exits 1 past a budget.
 * Signed-in routes are measured a second time in lite mode (`Save-Data: on`, decision 057).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { longestChain, type TimedCall } from "../bench/chain";
import { BENCH_ROUTES, BUDGETS, INSTALLABILITY_ROUTE, type BenchRoute } from "../bench/routes";
import { installabilityConfig, type InstallabilityArtifact } from "../bench/installability";
import { signInOverHttp } from "../tests/support/http-session";
import { rawGet } from "../tests/support/raw-get";
import { rssBytes, startOwnPortal, type OwnPortal } from "../tests/support/own-portal";
import { testSurveyLinkSecret } from "../tests/support/survey-links";
import { visitorAddress } from "../tests/support/visitor-address";

const args = new Set(process.argv.slice(2));
const bytesOnly = args.has("--bytes");
const upstreamOnly = args.has("--upstream");
/** Bytes and throughput only: no Lighthouse, no second portal (for repeated throughput runs). */
const throughputOnly = args.has("--throughput");
const skipBuild = args.has("--no-build");
const check = args.has("--check");
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4500);
/** The second portal (upstream calls and memory): its own ports, so the first can still be stopping. */
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? PORT + 1);
const UPSTREAM_MOCK_PORT = Number(process.env.BENCH_UPSTREAM_MOCK_PORT ?? MOCK_PORT + 1);
/** Its Prometheus metrics (heap in use), as `npm start` places them. */
const UPSTREAM_METRICS_PORT = Number(process.env.BENCH_UPSTREAM_METRICS_PORT ?? UPSTREAM_PORT + 6464);
const PORTAL = `http://localhost:${PORT}`;
const MOCK = `http://localhost:${MOCK_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const KB = 1024;

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

interface Bytes {
  name: string;
  path: string;
  auth: BenchRoute["auth"];
  jsGzip: number;
  /** Inline scripts (no src): the plain-HTML pages' small enhancement script, hydrated pages' data. */
  inlineJsGzip: number;
  cssGzip: number;
  htmlBytes: number;
  htmlGzip: number;
  files: number;
  /**
   * The same page in lite mode (`Save-Data: on`, docs/decisions/057), signed-in routes only:
   * bundles (budget 0) and inline scripts (budget `liteInlineJsKB`).
   */
  lite?: { jsGzip: number; inlineJsGzip: number; htmlGzip: number };
}

/** What asks for lite mode in the bench: the browser's data saver (docs/decisions/057). */
const LITE_HEADERS = { "Save-Data": "on" };

const gz = (buf: Buffer) => gzipSync(buf).length;

/**
 * The bytes a browser that accepts gzip receives for a file: the body as sent, still encoded (the
 * build's Zopfli copy for scripts and styles, docs/decisions/044). A file sent unencoded counts
 * as sent.
 */
async function servedGzipBytes(href: string): Promise<number> {
  const response = await rawGet(new URL(href, PORTAL), "gzip");
  if (response.status !== 200) throw new Error(`${href} answered ${response.status}`);
  return response.body.length;
}

type Cookies = Record<BenchRoute["auth"], string>;

/** The bench's portals believe X-Forwarded-For from loopback, like the e2e portal. */
const TRUST_LOOPBACK = { TRUST_PROXY: "127.0.0.1,::1" };

/**
 * One visit of a bench route by its kind of user, the whole page read; an answer other than 200
 * stops the bench. `endedAt` is in epoch milliseconds, the clock of the upstream's call log. A
 * public page is viewed from an address of its own each time: /urban-water draws a captcha on
 * every view, 30 per address in 15 minutes, and the bench views each route about 35 times.
 */
async function visit(portal: string, route: BenchRoute, cookies: Cookies, extra: Record<string, string> = {}) {
  const headers = route.auth === "public" ? { ...extra, "x-forwarded-for": visitorAddress() } : { ...extra, cookie: cookies[route.auth] };
  const started = performance.now();
  const response = await fetch(`${portal}${route.path}`, { headers, redirect: "manual" });
  const body = await response.arrayBuffer();
  const ended = performance.now();
  if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`);
  return { response, body, ms: ended - started, endedAt: performance.timeOrigin + ended };
}

async function measureBytes(route: BenchRoute, cookies: Cookies): Promise<Bytes> {
  const full = await measurePage(route, cookies);
  if (route.auth === "public") return full;
  const lite = await measurePage(route, cookies, LITE_HEADERS);
  return { ...full, lite: { jsGzip: lite.jsGzip, inlineJsGzip: lite.inlineJsGzip, htmlGzip: lite.htmlGzip } };
}

async function measurePage(route: BenchRoute, cookies: Cookies, extra: Record<string, string> = {}): Promise<Bytes> {
  const html = Buffer.from((await visit(PORTAL, route, cookies, extra)).body);
  const text = html.toString("utf8");
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(m[1]);
  for (const m of text.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) js.add(i[1]);
  }
  for (const m of text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(m[1]);
  let inlineJsGzip = 0;
  for (const m of text.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) if (m[1].trim()) inlineJsGzip += gz(Buffer.from(m[1]));
  for (const m of text.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(m[1]);
  let jsGzip = 0;
  for (const href of js) jsGzip += await servedGzipBytes(href);
  let cssGzip = 0;
  for (const href of css) cssGzip += await servedGzipBytes(href);
  return { name: route.name, path: route.path, auth: route.auth, jsGzip, inlineJsGzip, cssGzip, htmlBytes: html.length, htmlGzip: gz(html), files: js.size + css.size };
}

interface Throughput {
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function throughput(path: string, cookie: string | undefined, duration: number): Promise<Throughput> {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({
    url: `${PORTAL}${path}`,
    connections: CONNECTIONS,
    duration,
    headers: cookie ? { cookie } : {},
  });
  return {
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const CONNECTIONS = 8;
const ROUND_SECONDS = 5;
const ROUNDS = 4;

/** Both routes warmed, then measured in alternating rounds so drift on a shared machine hits both alike. */
async function sideBySide(list: BenchRoute, minimal: BenchRoute, cookie: string) {
  await throughput(minimal.path, undefined, 2);
  await throughput(list.path, cookie, 2);
  const rounds: { list: Throughput; minimal: Throughput }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    rounds.push({ minimal: await throughput(minimal.path, undefined, ROUND_SECONDS), list: await throughput(list.path, cookie, ROUND_SECONDS) });
  }
  const combine = (xs: Throughput[]): Throughput => ({
    path: xs[0].path,
    rps: Math.round(xs.reduce((sum, x) => sum + x.rps, 0) / xs.length),
    p50: Math.max(...xs.map((x) => x.p50)),
    p99: Math.max(...xs.map((x) => x.p99)),
    errors: xs.reduce((sum, x) => sum + x.errors, 0),
  });
  const l = combine(rounds.map((r) => r.list));
  const m = combine(rounds.map((r) => r.minimal));
  return { list: l, minimal: m, ratio: Number((l.rps / Math.max(m.rps, 1)).toFixed(3)), rounds };
}

interface Scores {
  path: string;
  performance: number;
  accessibility: number;
  runs: { performance: number; accessibility: number }[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouseScores(route: BenchRoute, cookie: string): Promise<Scores> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const runs: Scores["runs"] = [];
  for (let i = 0; i < 3; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    try {
      const result = await lighthouse(`${PORTAL}${route.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: route.auth === "customer" ? { Cookie: cookie } : undefined,
      });
      const categories = result?.lhr.categories;
      runs.push({
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      });
    } finally {
      chrome.kill();
    }
  }
  return { path: route.path, performance: median(runs.map((r) => r.performance)), accessibility: median(runs.map((r) => r.accessibility)), runs };
}

/**
 * The service worker's own script (docs/decisions/076): not part of any page's first visit (it is
 * registered after the page has loaded), so counted on its own line, with what it precaches.
 */
interface WorkerBytes {
  scriptGzip: number;
  precacheFiles: number;
  precacheGzip: number;
}

async function measureWorker(): Promise<WorkerBytes> {
  const scriptGzip = await servedGzipBytes("/sw.js");
  const source = (await rawGet(new URL("/sw.js", PORTAL), "identity")).body.toString("utf8");
  const urls = [...source.matchAll(/url:"(\/[^"]+)"/g)].map((m) => m[1]);
  let precacheGzip = 0;
  for (const url of urls) precacheGzip += (await rawGet(new URL(url, PORTAL), "gzip")).body.length;
  return { scriptGzip, precacheFiles: urls.length, precacheGzip };
}

/**
 * Lighthouse's installability check (bench/installability.ts) on one signed-in page: a usable
 * manifest, Chromium's installability errors, and a service worker covering the start URL.
 */
async function installability(route: BenchRoute, cookie: string): Promise<{ path: string; score: number; verdict: string; details: InstallabilityArtifact | null }> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const result = await lighthouse(`${PORTAL}${route.path}`, { port: chrome.port, output: "json", logLevel: "error", extraHeaders: { Cookie: cookie } }, installabilityConfig);
    const audit = result?.lhr.audits["portal-installable"];
    return { path: route.path, score: audit?.score ?? 0, verdict: String(audit?.displayValue ?? audit?.errorMessage ?? "no result"), details: (audit?.details as unknown as InstallabilityArtifact | undefined) ?? null };
  } finally {
    chrome.kill();
  }
}

interface UpstreamRow {
  name: string;
  path: string;
  /** Upstream calls the page made. */
  calls: number;
  /** Longest sequence of calls each started after the previous one's answer (bench/chain.ts). */
  chain: number;
  /** The longest chain of dependent calls the page needs (bench/routes.ts, `chain`). */
  allowed: number;
  /** Median of UPSTREAM_RUNS, from the request sent to the last byte received (loopback). */
  serverMs: number;
  /** The same page at zero latency, median of UPSTREAM_RUNS in the same run: its own work. */
  baseMs: number;
  /** allowed × latency + baseMs + slack: more is time spent waiting beyond the slowest chain. */
  boundMs: number;
  steps: string[];
}

const UPSTREAM_RUNS = 7;

/**
 * Each route's own time at zero upstream latency (median of UPSTREAM_RUNS, warm): what the page
 * costs the portal and the embedded upstream's handlers, measured in the same run as the figures
 * under latency, so the bound compares like with like on any machine and any load.
 */
async function baseTimes(own: OwnPortal, cookies: Cookies): Promise<Map<string, number>> {
  const base = new Map<string, number>();
  for (const route of BENCH_ROUTES) {
    const times: number[] = [];
    for (let i = 0; i < UPSTREAM_RUNS; i++) times.push((await visit(own.portal, route, cookies)).ms);
    base.set(route.path, median(times));
  }
  return base;
}

async function callsOf(mock: string, requestId: string): Promise<TimedCall[]> {
  const read = async () => (await (await fetch(`${mock}/__calls?requestId=${encodeURIComponent(requestId)}`)).json()) as TimedCall[];
  let logged = await read();
  // A call the page did not wait for may still be running: give it its latency to finish.
  if (logged.some((c) => c.endedAt === undefined)) {
    await new Promise((r) => setTimeout(r, BUDGETS.upstreamLatencyMs + 50));
    logged = await read();
  }
  return logged;
}

/**
 * One route under the configured upstream latency: a first request, then UPSTREAM_RUNS measured
 * ones; the server time of the median one, the longest chain of any. The calls and their chain
 * come from the embedded upstream's log, found by the request id the portal answered with
 * (X-Request-Id) and sent with every call.
 */
async function measureUpstream(own: OwnPortal, route: BenchRoute, cookies: Cookies, baseMs: number): Promise<UpstreamRow> {
  const once = async () => {
    const { response, ms, endedAt } = await visit(own.portal, route, cookies);
    const requestId = response.headers.get("x-request-id");
    if (!requestId) throw new Error(`${route.path} answered without X-Request-Id`);
    return { ms, requestId, endedAt };
  };
  await once();
  const runs: { ms: number; calls: TimedCall[]; waited: TimedCall[] }[] = [];
  for (let i = 0; i < UPSTREAM_RUNS; i++) {
    const { ms, requestId, endedAt } = await once();
    const calls = await callsOf(own.mock, requestId);
    // A call still running when the page had been received (a read marker posted in the
    // background) did not hold the page up: it counts as a call, not in the chain.
    runs.push({ ms, calls, waited: calls.filter((c) => c.endedAt !== undefined && c.endedAt <= endedAt) });
  }
  const middle = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
  const chains = runs.map((r) => longestChain(r.waited));
  const longest = chains.reduce((a, b) => (b.length > a.length ? b : a));
  const calls = Math.max(...runs.map((r) => r.calls.length));
  const allowed = route.chain?.length ?? Math.min(calls, 1);
  return {
    name: route.name,
    path: route.path,
    calls,
    chain: longest.length,
    allowed,
    serverMs: Math.round(middle.ms),
    baseMs: Math.round(baseMs),
    boundMs: Math.round(allowed * BUDGETS.upstreamLatencyMs + baseMs + BUDGETS.upstreamSlackMs),
    steps: longest.steps,
  };
}

async function warm(own: OwnPortal, route: BenchRoute, cookies: Cookies): Promise<void> {
  for (let i = 0; i < BUDGETS.upstreamWarmups; i++) await visit(own.portal, route, cookies);
}

interface Memory {
  requests: number;
  /** RSS (MB) after each thousand requests. */
  rssMB: number[];
  /** V8 heap in use (MB) after each thousand requests, from the portal's metrics. */
  heapMB: number[];
  startMB: number;
  finalMB: number;
  /** Growth over the second half: the last sample less the one at half-way. */
  lateGrowthMB: number;
  /** Answers other than 200, and their statuses. */
  errors: number;
  statuses: Record<number, number>;
}

const MB = 1024 * 1024;

async function heapUsedBytes(): Promise<number> {
  const text = await (await fetch(`http://localhost:${UPSTREAM_METRICS_PORT}/metrics`)).text();
  return Number(/^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1] ?? Number.NaN);
}

/**
 * The portal's resident memory after `BUDGETS.memoryRequests` requests, every signed-in bench route
 * in turn (8 connections, no upstream latency), sampled after each thousand. Public pages are left
 * out: their per-address limits (captcha, survey) would refuse one client's thousands of requests.
 */
async function memoryUnderLoad(own: OwnPortal, cookies: Cookies): Promise<Memory> {
  const { default: autocannon } = await import("autocannon");
  const pid = own.server.pid;
  if (!pid) throw new Error("the portal process has no pid");
  const requests = BENCH_ROUTES.filter((r) => r.auth !== "public").map((r) => ({ method: "GET", path: r.path, headers: { cookie: cookies[r.auth] } }));
  const startMB = rssBytes(pid) / MB;
  const rssMB: number[] = [];
  const heapMB: number[] = [];
  const refused = new Map<number, number>();
  const step = 1_000;
  for (let done = 0; done < BUDGETS.memoryRequests; done += step) {
    const run = autocannon({ url: own.portal, connections: CONNECTIONS, amount: step, requests });
    run.on("response", (_client: unknown, status: number) => {
      if (status !== 200) refused.set(status, (refused.get(status) ?? 0) + 1);
    });
    await run;
    rssMB.push(Number((rssBytes(pid) / MB).toFixed(1)));
    heapMB.push(Number(((await heapUsedBytes()) / MB).toFixed(1)));
  }
  const finalMB = rssMB[rssMB.length - 1];
  const half = rssMB[Math.floor(rssMB.length / 2) - 1];
  const errors = [...refused.values()].reduce((a, b) => a + b, 0);
  return { requests: BUDGETS.memoryRequests, rssMB, heapMB, startMB: Number(startMB.toFixed(1)), finalMB, lateGrowthMB: Number((finalMB - half).toFixed(1)), errors, statuses: Object.fromEntries(refused) };
}

/**
 * The second portal: badge cache off (every page asks for its badges, as in the e2e suite), so a
 * page's calls are all of them. Signs in, sets the upstream latency, measures every route, then
 * the memory run without latency.
 */
async function upstreamPhase(failures: string[]): Promise<{ upstream: UpstreamRow[]; memory: Memory }> {
  for (const url of [`http://localhost:${UPSTREAM_PORT}/readyz`, `http://localhost:${UPSTREAM_MOCK_PORT}/__health`]) {
    if (await fetch(url).then(() => true, () => false)) throw new Error(`${new URL(url).host} is already in use: set BENCH_UPSTREAM_PORT / BENCH_UPSTREAM_MOCK_PORT`);
  }
  log(`Starting a portal without badge cache on :${UPSTREAM_PORT} (upstream :${UPSTREAM_MOCK_PORT})...`);
  const own = await startOwnPortal({ port: UPSTREAM_PORT, mockPort: UPSTREAM_MOCK_PORT, env: { USER_CACHE_TTL_MS: "0", METRICS_PORT: String(UPSTREAM_METRICS_PORT), ...TRUST_LOOPBACK } });
  try {
    const cookies: Cookies = {
      public: "",
      customer: (await signInOverHttp({ portal: own.portal, mock: own.mock, email: "customer@demo.test" })).cookie,
      admin: (await signInOverHttp({ portal: own.portal, mock: own.mock, email: "superadmin@thermax.test", loginPath: "/admin/login" })).cookie,
      staff: (await signInOverHttp({ portal: own.portal, mock: own.mock, email: "staff@thermax.test" })).cookie,
    };
    const setLatency = async (ms: number) => {
      const response = await fetch(`${own.mock}/__latency`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ ms }) });
      if (!response.ok) throw new Error(`could not set the upstream latency (${response.status})`);
    };
    // A portal in service has run each page's code many times: warm each route (no latency) so
    // the figures below are not those of a cold JIT.
    log(`Warming every route (${BUDGETS.upstreamWarmups} requests each)...`);
    for (const route of BENCH_ROUTES) await warm(own, route, cookies);
    log(`Each route's own time without latency (median of ${UPSTREAM_RUNS})...`);
    const base = await baseTimes(own, cookies);
    log(`Upstream calls, chain and server time with ${BUDGETS.upstreamLatencyMs} ms per upstream call (median of ${UPSTREAM_RUNS})...`);
    await setLatency(BUDGETS.upstreamLatencyMs);
    const upstream: UpstreamRow[] = [];
    for (const route of BENCH_ROUTES) upstream.push(await measureUpstream(own, route, cookies, base.get(route.path) ?? 0));
    await setLatency(0);
    for (const row of upstream) {
      if (row.chain > row.allowed) failures.push(`${row.path}: ${row.chain} upstream calls one after another (${row.steps.join(" → ")}), the page allows ${row.allowed}`);
      if (row.serverMs > row.boundMs) {
        failures.push(`${row.path}: server time ${row.serverMs} ms > ${row.boundMs} ms (chain ${row.allowed} × ${BUDGETS.upstreamLatencyMs} ms + the page's own ${row.baseMs} ms + ${BUDGETS.upstreamSlackMs} ms)`);
      }
    }
    log(`Memory: ${BUDGETS.memoryRequests} requests over the bench routes...`);
    const memory = await memoryUnderLoad(own, cookies);
    if (memory.errors > 0) failures.push(`memory run: ${memory.errors} answers other than 200 (${JSON.stringify(memory.statuses)})`);
    if (memory.finalMB > BUDGETS.memoryRssMB) failures.push(`RSS after ${memory.requests} requests ${memory.finalMB} MB > ${BUDGETS.memoryRssMB} MB`);
    if (memory.lateGrowthMB > BUDGETS.memoryLateGrowthMB) failures.push(`RSS grew ${memory.lateGrowthMB} MB over the second half of the memory run > ${BUDGETS.memoryLateGrowthMB} MB`);
    return { upstream, memory };
  } finally {
    own.stop();
  }
}

function table(rows: (string | number)[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r: (string | number)[]) => `| ${r.map((v, c) => String(v).padEnd(widths[c])).join(" | ")} |`;
  return [line(rows[0]), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}

const kb = (n: number) => (n / KB).toFixed(1);

async function main() {
  if (!skipBuild) {
    log("Building...");
    const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("build failed");
  }
  const failures: string[] = [];
  const out: string[] = [];
  const first = upstreamOnly ? null : await firstPhase(failures, out);
  let second: Awaited<ReturnType<typeof upstreamPhase>> | null = null;
  if (!bytesOnly && !throughputOnly) {
    second = await upstreamPhase(failures);
    if (out.length) out.push("");
    out.push(
      table([
        [`upstream (${BUDGETS.upstreamLatencyMs} ms per call)`, "path", "calls", "chain", "allowed", "own ms (no latency)", "server ms", "bound ms"],
        ...second.upstream.map((r) => [r.name, r.path, r.calls, r.chain, r.allowed, r.baseMs, r.serverMs, r.boundMs]),
      ]),
    );
    const m = second.memory;
    out.push("");
    out.push(`Memory: RSS ${m.startMB} MB after sign-in, ${m.finalMB} MB after ${m.requests} requests (bound ${BUDGETS.memoryRssMB} MB; second-half growth ${m.lateGrowthMB} MB, bound ${BUDGETS.memoryLateGrowthMB} MB); RSS per thousand: ${m.rssMB.join(" ")}; heap in use per thousand: ${m.heapMB.join(" ")}`);
  }
  out.push("");
  out.push(failures.length ? `Budgets FAILED:\n${failures.map((f) => `- ${f}`).join("\n")}` : "All budgets met.");
  console.log(out.join("\n"));

  mkdirSync("bench/results", { recursive: true });
  const record = { at: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}`, ...first, upstream: second?.upstream, memory: second?.memory, budgets: BUDGETS, failures };
  const file = bytesOnly ? "bytes-latest.json" : upstreamOnly ? "upstream-latest.json" : throughputOnly ? "throughput-latest.json" : "latest.json";
  writeFileSync(`bench/results/${file}`, `${JSON.stringify(record, null, 2)}\n`);
  if (check && failures.length) process.exit(1);
}

/** The first portal, as `npm start` runs it: bytes, throughput side by side, Lighthouse. */
async function firstPhase(failures: string[], out: string[]) {
  for (const url of [`${PORTAL}/readyz`, `${MOCK}/__health`]) {
    const taken = await fetch(url).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`${new URL(url).host} is already in use: stop that server or set BENCH_PORT / BENCH_MOCK_PORT`);
  }
  log(`Starting the portal on ${PORTAL} and the embedded upstream on ${MOCK}...`);
  const server: ChildProcess = spawn(process.execPath, ["scripts/start.js"], {
    // The harness's survey-link key: the seeded survey link of bench/routes.ts is signed with it.
    env: { ...process.env, PORT: String(PORT), MOCK_PORT: String(MOCK_PORT), SURVEY_LINK_SECRET: testSurveyLinkSecret(), ...TRUST_LOOPBACK },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  try {
    await waitFor(`${PORTAL}/readyz`);
    const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "customer@demo.test" });
    const admin = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "superadmin@thermax.test", loginPath: "/admin/login" });
    const staff = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "staff@thermax.test" });

    const bytes: Bytes[] = [];
    for (const route of BENCH_ROUTES) bytes.push(await measureBytes(route, { public: "", customer: cookie, admin: admin.cookie, staff: staff.cookie }));
    for (const [i, b] of bytes.entries()) {
      const jsBudget = (b.auth === "public" ? BUDGETS.publicJsKB : BUDGETS.signedInJsKB) * KB;
      if (b.jsGzip > jsBudget) failures.push(`${b.path}: JavaScript ${kb(b.jsGzip)} KB gzip > ${kb(jsBudget)} KB`);
      if (BENCH_ROUTES[i].hydrate === false) {
        const plain = b.jsGzip + b.inlineJsGzip;
        if (b.jsGzip > 0) failures.push(`${b.path}: a plain-HTML page loads ${kb(b.jsGzip)} KB gzip of JavaScript bundles`);
        if (plain > BUDGETS.publicPlainJsKB * KB) failures.push(`${b.path}: JavaScript (inline included) ${kb(plain)} KB gzip > ${BUDGETS.publicPlainJsKB} KB`);
      }
      if (b.lite) {
        if (b.lite.jsGzip > BUDGETS.liteJsKB * KB) failures.push(`${b.path}: lite mode loads ${kb(b.lite.jsGzip)} KB gzip of JavaScript bundles (budget ${BUDGETS.liteJsKB})`);
        if (b.lite.inlineJsGzip >= BUDGETS.liteInlineJsKB * KB) failures.push(`${b.path}: lite mode's inline scripts ${kb(b.lite.inlineJsGzip)} KB gzip, at or over ${BUDGETS.liteInlineJsKB} KB`);
      }
      if (b.cssGzip > BUDGETS.cssKB * KB) failures.push(`${b.path}: CSS ${kb(b.cssGzip)} KB gzip > ${BUDGETS.cssKB} KB`);
    }

    const worker = await measureWorker();
    if (worker.scriptGzip > BUDGETS.serviceWorkerKB * KB) failures.push(`/sw.js: ${kb(worker.scriptGzip)} KB gzip > ${BUDGETS.serviceWorkerKB} KB`);
    log("Lighthouse installability (manifest, service worker)...");
    const installable = await installability(INSTALLABILITY_ROUTE, cookie);
    if (installable.score !== 1) failures.push(`${installable.path}: not installable (${installable.verdict})`);

    let speed: Awaited<ReturnType<typeof sideBySide>> | undefined;
    const scores: Scores[] = [];
    if (!bytesOnly) {
      const listRoute = BENCH_ROUTES.find((r) => r.throughput === "list");
      const minimalRoute = BENCH_ROUTES.find((r) => r.throughput === "minimal");
      if (!listRoute || !minimalRoute) throw new Error("bench/routes.ts needs a list and a minimal route");
      log(`Throughput (autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s after a warm-up)...`);
      speed = await sideBySide(listRoute, minimalRoute, cookie);
      const { list } = speed;
      if (list.errors > 0) failures.push(`${list.path}: ${list.errors} errors under load`);
      if (speed.ratio < BUDGETS.throughputRatio) failures.push(`list/minimal throughput ${speed.ratio} < ${BUDGETS.throughputRatio}`);

      log(throughputOnly ? "Lighthouse skipped (--throughput)." : "Lighthouse (mobile preset, median of 3)...");
      for (const route of throughputOnly ? [] : BENCH_ROUTES.filter((r) => r.lighthouse)) scores.push(await lighthouseScores(route, cookie));
      for (const s of scores) {
        if (s.performance < BUDGETS.lighthousePerformance) failures.push(`${s.path}: Lighthouse performance ${s.performance} < ${BUDGETS.lighthousePerformance}`);
        if (s.accessibility < BUDGETS.lighthouseAccessibility) failures.push(`${s.path}: Lighthouse accessibility ${s.accessibility} < ${BUDGETS.lighthouseAccessibility}`);
      }
    }

    const liteCell = (b: Bytes, n: (l: NonNullable<Bytes["lite"]>) => number | string) => (b.lite ? n(b.lite) : "-");
    out.push(
      table([
        ["route", "path", "JS gzip KB", "inline JS gzip KB", "lite JS gzip KB", "lite inline JS gzip KB", "CSS gzip KB", "HTML bytes", "HTML gzip", "lite HTML gzip"],
        ...bytes.map((b) => [b.name, b.path, kb(b.jsGzip), kb(b.inlineJsGzip), liteCell(b, (l) => kb(l.jsGzip)), liteCell(b, (l) => kb(l.inlineJsGzip)), kb(b.cssGzip), b.htmlBytes, b.htmlGzip, liteCell(b, (l) => l.htmlGzip)]),
      ]),
    );
    out.push("");
    out.push(
      table([
        ["service worker (after the page)", "script gzip KB", "budget KB", "precached files", "precache gzip KB"],
        ["/sw.js", kb(worker.scriptGzip), BUDGETS.serviceWorkerKB, worker.precacheFiles, kb(worker.precacheGzip)],
      ]),
    );
    out.push("");
    out.push(table([["Lighthouse installability", "score", "verdict"], [installable.path, installable.score, installable.verdict]]));
    if (speed) {
      out.push("");
      out.push(table([["throughput", "path", "req/s", "p50 ms", "p99 ms", "errors"], ["signed-in list", speed.list.path, speed.list.rps, speed.list.p50, speed.list.p99, speed.list.errors], ["minimal route", speed.minimal.path, speed.minimal.rps, speed.minimal.p50, speed.minimal.p99, speed.minimal.errors], ["ratio list/minimal", "", speed.ratio, "", "", ""]]));
    }
    if (scores.length) {
      out.push("");
      out.push(table([["Lighthouse (mobile, median of 3)", "performance", "accessibility", "runs"], ...scores.map((s) => [s.path, s.performance, s.accessibility, s.runs.map((r) => `${r.performance}/${r.accessibility}`).join(" ")])]));
    }
    return { bytes, worker, installable, speed, scores };
  } finally {
    server.kill("SIGTERM");
    await stopped;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
