/**
 * `npm run bench`: builds, starts the portal against the embedded upstream, signs in, and prints
 * per-route first-visit bytes, server throughput side by side, and Lighthouse scores; saves JSON
 * under bench/results/. `--bytes` measures bytes only (CI); `--check` exits 1 past a budget.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { gzipSync } from "node:zlib";
import { BENCH_ROUTES, BUDGETS, type BenchRoute } from "../bench/routes";
import { signInOverHttp } from "../tests/support/http-session";

const args = new Set(process.argv.slice(2));
const bytesOnly = args.has("--bytes");
const check = args.has("--check");
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4500);
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
}

const gz = (buf: Buffer) => gzipSync(buf).length;

/**
 * The bytes a browser that accepts gzip receives for a file: the body as sent, still encoded (the
 * build's Zopfli copy for scripts and styles, docs/decisions/044). A file sent unencoded counts
 * as sent.
 */
function servedGzipBytes(href: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(new URL(href, PORTAL), { headers: { "accept-encoding": "gzip" } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${href} answered ${response.statusCode}`));
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

async function measureBytes(route: BenchRoute, cookies: Record<BenchRoute["auth"], string>): Promise<Bytes> {
  const headers = route.auth === "public" ? undefined : { cookie: cookies[route.auth] };
  const response = await fetch(`${PORTAL}${route.path}`, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
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
const ROUNDS = 2;

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

function table(rows: (string | number)[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r: (string | number)[]) => `| ${r.map((v, c) => String(v).padEnd(widths[c])).join(" | ")} |`;
  return [line(rows[0]), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}

const kb = (n: number) => (n / KB).toFixed(1);

async function main() {
  log("Building...");
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("build failed");

  for (const url of [`${PORTAL}/readyz`, `${MOCK}/__health`]) {
    const taken = await fetch(url).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`${new URL(url).host} is already in use: stop that server or set BENCH_PORT / BENCH_MOCK_PORT`);
  }
  log(`Starting the portal on ${PORTAL} and the embedded upstream on ${MOCK}...`);
  const server: ChildProcess = spawn(process.execPath, ["scripts/start.js"], {
    env: { ...process.env, PORT: String(PORT), MOCK_PORT: String(MOCK_PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const failures: string[] = [];
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
      if (b.cssGzip > BUDGETS.cssKB * KB) failures.push(`${b.path}: CSS ${kb(b.cssGzip)} KB gzip > ${BUDGETS.cssKB} KB`);
    }

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

      log("Lighthouse (mobile preset, median of 3)...");
      for (const route of BENCH_ROUTES.filter((r) => r.lighthouse)) scores.push(await lighthouseScores(route, cookie));
      for (const s of scores) {
        if (s.performance < BUDGETS.lighthousePerformance) failures.push(`${s.path}: Lighthouse performance ${s.performance} < ${BUDGETS.lighthousePerformance}`);
        if (s.accessibility < BUDGETS.lighthouseAccessibility) failures.push(`${s.path}: Lighthouse accessibility ${s.accessibility} < ${BUDGETS.lighthouseAccessibility}`);
      }
    }

    const out: string[] = [];
    out.push(table([["route", "path", "JS gzip KB", "inline JS gzip KB", "CSS gzip KB", "HTML bytes", "HTML gzip"], ...bytes.map((b) => [b.name, b.path, kb(b.jsGzip), kb(b.inlineJsGzip), kb(b.cssGzip), b.htmlBytes, b.htmlGzip])]));
    if (speed) {
      out.push("");
      out.push(table([["throughput", "path", "req/s", "p50 ms", "p99 ms", "errors"], ["signed-in list", speed.list.path, speed.list.rps, speed.list.p50, speed.list.p99, speed.list.errors], ["minimal route", speed.minimal.path, speed.minimal.rps, speed.minimal.p50, speed.minimal.p99, speed.minimal.errors], ["ratio list/minimal", "", speed.ratio, "", "", ""]]));
    }
    if (scores.length) {
      out.push("");
      out.push(table([["Lighthouse (mobile, median of 3)", "performance", "accessibility", "runs"], ...scores.map((s) => [s.path, s.performance, s.accessibility, s.runs.map((r) => `${r.performance}/${r.accessibility}`).join(" ")])]));
    }
    out.push("");
    out.push(failures.length ? `Budgets FAILED:\n${failures.map((f) => `- ${f}`).join("\n")}` : "All budgets met.");
    console.log(out.join("\n"));

    mkdirSync("bench/results", { recursive: true });
    const record = { at: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}`, bytes, speed, scores, budgets: BUDGETS, failures };
    writeFileSync(bytesOnly ? "bench/results/bytes-latest.json" : "bench/results/latest.json", `${JSON.stringify(record, null, 2)}\n`);
  } finally {
    server.kill("SIGTERM");
  }
  if (check && failures.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
