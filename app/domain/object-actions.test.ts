import { describe, expect, it } from "vitest";
import { assetActions, contractActions } from "./object-actions";

describe("object actions (issue 52 §1)", () => {
  it("open every request that takes an asset with that asset, coming back to the page", () => {
    const actions = assetActions("AST 1/2", "/asset/AST%201%2F2?category=all");
    expect(actions.map((a) => a.label)).toEqual(["Register a Complaint", "Request Callback", "Request Document", "Plan Shutdown"]);
    const back = encodeURIComponent("/asset/AST%201%2F2?category=all");
    expect(actions[0].href).toBe(`/complaints/new?assetId=AST+1%2F2&returnTo=${back}`);
    expect(actions[1].href).toBe(`/request-callback?assetId=AST+1%2F2&returnTo=${back}`);
    expect(actions[2].href).toBe(`/asset/AST%201%2F2/request-document?returnTo=${back}`);
    expect(actions[3].href).toBe(`/plan-shutdown?assetId=AST+1%2F2&returnTo=${back}`);
  });

  it("a contract's: a complaint for its asset and a callback about it", () => {
    expect(contractActions({ serviceId: "SVC-1", assetId: "AST-0001" }, "/contracts/SVC-1")).toEqual([
      { label: "Register a Complaint", href: "/complaints/new?assetId=AST-0001&returnTo=%2Fcontracts%2FSVC-1" },
      { label: "Request Callback", href: "/request-callback?contractId=SVC-1&returnTo=%2Fcontracts%2FSVC-1" },
    ]);
    expect(contractActions({ serviceId: "SVC-1", assetId: null }, "/contracts/SVC-1").map((a) => a.label)).toEqual(["Request Callback"]);
  });
});
