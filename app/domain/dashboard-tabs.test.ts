import { describe, expect, it } from "vitest";
import { dashboardFallback } from "./dashboard-tabs";

describe("dashboard route parameter", () => {
  it("shows the Overview for any other value or none", () => {
    expect(dashboardFallback("whatever")).toBe("/");
    expect(dashboardFallback("overview")).toBe("/");
    expect(dashboardFallback("")).toBe("/");
    expect(dashboardFallback("whatever/")).toBe("/");
  });

  it("keeps the four tabs (were a tab ever to reach the fallback, it goes to that tab)", () => {
    expect(dashboardFallback("tickets")).toBe("/dashboard/tickets");
    expect(dashboardFallback("Assets")).toBe("/dashboard/assets");
  });

  it("leaves a deeper unknown path a 404", () => {
    expect(dashboardFallback("whatever/else")).toBeNull();
    expect(dashboardFallback("assets/AST-0001")).toBeNull();
  });
});
