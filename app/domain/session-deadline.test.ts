import { describe, expect, it } from "vitest";
import { afterCheck, localDeadline, parseRemaining, remainingMs, sessionEndsAt, touchInterval } from "./session-deadline";

const limits = { idleMs: 1_800_000, maxAgeMs: 12 * 3_600_000 };

describe("session deadline", () => {
  it("ends at the idle end, or at the absolute end when that comes first", () => {
    expect(sessionEndsAt({ createdAt: 0, lastSeenAt: 1_000 }, limits)).toBe(1_801_000);
    const late = 12 * 3_600_000 - 60_000;
    expect(sessionEndsAt({ createdAt: 0, lastSeenAt: late }, limits)).toBe(12 * 3_600_000);
  });

  it("moves with the requests that write lastSeenAt back: 60 s, or a tenth of a short idle time", () => {
    expect(touchInterval(1_800_000)).toBe(60_000);
    expect(touchInterval(20_000)).toBe(2_000);
    expect(touchInterval(3_000)).toBe(1_000);
    const before = sessionEndsAt({ createdAt: 0, lastSeenAt: 10_000 }, limits);
    const after = sessionEndsAt({ createdAt: 0, lastSeenAt: 10_000 + touchInterval(limits.idleMs) + 1 }, limits);
    expect(after - before).toBe(60_001);
  });

  it("states the time left in whole milliseconds, never negative, and reads it back", () => {
    expect(remainingMs(5_000.4, 1_000)).toBe(4_000);
    expect(remainingMs(1_000, 9_000)).toBe(0);
    expect(parseRemaining("1799000")).toBe(1_799_000);
    expect(parseRemaining(" 42 ")).toBe(42);
    for (const bad of [null, undefined, "", "-5", "1e6", "soon", "1234567890123"]) expect(parseRemaining(bad)).toBeNull();
  });

  it("counts the deadline on the browser's clock from when the answer arrived", () => {
    expect(localDeadline(30_000, 1_000_000)).toBe(1_030_000);
  });

  it("opens the dialog only when the server says the session has ended; waits again when another tab moved it", () => {
    expect(afterCheck(null, 1_000)).toEqual({ kind: "expired" });
    expect(afterCheck(0, 1_000)).toEqual({ kind: "expired" });
    expect(afterCheck(400, 1_000)).toEqual({ kind: "expired" });
    expect(afterCheck(90_000, 1_000)).toEqual({ kind: "wait", until: 91_000 });
  });
});
