import { describe, expect, it } from "vitest";
import { ALL_ROLES } from "~/domain/roles";
import { EDGE_LIVE_ERROR_PATH, edgeLiveTarget } from "./edge-live";
import { isAllowed } from "./route-access";

const LIVE = "https://live.example.test/";

describe("edgeLiveTarget", () => {
  it("opens the live product for the 'Edge Live' profiles and for dealers", () => {
    for (const role of ["Customer User With Edge Live", "Resin User With Edge Live", "Dealer User With Edge Live", "Dealer User"]) {
      expect(edgeLiveTarget(role, LIVE), role).toBe(LIVE);
    }
  });

  it("sends the other sidebar profiles to /edgelive-benefits/error", () => {
    for (const role of ["Customer User", "Resin User With Edge"]) {
      expect(edgeLiveTarget(role, LIVE), role).toBe(EDGE_LIVE_ERROR_PATH);
    }
  });

  it("gives no button to a role that may open neither (admins, the top-bar profile)", () => {
    for (const role of ["Admin", "SUPER_ADMIN", "PRODUCT_USER", "BUYER"]) {
      expect(edgeLiveTarget(role, LIVE), role).toBeNull();
    }
  });

  it("never leads a role to a portal page it may not open", () => {
    for (const role of ALL_ROLES) {
      const target = edgeLiveTarget(role, LIVE);
      if (target === EDGE_LIVE_ERROR_PATH) expect(isAllowed("routes/_app.edgelive-benefits.error", role), role).toBe(true);
    }
  });
});
