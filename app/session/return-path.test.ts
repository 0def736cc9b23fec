import { describe, expect, it } from "vitest";
import { pagePathOf, safeReturnPath, shouldRememberPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps same-site relative paths with their query", () => {
    expect(safeReturnPath("/dashboard/tickets?page=2&status=Open")).toBe("/dashboard/tickets?page=2&status=Open");
    expect(safeReturnPath("/asset/42#documents")).toBe("/asset/42#documents");
  });

  it.each([
    ["//evil.example"],
    ["https://evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["evil.example/path"],
    ["/\t/evil.example"],
    [""],
    [null],
  ])("refuses %s", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe("shouldRememberPath", () => {
  const normal = { manualLogout: false, adminTemp: false };

  it("remembers an ordinary protected path", () => {
    expect(shouldRememberPath("/notifications?show=20", normal)).toBe(true);
  });

  it("never remembers '/', admin paths, paths after a manual logout or of admin-temporary sessions", () => {
    expect(shouldRememberPath("/", normal)).toBe(false);
    expect(shouldRememberPath("/?x=1", normal)).toBe(false);
    expect(shouldRememberPath("/admin/companylist", normal)).toBe(false);
    expect(shouldRememberPath("/reports?view=admin", normal)).toBe(false);
    expect(shouldRememberPath("/notifications", { manualLogout: true, adminTemp: false })).toBe(false);
    expect(shouldRememberPath("/notifications", { manualLogout: false, adminTemp: true })).toBe(false);
    expect(shouldRememberPath("//evil.example", normal)).toBe(false);
  });
});

describe("pagePathOf", () => {
  it("drops Remix's internal markers", () => {
    expect(pagePathOf("http://x/notifications.data?show=20")).toBe("/notifications?show=20");
    expect(pagePathOf("http://x/_root.data")).toBe("/");
    expect(pagePathOf("http://x/?index")).toBe("/");
    expect(pagePathOf("http://x/account-settings?_data=routes%2F_app")).toBe("/account-settings");
  });
});
