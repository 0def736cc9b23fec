import { describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH, assetsWithPo, groupSearchResults, readSearchText, searchKeyword, searchPageHref, searchTarget } from "./search";

describe("readSearchText", () => {
  it("asks for 3 characters before anything is searched, counting trimmed text", () => {
    expect(readSearchText(null)).toEqual({ kind: "empty" });
    expect(readSearchText("   ")).toEqual({ kind: "empty" });
    expect(readSearchText(" ab ")).toEqual({ kind: "short", q: "ab" });
    expect(readSearchText("a  b")).toEqual({ kind: "ok", q: "a b" });
    expect(readSearchText("boi")).toEqual({ kind: "ok", q: "boi" });
  });

  it("refuses text longer than the limit", () => {
    expect(readSearchText("x".repeat(SEARCH_MAX_LENGTH)).kind).toBe("ok");
    expect(readSearchText("x".repeat(SEARCH_MAX_LENGTH + 1)).kind).toBe("long");
  });
});

describe("searchTarget", () => {
  it("sends each kind of result to its page", () => {
    expect(searchTarget("asset", "AST-0001")).toBe("/asset/AST-0001");
    expect(searchTarget("order", "ORD-0003")).toBe("/order/ORD-0003");
    expect(searchTarget("complaint", "CMP-0001")).toBe("/complaints/CMP-0001");
    expect(searchTarget("ticket", "TCK-100200")).toBe("/dashboard/tickets?view=all&ticket=TCK-100200&open=messages");
    // An enquiry opens its own page (issue 23).
    expect(searchTarget("enquiry", "ENQ-007200")).toBe("/enquiries/ENQ-007200");
  });

  it("encodes ids so they stay inside one path segment", () => {
    expect(searchTarget("asset", "A/B?x")).toBe("/asset/A%2FB%3Fx");
    expect(searchPageHref("a&b c")).toBe("/search?q=a%26b%20c");
  });
});

describe("groupSearchResults", () => {
  it("labels assets, orders and tickets as the spec names them, in that order, leaving empty groups out", () => {
    const groups = groupSearchResults({
      assets: [{ assetId: "AST-0001", name: "Boiler 1" }],
      orders: [],
      tickets: [
        { ticketNumber: "TCK-100200", assetName: "Boiler 1", type: "Quotation" },
        { ticketNumber: "CMP-0002", assetName: null, type: "Complaint" },
        { ticketNumber: "TCK-100201", assetName: "Boiler 1", type: "Quotation", enquiryId: "ENQ-007201" },
      ],
    });
    expect(groups.map((g) => g.heading)).toEqual(["Assets", "Tickets"]);
    expect(groups[0].items).toEqual([
      { key: "asset:AST-0001", label: "Asset Name:", text: "Boiler 1", detail: null, href: "/asset/AST-0001" },
    ]);
    expect(groups[1].items.map((i) => [i.label, i.text, i.detail, i.href])).toEqual([
      ["Ticket Number:", "TCK-100200", "Boiler 1 · Quotation", "/dashboard/tickets?view=all&ticket=TCK-100200&open=messages"],
      // A Complaint ticket opens the complaint itself.
      ["Ticket Number:", "CMP-0002", "Complaint", "/complaints/CMP-0002"],
      // A ticket an enquiry opened opens the enquiry.
      // An enquiry's ticket opens its thread, as everywhere else (issue 53 §3, decision 112).
      ["Ticket Number:", "TCK-100201", "Boiler 1 · Quotation", "/dashboard/tickets?view=all&ticket=TCK-100201&open=messages"],
    ]);
  });

  it("shows an order by the customer's P.O. number (else its number) and asset, and never an asset's id", () => {
    const [orders] = groupSearchResults({
      assets: [],
      orders: [
        { orderId: "ORD-0003", orderNumber: "SO-77001", assetName: "Chiller 2", poNumber: "CPO/1001/04103" },
        { orderId: "ORD-0004", orderNumber: "SO-77002", assetName: "Chiller 2" },
      ],
      tickets: [],
    });
    expect(orders.items[0]).toMatchObject({ label: "P.O.:", text: "CPO/1001/04103", detail: "Thermax order SO-77001 · Chiller 2", href: "/order/ORD-0003" });
    expect(orders.items[1]).toMatchObject({ label: "Thermax order:", text: "SO-77002", detail: "Chiller 2", href: "/order/ORD-0004" });
    const [assets] = groupSearchResults({ assets: [{ assetId: "AST-9", name: null }], orders: [], tickets: [] });
    expect(assets.items[0].text).toBe("Unnamed asset");
  });

  it("is empty when nothing matched", () => {
    expect(groupSearchResults({ assets: [], orders: [], tickets: [] })).toEqual([]);
  });
});

describe("searchKeyword (issue 52 §4, decision 107)", () => {
  it("writes ticket and complaint numbers typed loosely as the records spell them", () => {
    for (const typed of ["tck 100200", "TCK100200", "tck-100200", "TCK_100200", "Tck. 100200", "TCK-100200"]) {
      expect(searchKeyword(typed)).toEqual({ keyword: "TCK-100200", assetPo: null });
    }
    expect(searchKeyword("cas 030501").keyword).toBe("CAS-030501");
  });

  it("sends a bare number and ordinary words as typed", () => {
    expect(searchKeyword("100200")).toEqual({ keyword: "100200", assetPo: null });
    expect(searchKeyword("Chiller Heater")).toEqual({ keyword: "Chiller Heater", assetPo: null });
    expect(searchKeyword("tck")).toEqual({ keyword: "tck", assetPo: null });
  });

  it("reads the P.O. printed on an asset's label however it is typed, and a customer's P.O. on an order", () => {
    for (const typed of ["PO/1001/2023/0300", "po 1001 2023 0300", "P.O. 1001/2023/0300", "po-1001-2023-0300"]) {
      expect(searchKeyword(typed)).toEqual({ keyword: "PO/1001/2023/0300", assetPo: "PO/1001/2023/0300" });
    }
    expect(searchKeyword("cpo 1004 04124")).toEqual({ keyword: "CPO/1004/04124", assetPo: null });
  });
});

describe("assetsWithPo", () => {
  it("finds the assets with that P.O., case and separators aside", () => {
    const assets = [
      { id: "AST-0001", name: "Chiller Heater Unit 1", thermaxName: "CH-200", poNumber: "PO/1001/2023/0300" },
      { id: "AST-0002", name: null, thermaxName: "Boiler B-1", poNumber: "PO/1001/2023/0307" },
      { id: "AST-0003", name: "No P.O.", poNumber: null },
    ];
    expect(assetsWithPo(assets, "PO/1001/2023/0300")).toEqual([{ assetId: "AST-0001", name: "Chiller Heater Unit 1" }]);
    expect(assetsWithPo(assets, "po/1001/2023/0307")).toEqual([{ assetId: "AST-0002", name: "Boiler B-1" }]);
    expect(assetsWithPo(assets, "PO/1001/2023/03")).toEqual([]);
  });
});
