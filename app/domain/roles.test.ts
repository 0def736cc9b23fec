import { describe, expect, it } from "vitest";
import { CUSTOMER_ROLES, DEFAULT_LOOK_ONLY_PROFILES, parseLookOnlyProfiles } from "~/profiles";
import {
  ALL_COMPANIES,
  canOpenEdgeLive,
  companyShown,
  canSeeResin,
  canSwitchAccount,
  dealerListParams,
  hasInternalEmail,
  isBellDisabled,
  internalMaySubmit,
  isInternalUser,
  REFUSED_TO_INTERNAL,
  layoutForRole,
} from "./roles";

const domains = { provider: ["thermax.test"], partners: ["partner-a.test", "partner-b.test", "partner-c.test"] };

describe("internal-user rule", () => {
  it("recognises provider and partner domains, case-insensitively", () => {
    expect(hasInternalEmail("staff@thermax.test", domains)).toBe(true);
    expect(hasInternalEmail("Someone@PARTNER-B.test", domains)).toBe(true);
    expect(hasInternalEmail("customer@demo.test", domains)).toBe(false);
    expect(hasInternalEmail("staff@thermax.test.evil.example", domains)).toBe(false);
    expect(hasInternalEmail("not-an-email", domains)).toBe(false);
  });

  it("treats staff, impersonating admins and the profile at index 4 as internal", () => {
    expect(isInternalUser({ email: "staff@thermax.test", role: "Customer User", impersonating: false }, domains)).toBe(true);
    expect(isInternalUser({ email: "customer@demo.test", role: "Customer User", impersonating: true }, domains)).toBe(true);
    expect(isInternalUser({ email: "edgelive@demo.test", role: "Customer User With Edge Live", impersonating: false }, domains)).toBe(true);
    expect(isInternalUser({ email: "customer@demo.test", role: "Customer User", impersonating: false }, domains)).toBe(false);
    expect(isInternalUser({ email: "dealer@demo.test", role: "Dealer User", impersonating: false }, domains)).toBe(false);
  });

  it("shows the account switcher to staff except 'es.' addresses, and to Dealer User", () => {
    expect(canSwitchAccount({ email: "staff@thermax.test", role: "Customer User" }, domains)).toBe(true);
    expect(canSwitchAccount({ email: "es.staff@thermax.test", role: "Customer User" }, domains)).toBe(false);
    expect(canSwitchAccount({ email: "dealer@demo.test", role: "Dealer User" }, domains)).toBe(true);
    expect(canSwitchAccount({ email: "dealer.live@demo.test", role: "Dealer User With Edge Live" }, domains)).toBe(false);
    expect(canSwitchAccount({ email: "customer@demo.test", role: "Customer User" }, domains)).toBe(false);
  });

  it("disables the bell for staff and impersonating admins only", () => {
    expect(isBellDisabled({ email: "staff@thermax.test", role: "Customer User", impersonating: false }, domains)).toBe(true);
    expect(isBellDisabled({ email: "customer@demo.test", role: "Customer User", impersonating: true }, domains)).toBe(true);
    expect(isBellDisabled({ email: "customer@demo.test", role: "Customer User", impersonating: false }, domains)).toBe(false);
  });
});

describe("dealer rule", () => {
  it("sends tcaUser on list calls for the two dealer roles only", () => {
    expect(dealerListParams({ role: "Dealer User", tcaUser: "TCA-501" })).toEqual({ tcaUser: "TCA-501" });
    expect(dealerListParams({ role: "Dealer User With Edge Live", tcaUser: "TCA-502" })).toEqual({ tcaUser: "TCA-502" });
    expect(dealerListParams({ role: "Customer User", tcaUser: "TCA-999" })).toEqual({});
    expect(dealerListParams({ role: "Dealer User", tcaUser: null })).toEqual({});
  });
});

describe("menu and layout rules", () => {
  it("shows Resin only to the two Resin profiles", () => {
    expect(canSeeResin("Resin User With Edge")).toBe(true);
    expect(canSeeResin("Resin User With Edge Live")).toBe(true);
    expect(canSeeResin("Customer User")).toBe(false);
    expect(canSeeResin("Customer User With Edge Live")).toBe(false);
  });

  it("opens Edge Live for 'Edge Live' profiles and dealers", () => {
    expect(canOpenEdgeLive("Customer User With Edge Live")).toBe(true);
    expect(canOpenEdgeLive("Resin User With Edge Live")).toBe(true);
    expect(canOpenEdgeLive("Dealer User")).toBe(true);
    expect(canOpenEdgeLive("Resin User With Edge")).toBe(false);
    expect(canOpenEdgeLive("Customer User")).toBe(false);
  });

  it("gives index 0 of the customer-profile list the top bar, sends index 1 to login, others get the full shell", () => {
    expect(layoutForRole("PRODUCT_USER")).toBe("topbar");
    expect(layoutForRole("BUYER")).toBe("login");
    expect(layoutForRole("Customer User")).toBe("full");
    expect(layoutForRole("Dealer User With Edge Live")).toBe("full");
    expect(layoutForRole("Admin")).toBe("topbar");
  });
});

describe("what internal users may submit", () => {
  it("refuses them only the spec's six submissions", () => {
    expect([...REFUSED_TO_INTERNAL]).toEqual(["enquiry", "complaint", "callback", "asset", "document", "shutdown"]);
    for (const kind of REFUSED_TO_INTERNAL) expect(internalMaySubmit(kind)).toBe(false);
  });

  it("lets staff, acting admins and the profile at index 4 give general and order feedback", () => {
    expect(internalMaySubmit("feedback")).toBe(true);
    expect(internalMaySubmit("order-feedback")).toBe(true);
  });
});

describe("the look-only profiles as a setting (LOOK_ONLY_PROFILES, issue 33 §4)", () => {
  const domains = { provider: ["thermax.test"], partners: [] };
  const customer = (role: string) => ({ email: "someone@demo.test", role, impersonating: false });

  it("defaults to today's reading: the profile at index 4, Customer User With Edge Live", () => {
    expect(parseLookOnlyProfiles(undefined)).toEqual(["Customer User With Edge Live"]);
    expect(DEFAULT_LOOK_ONLY_PROFILES).toEqual([CUSTOMER_ROLES[4]]);
    expect(isInternalUser(customer("Customer User With Edge Live"), domains)).toBe(true);
  });

  it("reads a list, forgiving case and spaces, without repeats; empty means none", () => {
    expect(parseLookOnlyProfiles(" dealer user with edge live , Dealer User With Edge Live,Resin User With Edge")).toEqual(["Dealer User With Edge Live", "Resin User With Edge"]);
    expect(parseLookOnlyProfiles("")).toEqual([]);
    expect(parseLookOnlyProfiles(" , ")).toEqual([]);
  });

  it("refuses a profile that is not a customer profile, naming it", () => {
    expect(() => parseLookOnlyProfiles("Customer User With Edge Live,Custmer User")).toThrow(/'Custmer User' is not a customer profile/);
    expect(() => parseLookOnlyProfiles("Admin")).toThrow(/'Admin' is not a customer profile/);
  });

  it("decides who may only look by the list given, staff and acting admins always", () => {
    const corrected = parseLookOnlyProfiles("Dealer User With Edge Live");
    expect(isInternalUser(customer("Customer User With Edge Live"), domains, corrected)).toBe(false);
    expect(isInternalUser(customer("Dealer User With Edge Live"), domains, corrected)).toBe(true);
    expect(isInternalUser(customer("Customer User"), domains, [])).toBe(false);
    expect(isInternalUser({ ...customer("Customer User"), email: "staff@thermax.test" }, domains, [])).toBe(true);
    expect(isInternalUser({ ...customer("Customer User"), impersonating: true }, domains, [])).toBe(true);
  });
});

describe("the company a page names (issue 51 §5)", () => {
  const dealer = { cpContactProfile: "Dealer User", tcaUser: "TCA-501", accountName: "Sunrise Cement Ltd" };
  it("is 'All companies' for a dealer whose lists go by their code, until a company is chosen", () => {
    expect(companyShown(dealer, false)).toBe(ALL_COMPANIES);
    expect(companyShown({ ...dealer, cpContactProfile: "Dealer User With Edge Live" }, false)).toBe("All companies");
    expect(companyShown(dealer, true)).toBe("Sunrise Cement Ltd");
  });
  it("is the user's own company for everyone else (a dealer without a code lists their own)", () => {
    expect(companyShown({ ...dealer, tcaUser: null }, false)).toBe("Sunrise Cement Ltd");
    expect(companyShown({ ...dealer, cpContactProfile: "Customer User" }, false)).toBe("Sunrise Cement Ltd");
  });
});
