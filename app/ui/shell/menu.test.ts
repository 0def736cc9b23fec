import { describe, expect, it } from "vitest";
import { isExternalHref, isMenuEntryActive } from "./menu";

describe("isMenuEntryActive", () => {
  it("highlights Home on /, /home and anything under /dashboard/", () => {
    for (const p of ["/", "/home", "/dashboard", "/dashboard/assets", "/dashboard/tickets/"]) {
      expect(isMenuEntryActive("/", p)).toBe(true);
    }
    expect(isMenuEntryActive("/", "/my-team")).toBe(false);
  });
  it("matches other entries on their path and below", () => {
    expect(isMenuEntryActive("/my-team", "/my-team")).toBe(true);
    expect(isMenuEntryActive("/knowledge-hub", "/knowledge-hub/videos")).toBe(true);
    expect(isMenuEntryActive("/resin", "/resins")).toBe(false);
    expect(isMenuEntryActive("https://live.example", "/")).toBe(false);
  });
});

describe("isExternalHref", () => {
  it("is true for http(s) only", () => {
    expect(isExternalHref("https://x.test")).toBe(true);
    expect(isExternalHref("HTTP://x.test")).toBe(true);
    expect(isExternalHref("/edgelive-benefits/error")).toBe(false);
  });
});
