import { describe, expect, it } from "vitest";
import { backHrefForPath, pageBackOf, pageTitleOf, titleForPath, type PageHandle } from "~/ui/shell/title";
import { handle as home } from "./_app._index";
import { handle as asset } from "./_app.asset.$id";
import { handle as requestDocument } from "./_app.asset_.$id.request-document";
import { handle as label } from "./_app.asset_.$id.label";
import { handle as bookings } from "./_app.book";
import { handle as resin } from "./_app.resin";
import { handle as order } from "./_app.order.$id";
import { handle as orderFeedback } from "./_app.order.$id_.feedback";
import { handle as contract } from "./_app.contracts.$id";
import { handle as renew } from "./_app.contracts.$id_.renew";
import { handle as reschedule } from "./_app.contracts.$id_.reschedule";
import { handle as quote } from "./_app.get-a-quote";

/**
 * Issue 54: the header's title and Back link come from each page's route (its handle, Back worked
 * out by its loader) instead of path rules in every page's script. The spec's title table and Back
 * rule (title.ts titleForPath, backHrefForPath) stay the reference: every page under a row of the
 * table names itself as the row does, and says where Back goes as the rule does.
 */
const PAGES: [string, PageHandle, string][] = [
  ["Home", home, "/"],
  ["the asset page", asset, "/asset/AST-0001"],
  ["Request Document", requestDocument, "/asset/AST-0001/request-document"],
  ["an asset's label", label, "/asset/AST-0001/label"],
  ["My Bookings", bookings, "/book"],
  ["the resin tool", resin, "/resin"],
  ["the order page", order, "/order/ORD-0003"],
  ["an order's feedback", orderFeedback, "/order/ORD-0013/feedback"],
  ["the contract page", contract, "/contracts/SVC-07000"],
  ["Renew AMC", renew, "/contracts/SVC-07004/renew"],
  ["Reschedule Visit", reschedule, "/contracts/SVC-07000/reschedule"],
  ["Get a Quote", quote, "/get-a-quote"],
];

describe("the header's title and Back from each page's route", () => {
  for (const [name, handle, path] of PAGES) {
    it(`${name} (${path})`, () => {
      const [pathname, search = ""] = path.split("?");
      const headerBack = backHrefForPath(pathname, search);
      // The page's own data (its loader's headerBack), and the page failed (no data).
      for (const data of [{ headerBack }, undefined]) {
        const matches = [{ handle: undefined }, { handle, data }];
        expect(pageTitleOf(matches) ?? "Dashboard").toBe(titleForPath(pathname));
        expect(pageBackOf(matches)).toBe(headerBack);
      }
    });
  }

  it("a checked ?back= wins, as the rule says; another site's does not", () => {
    const handle = asset;
    const own = backHrefForPath("/asset/AST-0001", "?back=%2Fdashboard%2Fassets%3Fview%3Dall");
    expect(own).toBe("/dashboard/assets?view=all");
    expect(pageBackOf([{ handle, data: { headerBack: own } }])).toBe("/dashboard/assets?view=all");
    expect(backHrefForPath("/asset/AST-0001", "?back=%2F%2Fevil.test")).toBe("/dashboard/assets");
  });

  it("a page without a Back rule has none", () => {
    expect(pageBackOf([{ handle: { title: "Tickets" } }])).toBeNull();
  });
});
