import { describe, expect, it } from "vitest";
import { ALL_ROLES } from "~/domain/roles";
import { isAllowed } from "./route-access";
import type { SessionUser } from "~/upstream/tokens";
import { visitorOf } from "./visitor";

const user = (cpContactProfile: string, names: Partial<SessionUser> = {}): SessionUser => ({
  userId: "U-1",
  firstName: "Priya",
  middleName: null,
  lastName: "Sharma",
  salutation: "Ms.",
  designation: "Plant Manager",
  email: "priya@demo.test",
  mobilePhone: "+919800000000",
  accountId: "ACC-1",
  accountName: "Demo Foods",
  cpContactProfile,
  isOcTeamMember: false,
  feedbackDate: null,
  tcaUser: null,
  icc: null,
  ...names,
});

describe("a public page's signed-in visitor", () => {
  it("is nobody without a session: the page shows 'Sign in'", () => {
    expect(visitorOf(null)).toBeNull();
  });

  it("gives a portal user their initials and the dashboard", () => {
    expect(visitorOf(user("Customer User"))).toEqual({
      initials: "PS",
      fullName: "Priya Sharma",
      home: { href: "/", label: "Dashboard" },
    });
    expect(visitorOf(user("PRODUCT_USER"))?.home).toEqual({ href: "/", label: "Dashboard" });
    expect(visitorOf(user("Dealer User With Edge Live"))?.home).toEqual({ href: "/", label: "Dashboard" });
  });

  it("sends admins to their admin portal, never to the customer dashboard", () => {
    expect(visitorOf(user("Admin"))?.home).toEqual({ href: "/admin/companylist", label: "Admin Portal" });
    expect(visitorOf(user("SUPER_ADMIN"))?.home).toEqual({ href: "/admin/companylist", label: "Admin Portal" });
  });

  it("treats a profile that may open no portal page (BUYER, an unknown role) as signed out", () => {
    expect(visitorOf(user("BUYER"))).toBeNull();
    expect(visitorOf(user("Auditor"))).toBeNull();
  });

  it("every role that gets a way back may open where it leads", () => {
    const ids: Record<string, string> = { "/": "routes/_app._index", "/admin/companylist": "routes/admin.companylist" };
    for (const role of ALL_ROLES) {
      const home = visitorOf(user(role))?.home;
      if (home) expect(isAllowed(ids[home.href], role), role).toBe(true);
    }
  });

  it("falls back to the e-mail for initials and name when the names are blank", () => {
    expect(visitorOf(user("Customer User", { firstName: " ", lastName: "" }))).toMatchObject({ initials: "P", fullName: "priya@demo.test" });
  });
});
