import { readFileSync } from "node:fs";
import { execFileSync, spawn } from "node:child_process";
import { setPriority } from "node:os";
import { expect, test } from "@playwright/test";
import { bodyLimitFor } from "../../app/upload/body-limits";
import { signInOverHttp } from "../support/http-session";
import { rssBytes, startOwnPortal } from "../support/own-portal";

/**
 * Issue 8 point 2, measured: 20 concurrent 200 MB posts to routes of every kind (three times)
 * leave the portal's memory within 50 MB of where it started, other users' p99 under twice its
 * idle value, and the portal reading little more than the uploads it admits. The portal runs on
 * ports of its own so its process can be measured; this project runs after the browser projects,
 * alone.
 */
test.describe.configure({ timeout: 240_000 });

const MB = 1024 * 1024;
const STORM_MB = 200;

/** CPU seconds (user + system) the process has used. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Bytes the process has read from files and sockets (rchar: every read, before any buffering). */
function bytesRead(pid: number): number {
  return Number(/rchar:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, "utf8"))?.[1] ?? 0);
}

/**
 * Runs the process (all its threads) on the given CPUs. On a machine with few cores, the portal gets
 * a core of its own and everything else (its upstream, this test, the attacker) shares the other,
 * as in production, where the attacker and the upstream are other machines: the figure is then the
 * portal's own, not the load generator's. Returns the CPUs the process had, to restore them.
 */
function pin(pid: number, cpus: string): string {
  const before = execFileSync("taskset", ["-p", "-c", String(pid)], { encoding: "utf8" })
    .split(":")
    .pop()!
    .trim();
  execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
  return before;
}

interface Post {
  path: string;
  type: string;
  chunked: boolean;
  cookie?: string;
}

/**
 * The attacker, a child process started ahead: `send()` releases its posts and resolves with the
 * status each was answered with.
 */
async function startAttacker(portal: string, posts: Post[]): Promise<{ send(): Promise<Array<number | string>> }> {
  const child = spawn(process.execPath, [
    "tests/load/huge-posts.mjs",
    JSON.stringify({ portal, megabytes: STORM_MB, posts }),
  ]);
  // A real attacker sends from a machine of their own: here the sender shares the portal's few
  // cores, so it runs at the lowest priority and its own CPU does not count against the portal.
  if (child.pid) {
    setPriority(child.pid, 19);
    pin(child.pid, "1");
  }
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", resolve);
  });
  while (!out.startsWith("ready\n")) {
    if (child.exitCode !== null) throw new Error(`huge-posts exited ${child.exitCode} before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    async send() {
      child.stdin.end("go\n");
      const code = await exited;
      if (code !== 0) throw new Error(`huge-posts exited ${code}`);
      return JSON.parse(out.slice("ready\n".length));
    },
  };
}

/** Latencies (ms) of a signed-in page fetched by `workers` users in a loop until `until()` is true. */
async function pageLatencies(portal: string, cookie: string, until: () => boolean, workers = 2): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!until()) {
        const started = performance.now();
        const response = await fetch(`${portal}/account-settings`, { headers: { cookie } });
        await response.text();
        expect(response.status).toBe(200);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

test("20 concurrent 200 MB posts, three times: memory within 50 MB, other users' p99 under twice idle", async () => {
  const own = await startOwnPortal({ port: 3630, mockPort: 4630, env: { USER_CACHE_TTL_MS: "0" } });
  const runnerCpus = pin(process.pid, "1");
  try {
    const pid = own.server.pid!;
    pin(pid, "0");
    pin(own.upstream.pid!, "1");
    const victim = await signInOverHttp({ portal: own.portal, mock: own.mock, email: "customer@demo.test" });
    // A second session of the same customer: may submit complaints and post to their own thread.
    const attacker = await signInOverHttp({ portal: own.portal, mock: own.mock, email: "customer@demo.test" });

    // Warm up. Then, three times: the other user alone for 4 s (idle), and the other user while
    // 20 posts of 200 MB arrive at once (4 s from their start). Idle and storm windows alternate,
    // so a change in the machine's speed (two shared cores) weighs on both figures alike; each
    // figure is the p99 of the requests of its three windows together (a few hundred: one window
    // alone holds too few for a steady p99).
    const STORMS = 3;
    const WINDOW_MS = 4_000;
    const stopAt = Date.now() + 3_000;
    await pageLatencies(own.portal, victim.cookie, () => Date.now() > stopAt);

    const form = "application/x-www-form-urlencoded";
    const multipart = "multipart/form-data; boundary=----storm";
    const kinds: Post[] = [
      { path: "/preferences/menu", type: form, chunked: false },
      { path: "/preferences/menu", type: form, chunked: true },
      { path: "/account-settings", type: form, chunked: true },
      { path: "/account-settings", type: form, chunked: true, cookie: attacker.cookie },
      { path: "/account-settings", type: form, chunked: false, cookie: attacker.cookie },
      { path: "/notifications", type: form, chunked: true, cookie: attacker.cookie },
      { path: "/complaints/new", type: multipart, chunked: true, cookie: attacker.cookie },
      { path: "/complaints/new", type: multipart, chunked: false, cookie: attacker.cookie },
      { path: "/dashboard/tickets/TCK-100203/messages", type: multipart, chunked: true, cookie: attacker.cookie },
      { path: "/login", type: form, chunked: true },
    ];
    const idle: number[] = [];
    const during: number[] = [];
    const statuses: Array<number | string> = [];
    const grew: number[] = [];
    const cpu: number[] = [];
    const readMB: number[] = [];
    for (let round = 0; round < STORMS; round++) {
      const storm = await startAttacker(
        own.portal,
        Array.from({ length: 20 }, (_, i) => kinds[i % kinds.length]),
      );
      // The last storm's connections linger up to 2 s after their answers: let them go first.
      const settled = Date.now() + 2_000;
      await pageLatencies(own.portal, victim.cookie, () => Date.now() > settled);
      const idleEnd = Date.now() + WINDOW_MS;
      idle.push(...(await pageLatencies(own.portal, victim.cookie, () => Date.now() > idleEnd)));

      const before = rssBytes(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
      const cpuBefore = cpuSeconds(pid);
      const readBefore = bytesRead(pid);
      // The posts are answered within the window; refused connections linger up to 2 s.
      const stormEnd = Date.now() + WINDOW_MS;
      const answered = storm.send();
      during.push(...(await pageLatencies(own.portal, victim.cookie, () => Date.now() > stormEnd)));
      statuses.push(...(await answered));
      cpu.push(cpuSeconds(pid) - cpuBefore);
      readMB.push((bytesRead(pid) - readBefore) / MB);
      clearInterval(sampler);
      grew.push((Math.max(peak, rssBytes(pid)) - before) / MB);
    }

    const idleP99 = p99(idle);
    const stormP99 = p99(during);
    const grewMB = Math.max(...grew);
    console.log(
      `body limits: RSS growth per storm ${grew.map((g) => `+${g.toFixed(1)}`).join(", ")} MB; ` +
        `p99 idle ${idleP99.toFixed(1)} ms (${idle.length} requests), during ${stormP99.toFixed(1)} ms (${during.length} requests); ` +
        `${STORMS} storms of 20 posts of ${STORM_MB} MB answered ${[...new Set(statuses)].join(", ")}; ` +
        `portal CPU ${cpu.map((c) => c.toFixed(2)).join(", ")} s in each 4 s window; ` +
        `read ${readMB.map((r) => r.toFixed(1)).join(", ")} MB in each`,
    );
    // Every post was answered (refused), none hung or was reset before its answer.
    for (const status of statuses) expect([302, 303, 403, 404, 413, 415, 429]).toContain(status);
    expect(grewMB).toBeLessThan(50);
    // What the portal read of the 4,000 MB sent in each storm: the two uploads it admits (one
    // session may send two at once) up to their limit, and of every other post at most half a
    // megabyte (the first chunk on the socket). Reading and throwing away what a refused client
    // has queued costs the CPU other users wait for: 3.7 MB a post before (decision 015).
    const uploadLimitMB = Math.max(...kinds.map((kind) => bodyLimitFor(kind.path).multipartBytes)) / MB;
    expect(Math.max(...readMB)).toBeLessThan(2 * uploadLimitMB + 20 * 0.5);
    expect(during.length).toBeGreaterThan(5);
    // Issue 8's figure: other users' p99 under twice its idle value. Measured on two shared cores
    // since refused bodies stopped being drained (decision 015): 0.99 to 1.39 times over 12 runs,
    // and 1.26 and 1.39 with a busy loop sharing the portal's core all along.
    expect(stormP99).toBeLessThan(2 * idleP99);
  } finally {
    pin(process.pid, runnerCpus);
    own.stop();
  }
});
