import { describe, expect, it } from "vitest";
import { DEFAULT_PORTAL_HEAP_MB, portalNodeArgs } from "../../scripts/portal-node-args.js";

describe("portalNodeArgs (docs/decisions/046)", () => {
  it("limits the old space to 512 MB unless PORTAL_HEAP_MB says otherwise", () => {
    expect(DEFAULT_PORTAL_HEAP_MB).toBe(512);
    expect(portalNodeArgs({})).toEqual(["--max-old-space-size=512"]);
    expect(portalNodeArgs({ PORTAL_HEAP_MB: " " })).toEqual(["--max-old-space-size=512"]);
    expect(portalNodeArgs({ PORTAL_HEAP_MB: "1024" })).toEqual(["--max-old-space-size=1024"]);
  });

  it("refuses a limit that is not a whole number of at least 64 MB", () => {
    for (const bad of ["12", "0", "-5", "1.5", "lots"]) expect(() => portalNodeArgs({ PORTAL_HEAP_MB: bad })).toThrow(/PORTAL_HEAP_MB/);
  });
});
