import { describe, expect, it } from "vitest";
import { pagePathOf, refererPath, returnPathOr, safeReturnPath, shouldRememberPath } from "./return-path";
import { REDIRECT_TRICKS } from "../../tests/support/redirect-tricks";

describe("safeReturnPath", () => {
  it("keeps same-site relative paths with their query and fragment", () => {
    expect(safeReturnPath("/dashboard/tickets?page=2&status=Open")).toBe("/dashboard/tickets?page=2&status=Open");
    expect(safeReturnPath("/asset/42#documents")).toBe("/asset/42#documents");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("normalises harmless dot segments and encodes what a header cannot carry", () => {
    expect(safeReturnPath("/a/../dashboard/tickets")).toBe("/dashboard/tickets");
    expect(safeReturnPath("/./notifications")).toBe("/notifications");
    expect(safeReturnPath("/asset/\u00fc?q=\u092a")).toBe("/asset/%C3%BC?q=%E0%A4%AA");
    expect(safeReturnPath("/asset/x?q=%E0%A4%A")).toBe("/asset/x?q=%E0%A4%A");
  });

  it.each(REDIRECT_TRICKS)("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("every accepted value is a single-slash ASCII path", () => {
    const samples = ["/x", "/a/b?c=d#e", "/\u00e9", "/%2e%2e/x", "/a/%2e%2e/b", "/x?next=//evil.example"];
    for (const sample of samples) {
      const path = safeReturnPath(sample);
      expect(path, sample).not.toBeNull();
      expect(path!).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
    }
  });

  it("refuses non-strings and values over 2048 characters", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath(["/x"])).toBeNull();
    expect(safeReturnPath(`/${"a".repeat(2048)}`)).toBeNull();
  });

  it("returnPathOr falls back", () => {
    expect(returnPathOr("/.//evil.example", "/")).toBe("/");
    expect(returnPathOr("/FAQs", "/")).toBe("/FAQs");
  });
});

describe("refererPath", () => {
  const request = (referer?: string) =>
    new Request("http://localhost:3000/complaints/new", { headers: referer ? { referer } : {} });

  it("takes the path of a same-origin Referer only", () => {
    expect(refererPath(request("http://localhost:3000/dashboard/tickets?page=2"))).toBe("/dashboard/tickets?page=2");
    expect(refererPath(request("https://evil.example/dashboard"))).toBeNull();
    expect(refererPath(request("http://localhost:3000/.//evil.example"))).toBeNull();
    expect(refererPath(request("not a url"))).toBeNull();
    expect(refererPath(request())).toBeNull();
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
