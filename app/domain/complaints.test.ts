import { describe, expect, it } from "vitest";
import {
  assetLabel,
  choicesKey,
  choicesMade,
  COMPLAINT_TYPES,
  complaintTimeline,
  countryOf,
  NO_ACTIVE_ENQUIRY,
  NO_ACTIVE_ORDER,
  NOT_LISTED,
  NOT_LISTED_TYPES,
  notListedFailure,
  orderComplaintTypes,
  parseChoicesKey,
  poNumberRequired,
  productFamilyOf,
  REASONS,
  reasonsFor,
  requestExistsMessage,
  timelineStepOf,
} from "./complaints";

describe("complaint types", () => {
  it("always places OTHER last, whatever the source order", () => {
    expect(orderComplaintTypes(COMPLAINT_TYPES)).toEqual(["ACTIVE_ENQUIRY", "ACTIVE_ORDER", "SPARES", "SERVICES", "OTHER"]);
    expect(orderComplaintTypes(["OTHER", "SPARES", "ACTIVE_ORDER"])).toEqual(["SPARES", "ACTIVE_ORDER", "OTHER"]);
    expect(orderComplaintTypes(["SERVICES", "OTHER", "OTHER", "BOGUS", "ACTIVE_ENQUIRY"])).toEqual(["SERVICES", "ACTIVE_ENQUIRY", "OTHER"]);
  });
});

describe("reasons per type, word for word", () => {
  it("has the spec's lists", () => {
    expect(REASONS.ACTIVE_ORDER).toEqual(["Delayed delivery", "Damaged item", "Poor packaging", "Short supply", "Wrong supply", "Others"]);
    expect(REASONS.ACTIVE_ENQUIRY).toEqual([
      "Delay in submitting documents",
      "Higher response time",
      "Lack of clarity in providing technical specifications",
      "Poor quality of documents submitted for approval",
      "Unable to understand requirement",
      "Others",
    ]);
    expect(REASONS.SPARES).toEqual([
      "Failure to perform as per commitment",
      "Non-adherence to quality specifications",
      "Poor manufacturing design",
      "Requires frequent maintenance",
      "Unreliable under certain working conditions",
      "Others",
    ]);
    expect(REASONS.SERVICES).toEqual([
      "Did not fulfil the commitment",
      "Higher response time",
      "Inability to meet a deadline",
      "Non-availability of service engineers",
      "Using inappropriate invoicing terms and conditions",
      "Others",
    ]);
    expect(REASONS.OTHER).toEqual(["Other"]);
  });

  it("offers none until a type is chosen", () => {
    expect(reasonsFor(null)).toEqual([]);
    expect(reasonsFor("")).toEqual([]);
    expect(reasonsFor("SPARES")).toBe(REASONS.SPARES);
  });
});

describe("PO number rule", () => {
  it("applies to TBWES assets for spares, services, active order and other", () => {
    for (const type of ["SPARES", "SERVICES", "ACTIVE_ORDER", "OTHER"]) expect(poNumberRequired("TBWES", type)).toBe(true);
    expect(poNumberRequired("tbwes", "SPARES")).toBe(true);
  });
  it("does not apply to active enquiries, other divisions or no type", () => {
    expect(poNumberRequired("TBWES", "ACTIVE_ENQUIRY")).toBe(false);
    expect(poNumberRequired("TBWES", null)).toBe(false);
    for (const d of ["COOLING", "HEATING", "WATER", "ENVIRO", null]) expect(poNumberRequired(d, "SPARES")).toBe(false);
  });
});

describe("small rules", () => {
  it("labels assets with thermaxName in brackets", () => {
    expect(assetLabel({ name: "Boiler Unit 1", thermaxName: "AFBC Boiler BLR-123" })).toBe("Boiler Unit 1 (AFBC Boiler BLR-123)");
    expect(assetLabel({ name: null, thermaxName: "AFBC Boiler BLR-123" })).toBe("AFBC Boiler BLR-123");
  });
  it("sets the product family from the division", () => {
    expect(productFamilyOf("TBWES")).toBe("Large Boilers & Fired Heaters");
    expect(productFamilyOf("COOLING")).toBe("Absorption Cooling");
    expect(productFamilyOf(undefined)).toBe("");
  });
  it("takes the country from the first part of the country code", () => {
    expect(countryOf("INDIA- +91")).toBe("INDIA");
    expect(countryOf("SRI LANKA- +94")).toBe("SRI LANKA");
    expect(countryOf(null)).toBe("INDIA");
  });
  it("keeps the info messages word for word, typographic apostrophe included", () => {
    expect(NO_ACTIVE_ORDER).toBe("The selected asset doesn\u2019t have an Active Order. Please select another complaint type.");
    expect(NO_ACTIVE_ENQUIRY).toBe("The selected asset doesn\u2019t have an Active Enquiry. Please select another complaint type.");
  });
});

describe("complaint timeline", () => {
  const dates = { statusDate: "2026-10-20T10:00:00Z", createdDate: "2026-10-01T09:00:00Z", lastModifiedDate: "2026-10-25T15:00:00Z" };

  it("maps server statuses to steps", () => {
    expect(timelineStepOf("Registered")).toBe(0);
    expect(timelineStepOf("Resolution In Progress")).toBe(1);
    expect(timelineStepOf("Closed")).toBe(2);
    expect(timelineStepOf("Unknown")).toBe(-1);
  });

  it("Registered: the created date; the later steps are not reached and show no date", () => {
    const steps = complaintTimeline({ status: "Registered", ...dates });
    expect(steps.map((s) => s.status)).toEqual(["Registered", "Resolution in Progress", "Resolved"]);
    expect(steps[0]).toMatchObject({ isActive: true, isCompleted: false, statusDate: dates.createdDate, note: null });
    expect(steps[1]).toMatchObject({ isActive: false, isCompleted: false, statusDate: null, note: null });
    // Not 'Awaiting closure by' a date before the complaint is resolved.
    expect(steps[2]).toMatchObject({ isActive: false, isCompleted: false, statusDate: null, note: null });
  });

  it("Resolution In Progress: the current step shows the status date; Resolved is not reached yet", () => {
    const steps = complaintTimeline({ status: "Resolution In Progress", ...dates });
    expect(steps[0]).toMatchObject({ isCompleted: true, statusDate: dates.createdDate });
    expect(steps[1]).toMatchObject({ isActive: true, isCompleted: false, statusDate: dates.statusDate });
    expect(steps[2]).toMatchObject({ isActive: false, isCompleted: false, statusDate: null, note: null });
  });

  it("Closed: Resolved is reached and shows 'Awaiting closure by' with the last modified date", () => {
    const steps = complaintTimeline({ status: "Closed", ...dates });
    expect(steps.every((s) => s.isCompleted)).toBe(true);
    expect(steps[2]).toMatchObject({ isActive: true, note: "Awaiting closure by", statusDate: dates.lastModifiedDate });
    expect(steps[1].statusDate).toBeNull();
  });

  it("Closed on a day already past reads 'Closed on', never awaiting closure by it (issue 42 §4)", () => {
    const day = dates.lastModifiedDate.slice(0, 10);
    expect(complaintTimeline({ status: "Closed", ...dates }, day)[2]).toMatchObject({ note: "Closed on", statusDate: dates.lastModifiedDate });
    expect(complaintTimeline({ status: "Closed", ...dates }, "2000-01-01")[2]).toMatchObject({ note: "Awaiting closure by" });
  });

  it("an unknown status reaches no step and dates none but Registered", () => {
    const steps = complaintTimeline({ status: "Escalated", ...dates });
    expect(steps.map((s) => [s.isActive, s.isCompleted, s.statusDate, s.note])).toEqual([
      [false, false, dates.createdDate, null],
      [false, false, null, null],
      [false, false, null, null],
    ]);
  });
});

describe("an asset that is not listed", () => {
  it("offers spares, services and other, other last", () => {
    expect(orderComplaintTypes(NOT_LISTED_TYPES)).toEqual(["SPARES", "SERVICES", "OTHER"]);
  });

  it("puts the upstream's refusals on their fields, in the spec's words", () => {
    expect(requestExistsMessage("Test")).toBe("A request for Serial/OC number Test already exists!");
    expect(notListedFailure("A request for Serial/OC number Test already exists!")).toEqual({
      field: "serialOcNumber",
      message: "A request for Serial/OC number Test already exists!",
    });
    expect(notListedFailure("Equipment model & Sr No already exists!")).toEqual({ field: "serialOcNumber", message: "Equipment model & Sr No already exists!" });
    expect(notListedFailure("Equipment model & Sr. No. already exists!")).toEqual({ field: "serialOcNumber", message: "Equipment model & Sr No already exists!" });
    expect(notListedFailure("Please send a valid division!")).toEqual({ field: "division", message: "Please send a valid division!" });
    expect(notListedFailure("Reason is required")).toBeNull();
    expect(notListedFailure(undefined)).toBeNull();
    // Only the known shape is repeated to the user.
    expect(notListedFailure(`A request for Serial/OC number ${"x".repeat(60)} already exists!`)).toBeNull();
  });
});

describe("the choices that shape the form (docs/decisions/056)", () => {
  const chosen = { assetId: "AST-1", type: "SPARES", division: "" };

  it("carries the choices a form was drawn for through a hidden field and reads them back", () => {
    expect(parseChoicesKey(choicesKey(chosen))).toEqual(chosen);
    expect(parseChoicesKey(choicesKey({ assetId: NOT_LISTED, type: "", division: "TBWES" }))).toEqual({ assetId: NOT_LISTED, type: "", division: "TBWES" });
  });

  it("reads nothing from an absent, tampered or oversized field", () => {
    for (const bad of [null, undefined, 7, "", "not json", "[1,2,3]", '["a","b"]', '{"assetId":"AST-1"}', `["${"x".repeat(300)}","",""]`]) {
      expect(parseChoicesKey(bad)).toBeNull();
    }
  });

  it("is at the step that takes the files and submits only once the asset, the type and an unlisted asset's division are chosen", () => {
    expect(choicesMade({ assetId: "", type: "", division: "" })).toBe(false);
    expect(choicesMade({ assetId: "AST-1", type: "", division: "" })).toBe(false);
    expect(choicesMade({ assetId: "", type: "SPARES", division: "" })).toBe(false);
    expect(choicesMade(chosen)).toBe(true);
    expect(choicesMade({ assetId: NOT_LISTED, type: "OTHER", division: "" })).toBe(false);
    expect(choicesMade({ assetId: NOT_LISTED, type: "OTHER", division: "TBWES" })).toBe(true);
  });
});
