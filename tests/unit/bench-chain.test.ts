import { describe, expect, it } from "vitest";
import { longestChain } from "../../bench/chain";

const call = (path: string, startedAt: number, endedAt?: number) => ({ method: "GET", path, startedAt, endedAt });

describe("longest chain of upstream calls", () => {
  it("is 0 without calls and 1 for calls that overlap", () => {
    expect(longestChain([])).toEqual({ length: 0, steps: [] });
    expect(longestChain([call("/a", 0, 100), call("/b", 2, 103), call("/c", 5, 104)]).length).toBe(1);
  });

  it("counts calls that each start after the previous answer left, whatever their order in the log", () => {
    const chain = longestChain([call("/lines", 205, 306), call("/cart", 1, 101), call("/order", 0, 102), call("/frequent", 104, 204)]);
    expect(chain).toEqual({ length: 3, steps: ["GET /order", "GET /frequent", "GET /lines"] });
  });

  it("takes the longest path, not the first one found", () => {
    // /b and /c both follow /a; only /c is followed by /d.
    const chain = longestChain([call("/a", 0, 100), call("/b", 101, 400), call("/c", 102, 200), call("/d", 201, 300)]);
    expect(chain.steps).toEqual(["GET /a", "GET /c", "GET /d"]);
  });

  it("treats a call whose answer has not left as still running", () => {
    expect(longestChain([call("/a", 0), call("/b", 150, 250)]).length).toBe(1);
    expect(longestChain([call("/a", 0, 100), call("/b", 150)]).length).toBe(2);
  });
});
