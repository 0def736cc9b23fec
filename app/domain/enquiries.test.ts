import { describe, expect, it } from "vitest";
import { ENQUIRY_DELETE_REFUSED, ENQUIRY_STATUSES, enquiryDisplayName, enquiryDocumentDeleteRefusal, enquiryHref, enquiryTone, enquiryTypeLabel, isEnquiryClosed } from "./enquiries";
import { canonicalEnquirySearch, parseEnquiryQuery } from "./enquiry-query.server";

describe("enquiry statuses and their chips (spec document 2 section 4.6, document 3 section 9)", () => {
  it("names the spec's statuses, 'Order received/Enquiry cancelled' as two", () => {
    expect(ENQUIRY_STATUSES).toEqual(["Drafted", "Validated", "Order received", "Enquiry cancelled", "Upcoming", "Expiring", "Expired"]);
  });
  it.each([
    ["Drafted", "orange"],
    ["Validated", "blue"],
    ["Order received", "green"],
    ["Enquiry cancelled", "neutral"],
    ["Upcoming", "blue"],
    ["Expiring", "orange"],
    ["EXPIRED", "red"],
  ] as const)("%s is %s", (status, tone) => {
    expect(enquiryTone(status)).toBe(tone);
  });
  it("leaves statuses the spec does not name to the general rule", () => {
    expect(enquiryTone("Open")).toBeNull();
    expect(enquiryTone(null)).toBeNull();
  });
});

describe("enquiry names, types and pages", () => {
  it("shows the id when there is no name (spec document 3 section 7)", () => {
    expect(enquiryDisplayName({ id: "ENQ-1", name: null })).toBe("ENQ-1");
    expect(enquiryDisplayName({ id: "ENQ-1", name: "  " })).toBe("ENQ-1");
    expect(enquiryDisplayName({ id: "ENQ-1", name: "Spares for boiler" })).toBe("Spares for boiler");
  });
  it("labels the spec's enquiry types", () => {
    expect(["Spare", "Service", "NonStandard", "STANDARD", "bogus", null].map(enquiryTypeLabel)).toEqual(["Spares", "Services", "New Equipment", "Standard", "NA", "NA"]);
  });
  it("links an enquiry by its id, escaped", () => {
    expect(enquiryHref("ENQ-006100")).toBe("/enquiries/ENQ-006100");
    expect(enquiryHref("a/b")).toBe("/enquiries/a%2Fb");
  });
});

const at = (search: string) => new URL(`http://portal.test/dashboard/spares-and-services/enquiries${search}`);

describe("enquiry list query", () => {
  it("defaults to every status, no search, newest first, page 1", () => {
    expect(parseEnquiryQuery(at(""))).toEqual({ statuses: [], q: "", sort: "createdDate,desc", page: 1 });
  });
  it("reads repeated statuses in lifecycle order, the search and the sort", () => {
    expect(parseEnquiryQuery(at("?status=Expired&status=Drafted&q=%20boiler%20%20spares%20&sort=name%2Casc&page=3"))).toEqual({
      statuses: ["Drafted", "Expired"],
      q: "boiler spares",
      sort: "name,asc",
      page: 3,
    });
  });
  it("falls back on nonsense and cuts a long search", () => {
    expect(parseEnquiryQuery(at("?status=Open&sort=price&page=-2"))).toEqual({ statuses: [], q: "", sort: "createdDate,desc", page: 1 });
    expect(parseEnquiryQuery(at(`?q=${"x".repeat(80)}`)).q).toHaveLength(60);
  });
  it("redirects to the URL that states the applied query, or keeps a URL that already does", () => {
    const messy = at("?status=Open&status=Expired&q=%20a%20&sort=price&page=4");
    expect(canonicalEnquirySearch(messy, parseEnquiryQuery(messy))).toBe("?status=Expired&q=a");
    const clean = at("?status=Drafted&q=boiler&sort=name%2Casc&page=2");
    expect(canonicalEnquirySearch(clean, parseEnquiryQuery(clean))).toBeNull();
    // What the filter form sends with nothing typed and the default sort is already canonical.
    const asSent = at("?q=&sort=createdDate%2Cdesc");
    expect(canonicalEnquirySearch(asSent, parseEnquiryQuery(asSent))).toBeNull();
  });
});

describe("who may delete an enquiry document (docs/decisions/064)", () => {
  const mine = { uploadedById: "U-1001" };
  it("lets the user who attached it delete it while the enquiry is open", () => {
    for (const status of ["Drafted", "Validated", "Upcoming", "Expiring", "Expired"]) expect(enquiryDocumentDeleteRefusal(mine, status, "U-1001"), status).toBeNull();
  });
  it("refuses the maker's documents (no uploader) and a colleague's", () => {
    expect(enquiryDocumentDeleteRefusal({ uploadedById: null }, "Drafted", "U-1001")).toBe(ENQUIRY_DELETE_REFUSED.notYours);
    expect(enquiryDocumentDeleteRefusal({ uploadedById: "U-1002" }, "Drafted", "U-1001")).toBe(ENQUIRY_DELETE_REFUSED.notYours);
  });
  it("refuses every document of a closed or cancelled enquiry, whatever the case of its status", () => {
    expect(isEnquiryClosed("order RECEIVED")).toBe(true);
    expect(isEnquiryClosed("Expired")).toBe(false);
    for (const status of ["Order received", "Enquiry cancelled", " enquiry cancelled "]) expect(enquiryDocumentDeleteRefusal(mine, status, "U-1001"), status).toBe(ENQUIRY_DELETE_REFUSED.closed);
  });
});
