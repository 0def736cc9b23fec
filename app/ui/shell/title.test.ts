import { describe, expect, it } from "vitest";
import { backHrefForPath, quickActionsForPath, RESIN_TOOL_NAME, showPromoCard, titleForPath } from "./title";

describe("titleForPath", () => {
  it.each([
    ["/assets", "Assets"],
    ["/assets/", "Assets"],
    ["/asset", "Assets"],
    ["/asset/A-100", "Asset Details"],
    ["/book", "My Bookings"],
    ["/knowledge-store", "Knowledge Store"],
    ["/knowledge-store/brochures", "Knowledge Store"],
    ["/resin", RESIN_TOOL_NAME],
    ["/order/42", "Spare Details"],
    ["/contracts/C-7", "Contract Details"],
    ["/get-a-quote", "Get a Quote"],
    ["/admin", "Admin Portal"],
    ["/admin/companylist", "Admin Portal"],
    ["/admin/customers/9", "Admin Portal"],
    ["/", "Dashboard"],
    ["/dashboard/tickets", "Dashboard"],
    ["/my-team", "Dashboard"],
    ["/administrator", "Dashboard"],
    ["/ASSET/7", "Asset Details"],
  ])("%s -> %s", (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });
});

describe("backHrefForPath", () => {
  it.each([
    ["/asset/A-100", "/dashboard/assets"],
    ["/order/42", "/dashboard/spares-and-services"],
    ["/services", "/dashboard/spares-and-services"],
    ["/services/S-1", "/dashboard/spares-and-services"],
    ["/contracts/C-7", "/dashboard/contracts"],
  ])("%s -> %s", (path, href) => {
    expect(backHrefForPath(path)).toBe(href);
  });

  it.each(["/", "/assets", "/asset", "/dashboard/assets", "/get-a-quote", "/admin", "/order", "/servicesx"])(
    "%s has no back link",
    (path) => {
      expect(backHrefForPath(path)).toBeNull();
    },
  );
});

describe("showPromoCard", () => {
  it("hides the promo on the knowledge hub and the assets screen only", () => {
    expect(showPromoCard("/knowledge-hub")).toBe(false);
    expect(showPromoCard("/knowledge-hub/videos")).toBe(false);
    expect(showPromoCard("/dashboard/assets")).toBe(false);
    expect(showPromoCard("/")).toBe(true);
    expect(showPromoCard("/dashboard/tickets")).toBe(true);
  });
});

describe("quickActionsForPath", () => {
  const actions = [
    { label: "Register a Complaint", description: "Report any issue", href: "/complaints/new" },
    { label: "Add or Report Asset", description: "Add/Report missing Thermax/Other Asset", href: "/assets/new", hideOnAssetPages: true },
  ];
  it("adds Request Document for the asset and hides Add or Report Asset on asset pages", () => {
    expect(quickActionsForPath(actions, "/asset/AST-0001").map((a) => [a.label, a.href])).toEqual([
      ["Request Document", "/asset/AST-0001/request-document"],
      ["Register a Complaint", "/complaints/new"],
    ]);
    expect(quickActionsForPath(actions, "/asset/AST-0001/request-document")[0].href).toBe("/asset/AST-0001/request-document");
  });
  it("leaves other pages alone", () => {
    expect(quickActionsForPath(actions, "/dashboard/assets")).toEqual(actions);
    expect(quickActionsForPath(actions, "/assets")).toEqual(actions);
  });
});
