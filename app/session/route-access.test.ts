import { describe, expect, it } from "vitest";
import { routeModules } from "../../tests/e2e/routes";
import { ALL_ROLES } from "~/domain/roles";
import { PUBLIC_ROUTES, ROUTE_ACCESS, isAllowed } from "./route-access";

describe("route-access table", () => {
  const modules = routeModules();

  it("names every route module with a loader or action, as protected or public", () => {
    const missing = modules
      .filter((m) => m.hasLoader || m.hasAction)
      .filter((m) => !(m.id in ROUTE_ACCESS) && !PUBLIC_ROUTES.includes(m.id))
      .map((m) => m.id);
    expect(missing).toEqual([]);
  });

  it("has no stale entries", () => {
    const ids = new Set(modules.map((m) => m.id));
    for (const id of [...Object.keys(ROUTE_ACCESS), ...PUBLIC_ROUTES]) {
      if (id === "root") continue;
      expect(ids, id).toContain(id);
    }
  });

  it("only lists known roles", () => {
    for (const roles of Object.values(ROUTE_ACCESS)) for (const role of roles) expect(ALL_ROLES).toContain(role);
  });

  it("fails closed for a route it does not know, and keeps BUYER out everywhere", () => {
    expect(isAllowed("routes/not-in-the-table", "Customer User")).toBe(false);
    for (const id of Object.keys(ROUTE_ACCESS)) expect(isAllowed(id, "BUYER")).toBe(false);
  });

  it("keeps admin pages for admins and customer pages for customers", () => {
    expect(isAllowed("routes/admin.companylist", "Admin")).toBe(true);
    expect(isAllowed("routes/admin.companylist", "SUPER_ADMIN")).toBe(true);
    expect(isAllowed("routes/admin.companylist", "Customer User")).toBe(false);
    expect(isAllowed("routes/_app._index", "Admin")).toBe(false);
    expect(isAllowed("routes/_app._index", "Resin User With Edge Live")).toBe(true);
  });

  it("opens the Edit Profile dialog to portal users; admins keep their Account Settings page", () => {
    expect(isAllowed("routes/_app.edit-profile", "Customer User")).toBe(true);
    expect(isAllowed("routes/_app.edit-profile", "PRODUCT_USER")).toBe(true);
    expect(isAllowed("routes/_app.edit-profile", "Admin")).toBe(false);
    expect(isAllowed("routes/admin.account-settings", "Admin")).toBe(true);
  });
});
