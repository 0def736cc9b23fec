import { describe, expect, it, vi } from "vitest";
import { decodeSignOut, encodeSignOut, onSignOut, publishSignOut } from "./sign-out-bus.server";

describe("the sign-out bus", () => {
  it("carries the user and the time in one message, and refuses anything else", () => {
    expect(decodeSignOut(encodeSignOut("U-1001", 1_764_000_000_000))).toEqual({ userId: "U-1001", at: 1_764_000_000_000 });
    expect(decodeSignOut("soon U-1")).toBeNull();
    expect(decodeSignOut("12 U 1")).toBeNull();
  });

  it("reaches this instance's listeners at once (no Redis)", async () => {
    const heard = vi.fn();
    const stop = onSignOut(heard);
    await publishSignOut("U-1", 42);
    stop();
    await publishSignOut("U-1", 43);
    expect(heard.mock.calls).toEqual([["U-1", 42]]);
  });
});
