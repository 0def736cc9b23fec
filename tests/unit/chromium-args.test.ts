import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH, OMNIBOX_POPUP_FEATURES, SPARE_RENDERER_FEATURES } from "../support/chromium";

/** The `--disable-features` values of a process's command line, in order. */
function disabledFeatureLists(pid: number): string[][] {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8")
    .split("\0")
    .filter((arg) => arg.startsWith("--disable-features="))
    .map((arg) => arg.slice("--disable-features=".length).split(","));
}

describe("the suites' Chromium arguments (tests/support/chromium.ts)", () => {
  it("keep every feature Playwright disables, since Chromium reads only the last list, and add the omnibox popup's", async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const pid = server.process().pid!;
      const lists = disabledFeatureLists(pid);
      expect(lists.length).toBe(2);
      const [playwrights, ours] = lists;
      expect(playwrights.filter((name) => !ours.includes(name))).toEqual([]);
      expect(ours).toEqual(expect.arrayContaining([...OMNIBOX_POPUP_FEATURES, ...SPARE_RENDERER_FEATURES]));
      // The last list is the one Chromium reads.
      expect(lists.at(-1)).toBe(ours);
    } finally {
      await server.close();
    }
  });
});
