import { spawn, type ChildProcess } from "node:child_process";
import { signInOverHttp } from "../support/http-session";
import { expect, test } from "./fixtures";

/**
 * SIGTERM under load: readiness fails at once, every in-flight request completes, and the process
 * exits well within 30 s. Runs its own portal and upstream (ports per project) so it can signal
 * the portal process alone.
 */
test.describe.configure({ timeout: 90_000 });

async function waitFor(url: string) {
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

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("SIGTERM during 50 requests: readiness fails at once, all complete, exit within 30 s", async ({ request: _request }, info) => {
  const offset = info.project.name === "js" ? 0 : 1;
  const port = 3610 + offset;
  const mockPort = 4610 + offset;
  const portal = `http://localhost:${port}`;
  const mock = `http://localhost:${mockPort}`;
  const upstream = spawn(process.execPath, ["--import", "tsx", "mocks/main.ts"], {
    env: { ...process.env, MOCK_PORT: String(mockPort), PORTAL_ORIGINS: portal, NODE_ENV: "development" },
    stdio: "ignore",
  });
  const server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PORTAL_ORIGIN: portal,
      SESSION_SECRET: "shutdown-test-secret-0123456789",
      UPSTREAM_URL: `${mock}/api`,
      IDENTITY_ISSUER: `${mock}/identity`,
      IDENTITY_CLIENT_ID: "customer-portal",
      IDENTITY_CLIENT_SECRET: "demo-portal-secret",
      UPSTREAM_TIMEOUT_MS: "2500",
      SHUTDOWN_DELAY_MS: "1000",
    },
    stdio: "ignore",
  });
  try {
    await waitFor(`${mock}/__health`);
    await waitFor(`${portal}/readyz`);
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
    server.kill("SIGKILL");
    upstream.kill("SIGTERM");
  }
});
