import { describe, expect, it } from "vitest";
import { canSwitchAccount, companySearchQuery, parseCompanySearch } from "./account-switch";

const domains = { provider: ["thermax.test"], partners: ["thermaxglobal.test", "tbwes.test"] };

describe("account switcher visibility", () => {
  it("shows for staff of the provider's and partners' domains", () => {
    expect(canSwitchAccount({ email: "staff@thermax.test", role: "Customer User" }, domains)).toBe(true);
    expect(canSwitchAccount({ email: "Field.Engineer@TBWES.test", role: "Customer User With Edge Live" }, domains)).toBe(true);
  });

  it("never for staff addresses beginning 'es.'", () => {
    expect(canSwitchAccount({ email: "es.staff@thermax.test", role: "Customer User" }, domains)).toBe(false);
    expect(canSwitchAccount({ email: "ES.Engineer@thermaxglobal.test", role: "Dealer User With Edge Live" }, domains)).toBe(false);
  });

  it("shows for 'Dealer User' only among customer profiles", () => {
    expect(canSwitchAccount({ email: "dealer@demo.test", role: "Dealer User" }, domains)).toBe(true);
    for (const role of ["Dealer User With Edge Live", "Customer User", "PRODUCT_USER", "Resin User With Edge", "Customer User With Edge Live"]) {
      expect(canSwitchAccount({ email: "someone@demo.test", role }, domains), role).toBe(false);
    }
  });

  it("never for admins, nor while an admin acts as a customer", () => {
    expect(canSwitchAccount({ email: "admin@thermax.test", role: "Admin" }, domains)).toBe(false);
    expect(canSwitchAccount({ email: "superadmin@thermax.test", role: "SUPER_ADMIN" }, domains)).toBe(false);
    expect(canSwitchAccount({ email: "dealer@demo.test", role: "Dealer User", impersonating: true }, domains)).toBe(false);
  });
});

describe("company search", () => {
  const parse = (q: string) => parseCompanySearch(new URLSearchParams(q));

  it("reads the text and the one-based page of the URL as the upstream's zero-based page", () => {
    expect(parse("q=%20cem%20&page=2")).toEqual({ q: "cem", page: 1 });
    expect(parse("")).toEqual({ q: "", page: 0 });
    expect(parse("page=0")).toEqual({ q: "", page: 0 });
    expect(parse("page=-3")).toEqual({ q: "", page: 0 });
    expect(parse("page=abc")).toEqual({ q: "", page: 0 });
    expect(parse(`q=${"x".repeat(80)}`).q).toHaveLength(50);
  });

  it("writes the same query back, leaving out what is empty", () => {
    expect(companySearchQuery({ q: "cem", page: 1 })).toBe("?q=cem&page=2");
    expect(companySearchQuery({ q: "", page: 0 })).toBe("");
    expect(companySearchQuery({ q: "a b", page: 0 }, { returnTo: "/dashboard/tickets" })).toBe("?q=a+b&returnTo=%2Fdashboard%2Ftickets");
  });
});
