import { describe, expect, it } from "vitest";
import { replacedPath } from "./legacy-paths";

describe("paths of the older layout", () => {
  it("send /home, /assets, /asset and the knowledge store to the pages that replaced them", () => {
    expect(replacedPath("/home")).toBe("/");
    expect(replacedPath("/assets")).toBe("/dashboard/assets");
    expect(replacedPath("/asset")).toBe("/dashboard/assets");
    expect(replacedPath("/knowledge-store")).toBe("/knowledge-hub");
  });
  it("match as routes do: any case, a trailing slash, and below the old lists", () => {
    expect(replacedPath("/HOME/")).toBe("/");
    expect(replacedPath("/Assets/AST-0001")).toBe("/dashboard/assets");
    expect(replacedPath("/knowledge-store/brochures")).toBe("/knowledge-hub");
  });
  it("keep the query", () => {
    expect(replacedPath("/assets", "?page=2")).toBe("/dashboard/assets?page=2");
    expect(replacedPath("/home", "?utm_source=mail")).toBe("/?utm_source=mail");
    expect(replacedPath("/home", "?")).toBe("/");
  });
  it("leave every other path alone", () => {
    for (const path of ["/", "/asset/AST-0001", "/homes", "/home/x", "/assetsx", "/dashboard/assets", "/knowledge-hub", "/offer", "/book"]) {
      expect(replacedPath(path), path).toBeNull();
    }
  });
});
