import { describe, expect, it } from "vitest";
import { backHrefForPath, RESIN_TOOL_NAME, showPromoCard, titleForPath } from "./title";

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
    ["/dashboard", "Dashboard"],
    ["/administrator", "Dashboard"],
    // Issue 33: the pages /assets and /knowledge-store lead to carry the spec's titles.
    ["/dashboard/assets", "Assets"],
    ["/dashboard/assets/preferences", "Assets"],
    ["/knowledge-hub", "Knowledge Store"],
    // Issue 31: every other page names itself.
    ["/dashboard/tickets", "Tickets"],
    ["/dashboard/tickets/TCK-1/messages", "Tickets"],
    ["/dashboard/spares-and-services/enquiries", "Spares & Services"],
    ["/dashboard/contracts", "Contracts"],
    ["/my-team", "My Team"],
    ["/my-team/invite", "My Team"],
    ["/notifications", "Notifications"],
    ["/offline-documents", "Offline Documents"],
    ["/account-settings", "Account Settings"],
    ["/search", "Search"],
    ["/enquiries/ENQ-1", "Enquiry Details"],
    ["/complaints/CAS-030500", "Complaint Details"],
    ["/complaints/new", "Register a Complaint"],
    ["/quick-actions", "Quick Actions"],
    ["/feedback", "Feedback"],
    ["/logout/feedback", "Feedback"],
    ["/ASSET/7", "Asset Details"],
    ["/BOOK/", "My Bookings"],
    ["/offer", "Offers"],
    ["/offer/OFR-0001", "Offers"],
    ["/offer/OFR-0001/enquire", "Offers"],
    ["/offers", "Dashboard"],
  ])("%s -> %s", (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });
});

describe("backHrefForPath", () => {
  it("follows a safe ?back= on pages with a Back button, and only there", () => {
    expect(backHrefForPath("/order/42", "?back=%2Fdashboard%2Fspares-and-services%3Fview%3Dhistory%26page%3D2")).toBe("/dashboard/spares-and-services?view=history&page=2");
    expect(backHrefForPath("/order/42", "?back=%2F%2Fevil.example")).toBe("/dashboard/spares-and-services");
    expect(backHrefForPath("/contracts/C-7", "?back=https://evil.example")).toBe("/dashboard/contracts");
    expect(backHrefForPath("/dashboard/tickets", "?back=%2Forder%2F1")).toBeNull();
  });

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
