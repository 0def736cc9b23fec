import { describe, expect, it } from "vitest";
import { TICKET_FILTER_LABELS, canonicalTicketSearch, parseTicketQuery } from "./ticket-query.server";
import { defaultTicketView } from "./tickets";

const parse = (query: string) => parseTicketQuery(new URL(`http://portal.test/dashboard/tickets${query}`));

describe("parseTicketQuery", () => {
  it("opens the viewer's default view when the URL names none or a bad one, and the named view otherwise (decision 099)", () => {
    const staffParse = (query: string) => parseTicketQuery(new URL(`http://portal.test/dashboard/tickets${query}`), defaultTicketView(true));
    expect(parse("").view).toBe("my");
    expect(staffParse("").view).toBe("all");
    expect(staffParse("?view=bogus").view).toBe("all");
    expect(staffParse("?view=my").view).toBe("my");
    expect(parse("?view=all").view).toBe("all");
  });

  it("defaults to My Tickets, page 1, no filter", () => {
    expect(parse("")).toEqual({ view: "my", page: 1, ticket: null, types: [], statuses: [] });
  });

  it("reads view, repeated types and statuses, and the 1-based page", () => {
    expect(parse("?view=all&type=Quotation&status=Drafted&status=Open&page=3")).toEqual({
      view: "all",
      page: 3,
      ticket: null,
      types: ["Quotation"],
      statuses: ["Open", "Drafted"],
    });
  });

  it("falls back to defaults for anything malformed", () => {
    expect(parse("?view=everyone&page=-2")).toMatchObject({ view: "my", page: 1 });
    expect(parse("?page=abc")).toMatchObject({ page: 1 });
    expect(parse("?page=2.5")).toMatchObject({ page: 1 });
  });

  it("reads one ticket number to narrow the list to, and ignores anything else there", () => {
    expect(parse("?view=all&ticket=TCK-100203")).toMatchObject({ view: "all", ticket: "TCK-100203" });
    expect(parse("?ticket=TCK%20100203")).toMatchObject({ ticket: null });
    expect(parse("?ticket=../x")).toMatchObject({ ticket: null });
    expect(parse(`?ticket=${"A".repeat(41)}`)).toMatchObject({ ticket: null });
  });

  it("drops statuses the chosen types do not offer", () => {
    expect(parse("?type=Requested+Callback&type=Others&status=Drafted&status=Invalid")).toMatchObject({
      types: ["Requested Callback", "Others"],
      statuses: ["Invalid"],
    });
  });
});

describe("canonicalTicketSearch", () => {
  const canonical = (query: string) => {
    const url = new URL(`http://portal.test/dashboard/tickets${query}`);
    return canonicalTicketSearch(url, parseTicketQuery(url));
  };

  it("is null when the URL states exactly the applied filter", () => {
    expect(canonical("")).toBeNull();
    expect(canonical("?view=all&type=Quotation&status=Open&page=2")).toBeNull();
  });

  it("drops what does not apply, keeps other parameters and starts again on page 1", () => {
    expect(canonical("?view=all&type=Complaint&status=Drafted&page=3")).toBe("?view=all&type=Complaint");
    expect(canonical("?type=Nope")).toBe("");
  });
});

describe("the filter's labels (issue 52 §5)", () => {
  it("say that Quotation includes New Equipment Request, which the spec files under it", () => {
    expect(TICKET_FILTER_LABELS.Quotation).toBe("Quotation (includes New Equipment Request)");
    expect(TICKET_FILTER_LABELS.Complaint).toBe("Complaint");
  });
});
