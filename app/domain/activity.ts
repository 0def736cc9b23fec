/** One recent activity as its card shows it. */
export interface ActivityCard {
  type: string;
  assetName: string;
  reference: { label: "Ticket Number" | "P.O. Number"; value: string };
  status: string;
}

/**
 * A recent activity as its card shows it (spec document 2 section 2.2): the ticket number when
 * there is one, else the P.O. number; missing values (null, empty, or the upstream's "Null") show NA.
 */
const present = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v && v.toLowerCase() !== "null" ? v : null;
};

export function activityCard(a: { type: string | null; assetName: string | null; poNumber: string | null; ticketNumber: string | null; status: string | null }): ActivityCard {
  const ticket = present(a.ticketNumber);
  return {
    type: present(a.type) ?? "NA",
    assetName: present(a.assetName) ?? "NA",
    reference: ticket ? { label: "Ticket Number", value: ticket } : { label: "P.O. Number", value: present(a.poNumber) ?? "NA" },
    status: present(a.status) ?? "NA",
  };
}
