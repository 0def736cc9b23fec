import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { backHrefForPath, pageTitleOf, RESIN_TOOL_NAME, showPromoCard, titleForPath } from "./title";

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
    ["/order/42", "Order Details"],
    ["/contracts/C-7", "Contract Details"],
    ["/get-a-quote", "Get a Quote"],
    ["/admin", "Admin Portal"],
    ["/admin/companylist", "Admin Portal"],
    ["/admin/customers/9", "Admin Portal"],
    ["/", "Home"],
    ["/dashboard", "Home"],
    ["/administrator", "Dashboard"],
    ["/ASSET/7", "Asset Details"],
    ["/BOOK/", "My Bookings"],
    ["/offers", "Dashboard"],
  ])("%s -> %s", (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });

  it("names a page by its route's own title where the spec's rows do not", () => {
    expect(titleForPath("/dashboard/tickets/TCK-1/messages", "Tickets")).toBe("Tickets");
    expect(titleForPath("/my-team/invite", "My Team")).toBe("My Team");
    // The spec's rows win: an asset page's dialog is still 'Asset Details'.
    expect(titleForPath("/asset/A-1/request-document", "Request Document")).toBe("Asset Details");
    expect(titleForPath("/admin/customers", "Customers")).toBe("Admin Portal");
  });

  it("names a document in the viewer by its own title, read from the route's data (issue 42 §6)", () => {
    const handle = { title: (data: unknown) => (data as { title?: string } | undefined)?.title };
    const title = pageTitleOf([{ handle: { title: "Asset" } }, { handle, data: { title: "GA drawing Rev B" } }]);
    expect(title).toBe("GA drawing Rev B");
    expect(titleForPath("/asset/A-1/documents/CV-1/view", title)).toBe("GA drawing Rev B");
    expect(titleForPath("/asset/A-1/documents/CV-1/view")).toBe("Document");
  });
});

describe("pageTitleOf", () => {
  it("takes the deepest matched route's title", () => {
    expect(pageTitleOf([{ handle: undefined }, { handle: { title: "Tickets" } }, { handle: undefined }])).toBe("Tickets");
    expect(pageTitleOf([{ handle: { title: "Offers" } }, { handle: { title: "Enquire" } }])).toBe("Enquire");
    expect(pageTitleOf([{ handle: { plainHtml: true } }, {}])).toBeUndefined();
  });
});

describe("the routes' own titles (issue 31: every page names itself)", () => {
  const routes = join(dirname(fileURLToPath(import.meta.url)), "../../routes");
  const titleOf = (file: string) => /export const handle: PageHandle = \{ title: "([^"]+)" \}/.exec(readFileSync(join(routes, file), "utf8"))?.[1];
  it.each([
    ["_app.dashboard.assets.tsx", "Assets"],
    ["_app.dashboard_.assets_.preferences.tsx", "Assets"],
    ["_app.knowledge-hub.tsx", "Knowledge Store"],
    ["_app.dashboard.tickets.tsx", "Tickets"],
    ["_app.dashboard.spares-and-services.tsx", "Spares & Services"],
    ["_app.dashboard.spares-and-services_.enquiries.tsx", "Spares & Services"],
    ["_app.dashboard.contracts.tsx", "Contracts"],
    ["_app.my-team.tsx", "My Team"],
    ["_app.notifications.tsx", "Notifications"],
    ["_app.offline-documents.tsx", "Offline Documents"],
    ["_app.account-settings.tsx", "Account Settings"],
    ["_app.search.tsx", "Search"],
    ["_app.enquiries.$id.tsx", "Enquiry Details"],
    ["_app.complaints.$id.tsx", "Complaint Details"],
    ["_app.complaints.new.tsx", "Register a Complaint"],
    ["_app.quick-actions.tsx", "Quick Actions"],
    ["_app.feedback.tsx", "Feedback"],
    ["_app.offer._index.tsx", "Offers"],
    ["_app.offer.$id.tsx", "Offers"],
    ["_app.offer.$id_.enquire.tsx", "Offers"],
  ])("%s is '%s'", (file, title) => {
    expect(titleOf(file)).toBe(title);
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
  it("hides the promo on the knowledge hub only, as spec document 1 §2 says (issue 53 §3: the Assets tab hid it too, unrecorded)", () => {
    expect(showPromoCard("/knowledge-hub")).toBe(false);
    expect(showPromoCard("/knowledge-hub/videos")).toBe(false);
    expect(showPromoCard("/dashboard/assets")).toBe(true);
    expect(showPromoCard("/")).toBe(true);
    expect(showPromoCard("/dashboard/tickets")).toBe(true);
  });
});
