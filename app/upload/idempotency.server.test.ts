import { describe, expect, it, vi } from "vitest";
import { createIdempotencyStore, isIdempotencyKey, newIdempotencyKey } from "./idempotency.server";

describe("idempotency store", () => {
  it("runs once per user and key and replays the first result", async () => {
    const store = createIdempotencyStore();
    const run = vi.fn(async () => "CAS-040001");
    const first = await store.once("U-1", "key-1", run);
    const second = await store.once("U-1", "key-1", run);
    expect(first).toEqual({ value: "CAS-040001", replayed: false });
    expect(second).toEqual({ value: "CAS-040001", replayed: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("lets a concurrent duplicate wait for the first call", async () => {
    const store = createIdempotencyStore();
    let resolve!: (v: string) => void;
    const run = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = store.once("U-1", "k", run);
    const b = store.once("U-1", "k", run);
    resolve("CAS-1");
    expect((await a).value).toBe("CAS-1");
    expect(await b).toEqual({ value: "CAS-1", replayed: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps users apart", async () => {
    const store = createIdempotencyStore();
    await store.once("U-1", "k", async () => 1);
    expect(await store.once("U-2", "k", async () => 2)).toEqual({ value: 2, replayed: false });
  });

  it("forgets a failed call so the user can retry", async () => {
    const store = createIdempotencyStore();
    await expect(store.once("U-1", "k", async () => Promise.reject(new Error("500")))).rejects.toThrow("500");
    expect(await store.once("U-1", "k", async () => "ok")).toEqual({ value: "ok", replayed: false });
  });

  it("expires entries after the window", async () => {
    let now = 0;
    const store = createIdempotencyStore({ windowMs: 600_000, now: () => now });
    await store.once("U-1", "k", async () => "first");
    now = 599_999;
    expect((await store.once("U-1", "k", async () => "second")).value).toBe("first");
    now = 600_001;
    expect((await store.once("U-1", "k", async () => "third")).value).toBe("third");
  });

  it("stays bounded", async () => {
    const store = createIdempotencyStore({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await store.once("U-1", `k${i}`, async () => i);
    expect(store.size()).toBeLessThanOrEqual(3);
    // The newest are kept.
    expect((await store.once("U-1", "k9", async () => -1)).replayed).toBe(true);
  });

  it("renders keys it accepts and refuses odd ones", () => {
    expect(isIdempotencyKey(newIdempotencyKey())).toBe(true);
    for (const bad of ["", "short", "x".repeat(65), "has space in it 1234", null, 42]) expect(isIdempotencyKey(bad)).toBe(false);
  });
});
