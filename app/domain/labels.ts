/**
 * One vocabulary (issue 31 §3; decision 066): every upstream status and type code becomes the one
 * label the customer reads, in one case style (Title Case, short words lower case), and the same
 * label on filters, cards, detail pages, Home and the asset page. Filters send the code and show
 * the label; cards and pages show the label. No code (`AWAITING_RECEIPT`, `HEATING`) reaches a
 * page. Loaders call these (the maps stay on the server where they can); pure, tested in
 * labels.test.ts.
 */
import { commissioningLabel, divisionLabel } from "./assets";
import { ENQUIRY_STATUSES } from "./enquiries";
import { orderKindOf, orderStatusDisplay, orderTypeChip, type OrderKind } from "./orders";
import { titleCase } from "./title-case";

export { commissioningLabel, divisionLabel, orderTypeChip as orderTypeLabel, titleCase };

/** An order's status as every screen shows it (spec document 2 section 4.2's card display); null when unknown. */
export function orderStatusLabel(erpStatus: string | null | undefined, kind: OrderKind): string | null {
  const label = orderStatusDisplay(erpStatus, kind);
  return label === "NA" ? null : label;
}

/** A line item's status (spec document 2 section 4.2's values); the order page's filter offers these labels. */
export function lineStatusLabel(code: string | null | undefined): string | null {
  const value = code?.trim();
  return value ? titleCase(value) : null;
}

/**
 * Ticket and complaint statuses as the customer reads them: "Resolution In Progress" (the tickets'
 * spelling) and "Resolution in Progress" (the complaint stepper's) are one label.
 */
export function ticketStatusLabel(status: string | null | undefined): string | null {
  const value = status?.trim();
  return value ? titleCase(value) : null;
}

/** Ticket types: the upstream's values, in the one case style (spec document 2 section 4.3). */
export function ticketTypeLabel(type: string | null | undefined): string | null {
  const value = type?.trim();
  return value ? titleCase(value) : null;
}

/** Enquiry statuses (decision 048's seven). */
export function enquiryStatusLabel(status: string | null | undefined): string | null {
  const value = status?.trim();
  if (!value) return null;
  const known = ENQUIRY_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase());
  return titleCase(known ?? value);
}

/**
 * A recent activity's chips (spec document 2 section 2.2). An order's activity carries its
 * opportunityType as its type and its ERP status, so the chips read as on the order's card in
 * Spares & Services; a ticket's carries the ticket's type and status.
 */
export function activityLabels(activity: { isOrder: boolean; type: string | null; status: string | null }): { type: string | null; status: string | null } {
  if (activity.isOrder) {
    const type = orderTypeChip(activity.type);
    return { type, status: orderStatusLabel(activity.status, kindOfOrderChip(type)) };
  }
  return { type: ticketTypeLabel(activity.type), status: ticketStatusLabel(activity.status) };
}

/** The order kind a type chip stands for: service orders read their statuses as services. */
export function kindOfOrderChip(chip: string): OrderKind {
  return chip === "Service Order" || chip === "Services Order" ? "services" : orderKindOf(chip);
}

/** Warranty states (spec document 3 section 9: activeWarranty, expiredWarranty), beside the word Warranty; null for any other. */
export function warrantyStatusLabel(code: string | null | undefined): string | null {
  return code === "activeWarranty" ? "Active" : code === "expiredWarranty" ? "Expired" : null;
}

/** A project stage in Title Case ('Mechanical completion' reads 'Mechanical Completion'). */
export function projectStageLabel(stage: string): string {
  return titleCase(stage);
}

/** What happened to an asset (`history/{assetId}`'s `type`, docs/upstream-api.md); null for a code the portal does not know. */
const ASSET_EVENTS: Record<string, string> = {
  READY_FOR_DISPATCH: "Ready for Dispatch",
  INSTALLED: "Installed",
  COMMISSIONED: "Commissioned",
  WARRANTY_ENDED: "Warranty Ended",
  AMC_ENDED: "AMC Ended",
  COMPLAINT_REGISTERED: "Complaint Registered",
  COMPLAINT_CLOSED: "Complaint Closed",
};

export function assetEventLabel(code: string | null | undefined): string | null {
  return (code && ASSET_EVENTS[code]) ?? null;
}
