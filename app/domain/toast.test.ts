import { describe, expect, it } from "vitest";
import { makeToast, MAX_TOAST_TEXT, TOAST_MS, toastsFrom } from "./toast";

describe("makeToast", () => {
  it("defaults to the spec's 60 seconds and the info tone", () => {
    const toast = makeToast("Saved.");
    expect(toast).toMatchObject({ text: "Saved.", tone: "info", ms: TOAST_MS });
    expect(TOAST_MS).toBe(60_000);
  });

  it("gives every toast its own id, even for the same text", () => {
    expect(makeToast("Saved.").id).not.toBe(makeToast("Saved.").id);
  });

  it("keeps times within bounds and cuts long text", () => {
    expect(makeToast("a", { ms: 5 }).ms).toBe(1_000);
    expect(makeToast("a", { ms: Number.NaN }).ms).toBe(TOAST_MS);
    expect(makeToast("a", { ms: 5_000 }).ms).toBe(5_000);
    expect(makeToast("x".repeat(1_000)).text).toHaveLength(MAX_TOAST_TEXT);
  });
});

describe("toastsFrom", () => {
  it("accepts what makeToast made", () => {
    const toasts = [makeToast("One", { tone: "error" }), makeToast("Two", { ms: 5_000 })];
    expect(toastsFrom(JSON.parse(JSON.stringify(toasts)))).toEqual(toasts);
  });

  it("drops anything malformed", () => {
    expect(toastsFrom(null)).toEqual([]);
    expect(toastsFrom("text")).toEqual([]);
    expect(toastsFrom({ id: "a", text: "b" })).toEqual([]);
    expect(
      toastsFrom([
        null,
        7,
        { id: "a b", text: "bad id" },
        { id: "ok", text: "   " },
        { id: "ok", text: 42 },
        { id: "<script>", text: "bad id" },
      ]),
    ).toEqual([]);
  });

  it("mends what it can: unknown tone to info, wild times to bounds or the default", () => {
    expect(toastsFrom([{ id: "a", text: "Hi", tone: "party", ms: 1e12 }])).toEqual([{ id: "a", text: "Hi", tone: "info", ms: 600_000 }]);
    expect(toastsFrom([{ id: "a", text: "Hi", tone: "error", ms: "5" }])).toEqual([{ id: "a", text: "Hi", tone: "error", ms: TOAST_MS }]);
  });

  it("says the same text once and keeps the newest three", () => {
    const list = ["A", "B", "A", "C", "D"].map((text, i) => ({ id: `id${i}`, text, tone: "info", ms: 5_000 }));
    expect(toastsFrom(list).map((t) => t.text)).toEqual(["B", "C", "D"]);
  });
});
