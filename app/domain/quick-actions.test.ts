import { describe, expect, it } from "vitest";
import { routeModules } from "../../tests/e2e/routes";
import { GET_HELP_ACTIONS, isQuickActionDialog, panelReturnTo, QUICK_ACTIONS, quickActionsFor, VIEW_ALL_PATH } from "./quick-actions";

const ids = (list: { id?: string }[]) => list.map((a) => a.id);

describe("quick-action registry", () => {
  it("every entry with a route links to a route module that exists (slots have none yet)", () => {
    const urls = new Set(routeModules().map((r) => r.url));
    for (const a of QUICK_ACTIONS) if (a.href) expect(urls, a.label).toContain(a.href.replace(":assetId", "sample-id"));
    expect(urls).toContain(VIEW_ALL_PATH);
    expect(QUICK_ACTIONS.filter((a) => a.href === null)).toEqual([]);
  });

  it("lists the spec's six actions in its order", () => {
    expect(QUICK_ACTIONS.map((a) => a.label)).toEqual([
      "Request Callback",
      "Get a Quote",
      "Request Document",
      "Add or Report Asset",
      "Register a Complaint",
      "Plan Shutdown",
    ]);
  });

  it("the panel hides Plan Shutdown; View All shows it", () => {
    expect(ids(quickActionsFor(QUICK_ACTIONS, "panel", "/dashboard/tickets"))).toEqual(["request-callback", "get-a-quote", "register-asset", "register-complaint"]);
    expect(ids(quickActionsFor(QUICK_ACTIONS, "all", "/dashboard/tickets"))).toEqual(["request-callback", "get-a-quote", "register-asset", "register-complaint", "plan-shutdown"]);
  });

  it("on asset pages Add or Report Asset is hidden and Request Document shows for that asset", () => {
    const wired = QUICK_ACTIONS;
    const onAsset = quickActionsFor(wired, "all", "/asset/AST-0007?type=contract");
    expect(ids(onAsset)).toEqual(["request-callback", "get-a-quote", "request-document", "register-complaint", "plan-shutdown"]);
    expect(onAsset[2].to).toBe(`/asset/AST-0007/request-document?returnTo=${encodeURIComponent("/asset/AST-0007?type=contract")}`);
    expect(ids(quickActionsFor(wired, "all", "/dashboard/assets"))).not.toContain("request-document");
  });

  it("links come back to the page they were opened from; on a dialog, to the page under it", () => {
    const [callback] = quickActionsFor(QUICK_ACTIONS, "panel", "/notifications?show=20");
    expect(callback.to).toBe(`/request-callback?returnTo=${encodeURIComponent("/notifications?show=20")}`);
    expect(isQuickActionDialog(QUICK_ACTIONS, "/register-asset/report")).toBe(true);
    expect(isQuickActionDialog(QUICK_ACTIONS, "/complaints/CMP-0001")).toBe(false);
    expect(isQuickActionDialog(QUICK_ACTIONS, "/asset/AST-0007/request-document")).toBe(true);
    expect(isQuickActionDialog(QUICK_ACTIONS, "/asset/AST-0007")).toBe(false);
    expect(panelReturnTo(QUICK_ACTIONS, "/plan-shutdown", "?returnTo=%2Fmy-team")).toBe("/my-team");
    expect(panelReturnTo(QUICK_ACTIONS, "/my-team", "?page=2")).toBe("/my-team?page=2");
  });
});

describe("Get Help", () => {
  it("lists the spec's three entries: Raise a Ticket (the View All grid), Request Callback, Register a Complaint", () => {
    expect(GET_HELP_ACTIONS.map((a) => a.label)).toEqual(["Raise a Ticket", "Request Callback", "Register a Complaint"]);
    expect(GET_HELP_ACTIONS.map((a) => a.href)).toEqual([VIEW_ALL_PATH, "/request-callback", "/complaints/new"]);
    const urls = new Set(routeModules().map((r) => r.url));
    for (const a of GET_HELP_ACTIONS) expect(urls, a.label).toContain(a.href);
  });

  it("carries the page's object into the dialog: the asset into a complaint, the order into a callback (issue 40 §3)", () => {
    const onAsset = quickActionsFor(QUICK_ACTIONS, "panel", "/asset/AST-0001");
    expect(onAsset.find((a) => a.id === "register-complaint")?.to).toBe("/complaints/new?returnTo=%2Fasset%2FAST-0001&assetId=AST-0001");
    expect(onAsset.find((a) => a.id === "request-callback")?.to).toBe("/request-callback?returnTo=%2Fasset%2FAST-0001");
    const onOrder = quickActionsFor(QUICK_ACTIONS, "all", "/order/ORD-0003?back=%2Fdashboard");
    expect(onOrder.find((a) => a.id === "request-callback")?.to).toBe("/request-callback?returnTo=%2Forder%2FORD-0003%3Fback%3D%252Fdashboard&orderId=ORD-0003");
    expect(onOrder.find((a) => a.id === "register-complaint")?.to).toBe("/complaints/new?returnTo=%2Forder%2FORD-0003%3Fback%3D%252Fdashboard");
  });
});
