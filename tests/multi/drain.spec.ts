import { readFile } from "node:fs/promises";
import { countByInstance, expect, get, servedBy, signIn, test } from "./fixtures";

/**
 * One instance sent SIGTERM under a steady stream of page requests through nginx loses none of
 * them (docs/decisions/037): the instance finishes what it has, stops taking connections after
 * SHUTDOWN_DELAY_MS, and nginx sends a GET whose connection was refused or closed to the other
 * instance. The fixture starts the instance again for the next test.
 */
const PAGE = "/notifications";
const CLIENTS = 4;

test("SIGTERM to one instance under load loses 0 requests through nginx", async ({ topology }) => {
  test.setTimeout(120_000);
  const { cookie } = await signIn(topology, "customer@demo.test");
  const results: { status: number; requestId: string; at: number }[] = [];
  const failures: string[] = [];
  let running = true;

  const client = async () => {
    while (running) {
      try {
        const response = await get(`${topology.origin}${PAGE}`, cookie);
        await response.text();
        results.push({ status: response.status, requestId: response.headers.get("x-request-id") ?? "", at: Date.now() });
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const load = Array.from({ length: CLIENTS }, client);
  /** Waits until `enough` holds (counted, not timed: the shared machine may be slow). */
  const until = async (enough: () => boolean, atLeastMs: number) => {
    const started = Date.now();
    while (!enough() || Date.now() - started < atLeastMs) {
      if (Date.now() - started > 30_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  // Both instances under the stream, then the signal while requests are in flight.
  await until(() => results.length >= 8, 1_000);
  const signalledAt = Date.now();
  const exitCode = await topology.stopPortal(0, "SIGTERM");
  const exitedAt = Date.now();
  // Keep the stream going after the instance has gone.
  await until(() => results.filter((r) => r.at > exitedAt + 100).length >= 8, 1_000);
  running = false;
  await Promise.all(load);

  const statuses = new Map<number, number>();
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const served = await servedBy(topology, results.map((r) => r.requestId));
  const byInstance = countByInstance(served);
  const nginxLines = (await readFile(topology.nginxLog(), "utf8")).split("\n");
  const failedOver = nginxLines.filter((l) => results.some((r) => l.includes(`request_id=${r.requestId}`)) && /upstream=\S+, /.test(l)).length;
  console.log(
    `SIGTERM under load: ${results.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${failures.length} failed, ` +
      `served ${JSON.stringify(byInstance)}, ${failedOver} sent on to the other instance by nginx, instance exited ${exitedAt - signalledAt} ms after the signal (code ${exitCode})`,
  );

  expect(failures).toEqual([]);
  expect(results.filter((r) => r.status !== 200)).toEqual([]);
  expect(exitCode).toBe(0);
  // The stopped instance served its share until the signal, and the other one everything after.
  expect(byInstance["portal-1"]).toBeGreaterThan(0);
  const afterExit = results.filter((r) => r.at > exitedAt + 100);
  expect(afterExit.length).toBeGreaterThanOrEqual(8);
  expect(afterExit.every((r) => served.get(r.requestId) === "portal-2")).toBe(true);
});
