import { activityLabels } from "./labels";
import { isComplaintType, objectHref, objectName, type PortalObject } from "./links";
import { searchPageHref } from "./search";

/** One recent activity as its card shows it. */
export interface ActivityCard {
  key: string;
  /** The type chip's label (as the order's or ticket's card reads it), or null: no chip. */
  type: string | null;
  /** The status chip's label, or null: no chip. */
  status: string | null;
  assetName: string | null;
  reference: { label: "Ticket Number" | "Complaint Number" | "P.O. Number"; value: string };
  /** Where View Details leads: the order, the ticket's thread or card, the complaint (decision 067). */
  href: string;
  /** What View Details names: "P.O. CPO/1001/04106", "Complaint CAS-030500". */
  name: string;
}

export interface Activity {
  type: string | null;
  assetName: string | null;
  poNumber: string | null;
  ticketNumber: string | null;
  status: string | null;
  orderId?: string | null;
}

/** Missing values (null, empty, or the upstream's "Null") are left out. */
const present = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v && v.toLowerCase() !== "null" && v !== "NA" ? v : null;
};

/**
 * A recent activity as its card shows it (spec document 2 section 2.2; issue 31): the ticket
 * number when there is one, else the P.O. number; the chips in the words the order's or ticket's
 * own card uses; View Details opens the thing it names (the order's page, the ticket's thread,
 * the complaint's page) instead of the tickets tab (decision 067). An order without its id opens
 * the search for its P.O. number. null for an activity that names nothing to open.
 */
export function activityCard(a: Activity): ActivityCard | null {
  const ticket = present(a.ticketNumber);
  const po = present(a.poNumber);
  const orderId = present(a.orderId);
  if (!ticket && !po) return null;
  const labels = activityLabels({ isOrder: !ticket, type: present(a.type), status: present(a.status) });
  const object: PortalObject = ticket ? { kind: "ticket", ticketNumber: ticket, type: present(a.type) } : { kind: "order", id: orderId ?? "", poNumber: po };
  return {
    key: ticket ?? orderId ?? po ?? "",
    type: present(a.type) === null ? null : labels.type,
    status: labels.status,
    assetName: present(a.assetName),
    // A complaint is called a complaint (issue 42 §5), as its page and search call it.
    reference: ticket ? { label: isComplaintType(present(a.type)) ? "Complaint Number" : "Ticket Number", value: ticket } : { label: "P.O. Number", value: po ?? "" },
    href: ticket || orderId ? objectHref(object) : searchPageHref(po ?? ""),
    name: objectName(object),
  };
}

/** The cards of an activity list, in its order, leaving out activities that name nothing. */
export function activityCards(list: readonly Activity[]): ActivityCard[] {
  return list.map(activityCard).filter((c): c is ActivityCard => c !== null);
}
