import { describe, expect, it, vi } from "vitest";
import { BADGE_TTL_MS, cachedBadges, forgetBadges } from "./badges.server";

describe("badge cache", () => {
  it("asks the upstream once per TTL per user and account, and again after forgetBadges", async () => {
    const load = vi.fn(async () => ({ unreadCount: 3, cartCount: 5 }));
    const t0 = 1_000_000;
    await cachedBadges("U-1", "A-1", load, t0);
    await cachedBadges("U-1", "A-1", load, t0 + BADGE_TTL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await cachedBadges("U-1", "A-2", load, t0 + 1);
    expect(load).toHaveBeenCalledTimes(2);
    await cachedBadges("U-1", "A-1", load, t0 + BADGE_TTL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    forgetBadges("U-1");
    await cachedBadges("U-1", "A-1", load, t0 + BADGE_TTL_MS + 1);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not remember a failed load", async () => {
    const failing = vi.fn(async () => ({ unreadCount: null, cartCount: 5 }));
    await cachedBadges("U-2", "A-1", failing, 0);
    await cachedBadges("U-2", "A-1", failing, 1);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
