import { expect, get, signIn, test } from "./fixtures";

/**
 * Pushed notifications across instances (issue 25 §1, docs/decisions/058): each instance that holds
 * a stream of the user listens to the upstream's socket itself, so a notification created upstream
 * reaches the stream on whichever instance it sits, through nginx as it comes (not buffered).
 * A sign-out on one instance ends the user's streams on the other (Redis pub/sub).
 */
/** A test fixture whose logout ends the session at once (no feedback step; MOCK_TEST_FIXTURES). */
const USER = "logout.nojs@demo.test";
const USER_ID = "U-9011";

/** Reads a server-sent events body into `text` as it arrives. */
function reader(response: Response) {
  const state = { text: "", done: false };
  const decoder = new TextDecoder();
  const body = response.body!.getReader();
  void (async () => {
    try {
      for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) state.text += decoder.decode(chunk.value, { stream: true });
    } catch {
      // Cancelled by the test.
    } finally {
      state.done = true;
    }
  })();
  return { state, cancel: () => body.cancel().catch(() => undefined) };
}

const sockets = async (mock: string) => ((await (await fetch(`${mock}/__notifications/sockets`)).json()) as Record<string, number>)[USER_ID] ?? 0;

test("a notification created upstream reaches the stream on instance B within 2 s, and a sign-out ends the streams on both instances", async ({ topology }) => {
  const { cookie } = await signIn(topology, USER);
  // A stream on each instance (asked of each directly), and one through nginx (either instance).
  const openStream = async (base: string) => {
    const response = await get(`${base}/notifications/stream`, cookie, { accept: "text/event-stream" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const stream = reader(response);
    // The first frame arrives at once: through nginx too, which passes the stream unbuffered.
    await expect.poll(() => stream.state.text, { timeout: 2_000 }).toContain("retry: 1000");
    return stream;
  };
  const onA = await openStream(topology.portals[0].url);
  const onB = await openStream(topology.portals[1].url);
  const viaNginx = await openStream(topology.origin);
  const open = [onA, onB, viaNginx];
  // One upstream socket per instance that holds a stream of the user, whatever the number of streams.
  await expect.poll(() => sockets(topology.mock)).toBe(2);

  const created = await fetch(`${topology.mock}/__notifications`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: USER, type: "TICKET", entityId: "TCK-100200" }),
  });
  expect(created.status).toBe(201);
  const { notificationId, pushed } = (await created.json()) as { notificationId: string; pushed: number };
  expect(pushed).toBe(2);
  const started = Date.now();
  await expect.poll(() => onB.state.text, { timeout: 2_000, intervals: [50] }).toMatch(new RegExp(`id: ${notificationId}\nevent: notification\ndata: \\{"unreadCount":\\d+\\}`));
  console.log(`pushed notification reached instance B's stream in ${Date.now() - started} ms`);
  for (const stream of open) await expect.poll(() => stream.state.text, { timeout: 2_000 }).toContain(`id: ${notificationId}`);

  // Logging out (through nginx, on either instance) ends the user's streams on both instances at
  // once: on its own instance directly, on the other through Redis.
  const posted = await fetch(`${topology.origin}/logout`, { method: "POST", headers: { cookie, origin: topology.origin }, redirect: "manual" });
  expect(posted.status).toBe(303);
  for (const stream of open) await expect.poll(() => stream.state.done, { timeout: 2_000 }).toBe(true);
  // The signed-out cookie gets no new stream, and the user's sockets close once their streams are gone.
  const again = await get(`${topology.portals[1].url}/notifications/stream`, cookie);
  // 204: EventSource neither retries nor follows it (a redirect it would follow to /login).
  expect(again.status).toBe(204);
  await expect.poll(() => sockets(topology.mock), { timeout: 10_000 }).toBe(0);
});
