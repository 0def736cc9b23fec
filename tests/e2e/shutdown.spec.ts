import type { ChildProcess } from "node:child_process";
import { signInOverHttp } from "../support/http-session";
import { startOwnPortal } from "../support/own-portal";
import { MOCK_PORT, PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * SIGTERM under load: readiness fails at once, every in-flight request completes, and the process
 * exits well within 30 s. Runs its own portal and upstream (ports per project) so it can signal
 * the portal process alone.
 */
test.describe.configure({ timeout: 90_000 });

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("SIGTERM during 50 requests: readiness fails at once, all complete, exit within 30 s", async ({ request: _request }, info) => {
  const offset = info.project.name === "js" ? 0 : 1;
  const port = PORT + 40 + offset;
  const mockPort = MOCK_PORT + 40 + offset;
  const { portal, mock, server, stop } = await startOwnPortal({
    port,
    mockPort,
    env: { UPSTREAM_TIMEOUT_MS: "2500", SHUTDOWN_DELAY_MS: "1000" },
  });
  try {
    const { cookie } = await signInOverHttp({ portal, mock, email: "customer@demo.test" });
    // Each page waits ~2.5 s on a hanging upstream call, so all 50 are in flight at the signal.
    await fetch(`${mock}/__faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ call: "GET /notificationapi/notifications/all", mode: "hang", times: 200, userId: "U-1001" }),
    });
    const inFlight = Array.from({ length: 50 }, () =>
      fetch(`${portal}/notifications`, { headers: { cookie } }).then(async (r) => ({ status: r.status, html: await r.text() })),
    );
    await new Promise((r) => setTimeout(r, 400));
    const signalledAt = Date.now();
    const exit = exited(server);
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 50));
    expect((await fetch(`${portal}/readyz`)).status).toBe(503);

    const results = await Promise.all(inFlight);
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    for (const r of results) expect(r.html.includes("We could not load your notifications right now.")).toBe(true);

    expect(await exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(30_000);
  } finally {
    stop();
  }
});
