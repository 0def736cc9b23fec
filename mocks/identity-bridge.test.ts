/** The handlers against the real identity helpers (default bridge), not the test stand-in. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setIdentityBridge } from "./handlers/auth-context";
import { BASE } from "./handlers/test-setup";
import { mintAccessToken } from "./identity/verify";
import { server } from "./node";
import { resetStore } from "./store";

beforeAll(() => {
  setIdentityBridge();
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => {
  server.close();
  resetStore();
});

describe("default identity bridge", () => {
  it("accepts tokens minted with the demo key and refuses expired ones", async () => {
    const good = await mintAccessToken({ userId: "U-1003", email: "product@demo.test" });
    const res = await fetch(`${BASE}/userapi/api/um/profile`, { headers: { authorization: `Bearer ${good}` } });
    expect(res.status).toBe(200);
    const expired = await mintAccessToken({ userId: "U-1003", email: "product@demo.test", issuedAt: Math.floor(Date.now() / 1000) - 3600 });
    expect((await fetch(`${BASE}/userapi/api/um/profile`, { headers: { authorization: `Bearer ${expired}` } })).status).toBe(401);
  });
});
