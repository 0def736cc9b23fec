/**
 * Complaint rules from the spec (document 3 sections 3, 4, 5 and 9; document 2 section 4.4).
 * Pure functions, no I/O; tested in complaints.test.ts.
 */
import { addAssetFailure, ADD_ASSET_MESSAGES } from "./asset-registration";

/** Field limits (spec document 3 section 9: description 500; the others are ours). */
export const COMPLAINT_LIMITS = {
  description: 500,
  otherReason: 500,
  poNumber: 50,
} as const;

export const COMPLAINT_TYPES = ["ACTIVE_ENQUIRY", "ACTIVE_ORDER", "SPARES", "SERVICES", "OTHER"] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export const COMPLAINT_TYPE_LABELS: Record<ComplaintType, string> = {
  ACTIVE_ENQUIRY: "Active Enquiry",
  ACTIVE_ORDER: "Active Order",
  SPARES: "Spares",
  SERVICES: "Services",
  OTHER: "Other",
};

export function isComplaintType(value: unknown): value is ComplaintType {
  return typeof value === "string" && (COMPLAINT_TYPES as readonly string[]).includes(value);
}

/** The complaint types list always places OTHER last (whatever order the source gives). */
export function orderComplaintTypes(types: readonly string[]): ComplaintType[] {
  const known = types.filter(isComplaintType);
  const unique = [...new Set(known)];
  return [...unique.filter((t) => t !== "OTHER"), ...unique.filter((t) => t === "OTHER")];
}

/** The reason that reveals a free-text field (required then). */
export const OTHERS_REASON = "Others";

/** Reasons per type, word for word (spec document 3 section 9). */
export const REASONS: Record<ComplaintType, readonly string[]> = {
  ACTIVE_ORDER: ["Delayed delivery", "Damaged item", "Poor packaging", "Short supply", "Wrong supply", "Others"],
  ACTIVE_ENQUIRY: [
    "Delay in submitting documents",
    "Higher response time",
    "Lack of clarity in providing technical specifications",
    "Poor quality of documents submitted for approval",
    "Unable to understand requirement",
    "Others",
  ],
  SPARES: [
    "Failure to perform as per commitment",
    "Non-adherence to quality specifications",
    "Poor manufacturing design",
    "Requires frequent maintenance",
    "Unreliable under certain working conditions",
    "Others",
  ],
  SERVICES: [
    "Did not fulfil the commitment",
    "Higher response time",
    "Inability to meet a deadline",
    "Non-availability of service engineers",
    "Using inappropriate invoicing terms and conditions",
    "Others",
  ],
  OTHER: ["Other"],
};

export function reasonsFor(type: string | null | undefined): readonly string[] {
  return isComplaintType(type) ? REASONS[type] : [];
}

/** Types that need an order or enquiry id ('Order/Enquiry id is required'). */
/** The list each item type picks from: spare[] for SPARES, service[] for SERVICES. */
export const ITEM_FIELDS = { SPARES: "spares", SERVICES: "services" } as const;
export type ItemType = keyof typeof ITEM_FIELDS;
export type ItemField = (typeof ITEM_FIELDS)[ItemType];

export function isItemType(type: string | null | undefined): type is ItemType {
  return type === "SPARES" || type === "SERVICES";
}

/** The list field the complaint type picks from, or null when it picks none. */
export function itemFieldOf(type: string | null | undefined): ItemField | null {
  return isItemType(type) ? ITEM_FIELDS[type] : null;
}

export function needsOrderOrEnquiry(type: string | null | undefined): type is "ACTIVE_ORDER" | "ACTIVE_ENQUIRY" {
  return type === "ACTIVE_ORDER" || type === "ACTIVE_ENQUIRY";
}

/**
 * The division whose assets need a PO number. The spec hides it ("a specific division
 * constant"); we chose TBWES (docs/decisions/010-route-dialogs-and-uploads.md).
 */
export const PO_DIVISION = "TBWES";
const PO_TYPES: readonly ComplaintType[] = ["SPARES", "SERVICES", "ACTIVE_ORDER", "OTHER"];

/** 'PO number is required' applies when the asset's division is PO_DIVISION and the type is spares, services, active order or other. */
export function poNumberRequired(division: string | null | undefined, type: string | null | undefined): boolean {
  return (division ?? "").toUpperCase() === PO_DIVISION && isComplaintType(type) && PO_TYPES.includes(type);
}

/** Product family shown for a division (spec document 3 section 9, "Products and divisions"). */
export const PRODUCT_FAMILY_BY_DIVISION: Record<string, string> = {
  COOLING: "Absorption Cooling",
  HEATING: "Process Heating",
  WATER: "Water and Waste Solution",
  TBWES: "Large Boilers & Fired Heaters",
  ENVIRO: "Air Pollution Control",
};

export function productFamilyOf(division: string | null | undefined): string {
  return PRODUCT_FAMILY_BY_DIVISION[(division ?? "").toUpperCase()] ?? "";
}

/** Asset picker label: the name with thermaxName in brackets (the thermaxName alone when unnamed). */
export function assetLabel(asset: { name: string | null; thermaxName: string }): string {
  return asset.name ? `${asset.name} (${asset.thermaxName})` : asset.thermaxName;
}

/** Country sent with a complaint: the first part of the user's country code ("INDIA- +91" → "INDIA"); default INDIA. */
export function countryOf(icc: string | null | undefined): string {
  const first = (icc ?? "").split("-")[0]?.trim();
  return first || "INDIA";
}

// ---------------------------------------------------------------------------------------------
// An asset that is not listed (registerAssetData: serialOcNumber, division, region)

/** The asset picker's last choice, for an asset the list does not hold (no upstream asset id looks like it). */
export const NOT_LISTED = "not-listed";
export const NOT_LISTED_LABEL = "My asset is not listed";

/**
 * The types offered for an asset that is not listed: it has no orders or enquiries in the portal,
 * so Active Order and Active Enquiry would only ever end in the no-active-order text.
 */
export const NOT_LISTED_TYPES: readonly ComplaintType[] = ["SPARES", "SERVICES", "OTHER"];

/** The upstream's text when the serial/OC number already has a request (spec document 3 section 8, admin messages). */
const REQUEST_EXISTS = /^A request for Serial\/OC number (.{1,50}) already exists!$/;

export function requestExistsMessage(serialOcNumber: string): string {
  return `A request for Serial/OC number ${serialOcNumber} already exists!`;
}

/**
 * Where an upstream 400 for a complaint on an unlisted asset belongs: the serial/OC number field
 * (a request exists, or an installed asset carries it) or the division field, with the text to
 * show; null for anything else (the generic failure). A request that exists is shown in the
 * upstream's words, which name the serial as it was first registered.
 */
export function notListedFailure(message: string | undefined): { field: "serialOcNumber" | "division"; message: string } | null {
  const exists = REQUEST_EXISTS.exec((message ?? "").trim());
  if (exists) return { field: "serialOcNumber", message: requestExistsMessage(exists[1]) };
  const failure = addAssetFailure(message);
  if (failure === "duplicate") return { field: "serialOcNumber", message: ADD_ASSET_MESSAGES.duplicate };
  if (failure === "division") return { field: "division", message: ADD_ASSET_MESSAGES.invalidDivision };
  return null;
}

// ---------------------------------------------------------------------------------------------
// The choices that shape the form (docs/decisions/056)

/**
 * The asset, the type and, for an asset that is not listed, its division: each decides which
 * fields the form shows, so without JavaScript each change needs a round trip. The form carries
 * the choices it was drawn for back in a hidden field (`SHOWN_CHOICES`).
 */
export interface ComplaintChoices {
  assetId: string;
  type: string;
  division: string;
}

export const SHOWN_CHOICES = "shownChoices";

export function choicesKey(choices: ComplaintChoices): string {
  return JSON.stringify([choices.assetId, choices.type, choices.division]);
}

/** The choices a posted form was drawn for; null when absent or not in the key's shape. */
export function parseChoicesKey(value: unknown): ComplaintChoices | null {
  if (typeof value !== "string" || value.length > 300) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((p) => typeof p === "string")) return null;
    const [assetId, type, division] = parsed as string[];
    return { assetId, type, division };
  } catch {
    return null;
  }
}

/** Every choice that shapes the form is made: the step that takes the files and submits. */
export function choicesMade(choices: ComplaintChoices): boolean {
  return Boolean(choices.assetId && choices.type && (choices.assetId !== NOT_LISTED || choices.division));
}

export const NO_ACTIVE_ORDER = "The selected asset doesn’t have an Active Order. Please select another complaint type.";
export const NO_ACTIVE_ENQUIRY =
  "The selected asset doesn’t have an Active Enquiry. Please select another complaint type.";

// ---------------------------------------------------------------------------------------------
// Timeline (spec document 2 section 4.4)

export const TIMELINE_STEPS = ["Registered", "Resolution in Progress", "Resolved"] as const;
export type TimelineStepName = (typeof TIMELINE_STEPS)[number];

export interface TimelineComplaint {
  status: string | null;
  statusDate: string | null;
  createdDate: string | null;
  lastModifiedDate: string | null;
}

export interface TimelineStep {
  status: TimelineStepName;
  isActive: boolean;
  isCompleted: boolean;
  /** Raw ISO date to show, or null. */
  statusDate: string | null;
  /** On Resolved once it is reached: 'Awaiting closure by' a day still to come, 'Closed on' one past; else null. */
  note: string | null;
}

/** Server status → step: Registered → Registered; Resolution In Progress → Resolution in Progress; Closed → Resolved. */
export function timelineStepOf(status: string | null | undefined): number {
  const s = (status ?? "").trim().toLowerCase();
  if (s === "closed") return 2;
  if (s === "resolution in progress") return 1;
  if (s === "registered") return 0;
  return -1;
}

/**
 * The three steps with the spec's dates (document 2 section 4.4). Registered shows the created
 * date; Resolution in Progress, when it is the current step, shows the status date; Resolved shows
 * 'Awaiting closure by' with the last modified date, and only once it is reached (server status
 * Closed): before that it is a step not yet reached and, like any other, shows no date. A complaint
 * still being worked on never reads as awaiting closure by a date already past (issue 24), nor does
 * a closed one: given `today` (YYYY-MM-DD, India), a day not after it reads 'Closed on' (issue 42 §4).
 */
export function complaintTimeline(complaint: TimelineComplaint, today?: string): TimelineStep[] {
  const current = timelineStepOf(complaint.status);
  const resolved = TIMELINE_STEPS.length - 1;
  return TIMELINE_STEPS.map((status, index) => {
    let statusDate: string | null = null;
    let note: string | null = null;
    if (index === 0) statusDate = complaint.createdDate;
    else if (index === resolved && current === resolved) {
      statusDate = complaint.lastModifiedDate;
      // A closed complaint never awaits closure by a day already past (issue 42 §4): it was closed then.
      const day = statusDate?.slice(0, 10) ?? null;
      note = today && day && day <= today ? "Closed on" : "Awaiting closure by";
    } else if (index === current) statusDate = complaint.statusDate;
    return {
      status,
      isActive: index === current,
      isCompleted: index < current || (index === current && index === resolved),
      statusDate,
      note,
    };
  });
}
