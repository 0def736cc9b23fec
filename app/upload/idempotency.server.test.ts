import { describe, expect, it, vi } from "vitest";
import { createMemoryState, createUnavailableState, SharedStateUnavailable, type SharedState } from "~/state/shared-state.server";
import { submitFailure } from "~/forms/dialog.server";
import { createIdempotencyStore, isIdempotencyKey, isSubmitStillRunning, newIdempotencyKey } from "./idempotency.server";

const createMemoryStateOnce = createMemoryState();
/** A store of its own for each test. */
function fresh() {
  const state = createMemoryState();
  return () => state;
}

describe("idempotency store", () => {
  it("runs once per user and key and replays the first result", async () => {
    const store = createIdempotencyStore({ state: fresh() });
    const run = vi.fn(async () => "CAS-040001");
    const first = await store.once("U-1", "key-1", run);
    const second = await store.once("U-1", "key-1", run);
    expect(first).toEqual({ value: "CAS-040001", replayed: false });
    expect(second).toEqual({ value: "CAS-040001", replayed: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("lets a concurrent duplicate wait for the first call", async () => {
    const store = createIdempotencyStore({ state: fresh() });
    let resolve!: (v: string) => void;
    const run = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = store.once("U-1", "k", run);
    const b = store.once("U-1", "k", run);
    await new Promise((r) => setTimeout(r, 5));
    resolve("CAS-1");
    expect((await a).value).toBe("CAS-1");
    expect(await b).toEqual({ value: "CAS-1", replayed: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps users apart", async () => {
    const store = createIdempotencyStore({ state: fresh() });
    await store.once("U-1", "k", async () => 1);
    expect(await store.once("U-2", "k", async () => 2)).toEqual({ value: 2, replayed: false });
  });

  it("forgets a failed call so the user can retry", async () => {
    const store = createIdempotencyStore({ state: fresh() });
    await expect(store.once("U-1", "k", async () => Promise.reject(new Error("500")))).rejects.toThrow("500");
    expect(await store.once("U-1", "k", async () => "ok")).toEqual({ value: "ok", replayed: false });
  });

  it("expires entries after the window", async () => {
    let now = 0;
    const state = createMemoryState(() => now);
    const store = createIdempotencyStore({ windowMs: 600_000, state: () => state });
    await store.once("U-1", "k", async () => "first");
    now = 599_999;
    expect((await store.once("U-1", "k", async () => "second")).value).toBe("first");
    now = 600_001;
    expect((await store.once("U-1", "k", async () => "third")).value).toBe("third");
  });

  it("two stores on one shared state (two instances) make one call; the second waits for the first's result", async () => {
    const state = createMemoryState();
    const instanceA = createIdempotencyStore({ state: () => state });
    const instanceB = createIdempotencyStore({ state: () => state });
    let resolve!: (v: string) => void;
    const run = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = instanceA.once("U-1", "form-key-1", run);
    await new Promise((r) => setTimeout(r, 5));
    const b = instanceB.once("U-1", "form-key-1", run);
    await new Promise((r) => setTimeout(r, 30));
    resolve("CAS-9");
    expect(await a).toEqual({ value: "CAS-9", replayed: false });
    expect(await b).toEqual({ value: "CAS-9", replayed: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("replays a result that is not a string (undefined, objects)", async () => {
    const store = createIdempotencyStore({ state: () => createMemoryStateOnce });
    await store.once("U-1", "k", async () => undefined);
    expect(await store.once("U-1", "k", async () => 1)).toEqual({ value: undefined, replayed: true });
  });

  it("refuses when the shared state is unavailable, without calling the upstream", async () => {
    const down = createUnavailableState();
    const run = vi.fn(async () => "never");
    await expect(createIdempotencyStore({ state: () => down }).once("U-1", "k", run)).rejects.toBeInstanceOf(SharedStateUnavailable);
    expect(run).not.toHaveBeenCalled();
  });

  it("a claim whose instance died expires: the waiting duplicate on another instance makes the call", async () => {
    const state = createMemoryState();
    const dies = createIdempotencyStore({ pendingMs: 50, state: () => state });
    const survives = createIdempotencyStore({ pendingMs: 50, state: () => state });
    // The first instance claims the key and never answers (killed during the upstream call).
    void dies.once("U-1", "k", () => new Promise<string>(() => undefined));
    await new Promise((r) => setTimeout(r, 5));
    const started = Date.now();
    expect(await survives.once("U-1", "k", async () => "CAS-2")).toEqual({ value: "CAS-2", replayed: false });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("a duplicate still waiting after a claim's whole lifetime gets a clear 503, never a 500", async () => {
    const stuck: SharedState = { ...createMemoryState(), get: async () => "pending", claim: async () => false };
    const error = await createIdempotencyStore({ pendingMs: 20, state: () => stuck })
      .once("U-1", "k", async () => "never")
      .catch((e: unknown) => e);
    expect(isSubmitStillRunning(error)).toBe(true);
    expect(submitFailure(error)).toEqual({ status: 503, message: "We cannot send this right now. Please try again in a moment." });
  });

  it("keeps a call's result when the store fails while recording it (the effect happened)", async () => {
    const flaky: SharedState = { ...createMemoryState(), set: () => Promise.reject(new SharedStateUnavailable()) };
    const run = vi.fn(async () => "CAS-3");
    expect(await createIdempotencyStore({ state: () => flaky }).once("U-1", "k", run)).toEqual({ value: "CAS-3", replayed: false });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("a failed call keeps its own error when the store is gone too", async () => {
    const memory = createMemoryState();
    const flaky: SharedState = { ...memory, claim: memory.claim, delete: () => Promise.reject(new SharedStateUnavailable()) };
    await expect(createIdempotencyStore({ state: () => flaky }).once("U-1", "k", async () => Promise.reject(new Error("upstream 500")))).rejects.toThrow("upstream 500");
  });

  it("renders keys it accepts and refuses odd ones", () => {
    expect(isIdempotencyKey(newIdempotencyKey())).toBe(true);
    for (const bad of ["", "short", "x".repeat(65), "has space in it 1234", null, 42]) expect(isIdempotencyKey(bad)).toBe(false);
  });
});
