/**
 * `npm run bench:streams`: the memory of 1,000 open notification streams on one portal instance
 * (issue 25 §1, docs/decisions/058). Starts a built portal and its embedded upstream on ports of
 * its own (STREAMS_PORT, default 3300; STREAMS_MOCK_PORT, default 4410; metrics on
 * STREAMS_METRICS_PORT, default 3315), signs one customer in, opens STREAMS (default 1000)
 * server-sent event streams with that cookie, pushes one notification and times its arrival on
 * every stream, and prints the portal's resident set and V8 heap before, with the streams open,
 * and after they closed. Needs a build (`npm run build`).
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { signInOverHttp } from "../tests/support/http-session";
import { startOwnPortal } from "../tests/support/own-portal";

const PORT = Number(process.env.STREAMS_PORT ?? 3300);
const MOCK_PORT = Number(process.env.STREAMS_MOCK_PORT ?? 4410);
const METRICS_PORT = Number(process.env.STREAMS_METRICS_PORT ?? 3315);
const COUNT = Number(process.env.STREAMS ?? 1000);
const EMAIL = "customer@demo.test";
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The portal's resident set (from /proc) and V8 heap in use (its metrics). */
async function memory(pid: number) {
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const heap = Number(/^nodejs_heap_size_used_bytes\s+(\d+(?:\.\d+)?)/m.exec(text)?.[1] ?? 0);
  return { rss, heap };
}

/** After a full garbage collection in the portal (scripts/gc-on-signal.cjs) and a moment to settle. */
async function settled(pid: number) {
  await sleep(1_000);
  process.kill(pid, "SIGUSR2");
  await sleep(1_500);
  return memory(pid);
}

interface Open {
  request: http.ClientRequest;
  text: string;
}

function openStream(cookie: string): Promise<Open> {
  return new Promise((resolve, reject) => {
    const open: Open = { request: null as unknown as http.ClientRequest, text: "" };
    open.request = http.get({ host: "127.0.0.1", port: PORT, path: "/notifications/stream", headers: { cookie, accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        open.text += chunk;
        if (open.text.includes("retry:")) resolve(open);
      });
      res.on("error", () => undefined);
    });
    open.request.on("error", reject);
  });
}

const fmt = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main() {
  const gcHook = path.resolve(import.meta.dirname, "gc-on-signal.cjs");
  const own = await startOwnPortal({
    port: PORT,
    mockPort: MOCK_PORT,
    env: { METRICS_PORT: String(METRICS_PORT), LOG_LEVEL: "warn", NODE_OPTIONS: `--expose-gc --require ${gcHook}` },
  });
  try {
    const pid = own.server.pid!;
    const { cookie } = await signInOverHttp({ portal: own.portal, mock: own.mock, email: EMAIL });
    // Warm up: the route's code loaded, one stream opened and closed.
    const warm = await openStream(cookie);
    warm.request.destroy();
    const before = await settled(pid);

    const streams: Open[] = [];
    for (let i = 0; i < COUNT; i += 50) {
      streams.push(...(await Promise.all(Array.from({ length: Math.min(50, COUNT - i) }, () => openStream(cookie)))));
    }
    const sockets = ((await (await fetch(`${own.mock}/__notifications/sockets`)).json()) as Record<string, number>)["U-1001"];
    const open = await settled(pid);

    const started = Date.now();
    const created = (await (await fetch(`${own.mock}/__notifications`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: EMAIL }) })).json()) as { notificationId: string };
    while (Date.now() - started < 10_000 && !streams.every((s) => s.text.includes(created.notificationId))) await sleep(10);
    const reached = streams.filter((s) => s.text.includes(created.notificationId)).length;
    const fanOutMs = Date.now() - started;

    for (const s of streams) s.request.destroy();
    // Every stream left the hub: the user's upstream socket closes after its linger (5 s).
    const until = Date.now() + 15_000;
    let left = sockets;
    while (left && Date.now() < until) {
      await sleep(250);
      left = ((await (await fetch(`${own.mock}/__notifications/sockets`)).json()) as Record<string, number>)["U-1001"] ?? 0;
    }
    const after = await settled(pid);

    const perStream = (open.rss - before.rss) / COUNT;
    const perStreamHeap = (open.heap - before.heap) / COUNT;
    console.log(`\n${COUNT} open notification streams of one signed-in user on one instance (upstream sockets held: ${sockets})`);
    console.log(`| | RSS | V8 heap used |`);
    console.log(`|---|---|---|`);
    console.log(`| before | ${fmt(before.rss)} | ${fmt(before.heap)} |`);
    console.log(`| ${COUNT} streams open | ${fmt(open.rss)} | ${fmt(open.heap)} |`);
    console.log(`| after they closed | ${fmt(after.rss)} | ${fmt(after.heap)} |`);
    console.log(`| per open stream | ${(perStream / 1024).toFixed(1)} KB | ${(perStreamHeap / 1024).toFixed(1)} KB |`);
    console.log(`One pushed notification reached ${reached}/${COUNT} streams in ${fanOutMs} ms; upstream sockets after they closed: ${left}.`);
  } finally {
    own.stop();
  }
}

await main();
