import { describe, expect, it } from "vitest";
import { bookingName, offerClosedText, offerDay, offerState, validityText } from "./offers";

const offer = { validFrom: "2026-11-01", validTo: "2027-03-31" };

describe("offer state", () => {
  it("is open from its first day to its last, both included", () => {
    expect(offerState(offer, "2026-10-31")).toBe("upcoming");
    expect(offerState(offer, "2026-11-01")).toBe("open");
    expect(offerState(offer, "2027-03-31")).toBe("open");
    expect(offerState(offer, "2027-04-01")).toBe("ended");
  });
  it("treats a missing or unreadable day as no limit on that side", () => {
    expect(offerState({ validFrom: null, validTo: null }, "2030-01-01")).toBe("open");
    expect(offerState({ validFrom: "soon", validTo: "2027-02-30" }, "2030-01-01")).toBe("open");
    expect(offerState({ validFrom: "2026-11-01T00:00:00Z", validTo: "2026-11-30T18:30:00Z" }, "2026-12-01")).toBe("ended");
  });
  it("says when the offer runs, and why a closed one takes no enquiry", () => {
    expect(validityText(offer, "2026-12-01")).toBe("Valid till 31 Mar 2027");
    expect(validityText(offer, "2026-10-01")).toBe("Starts on 01 Nov 2026");
    expect(validityText(offer, "2027-05-01")).toBe("Ended on 31 Mar 2027");
    expect(validityText({ validFrom: null, validTo: null }, "2027-05-01")).toBe("No end date");
    expect(offerClosedText("open")).toBeNull();
    expect(offerClosedText("ended")).toBe("This offer has ended and no longer takes enquiries.");
    expect(offerClosedText("upcoming")).toMatch(/^This offer has not started yet\./);
  });
  it("reads only real calendar days", () => {
    expect(offerDay("2027-02-28")).toBe("2027-02-28");
    expect(offerDay("2027-02-29")).toBeNull();
    expect(offerDay("")).toBeNull();
    expect(offerDay(undefined)).toBeNull();
  });
});

describe("booking names", () => {
  it("falls back to the model name, then the id", () => {
    expect(bookingName({ id: "AST-1", name: "Boiler 1", thermaxName: "TH-100" })).toBe("Boiler 1");
    expect(bookingName({ id: "AST-1", name: null, thermaxName: "TH-100" })).toBe("TH-100");
    expect(bookingName({ id: "AST-1", name: " ", thermaxName: null })).toBe("AST-1");
  });
});
