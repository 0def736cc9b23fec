import { describe, expect, it, vi } from "vitest";
import { USER_CACHE_TTL_MS, cachedForUser, forgetUser } from "./user-cache.server";

const good = (v: { n: number | null }) => v.n !== null;

describe("per-user cache", () => {
  it("asks once per TTL per user, account and kind, and again after forgetUser", async () => {
    const load = vi.fn(async () => ({ n: 3 }));
    const t0 = 1_000_000;
    const u = { userId: "U-1", accountId: "A-1" };
    await cachedForUser("badges", u, load, good, t0);
    await cachedForUser("badges", u, load, good, t0 + USER_CACHE_TTL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await cachedForUser("badges", { userId: "U-1", accountId: "A-2" }, load, good, t0 + 1);
    await cachedForUser("tabs", u, load, good, t0 + 1);
    expect(load).toHaveBeenCalledTimes(3);
    await cachedForUser("badges", u, load, good, t0 + USER_CACHE_TTL_MS);
    expect(load).toHaveBeenCalledTimes(4);
    await forgetUser("U-1");
    await cachedForUser("badges", u, load, good, t0 + USER_CACHE_TTL_MS + 1);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it("does not remember a failed load", async () => {
    const failing = vi.fn(async () => ({ n: null }));
    const u = { userId: "U-2", accountId: "A-1" };
    await cachedForUser("badges", u, failing, good, 0);
    await cachedForUser("badges", u, failing, good, 1);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
