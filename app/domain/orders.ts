/**
 * Spares and services order rules (spec document 2 sections 2.6, 2.7, 4.2, 5, 7 and 9): the list's
 * filters and their upstream encoding, the type chip, the status shown on cards, and the status
 * timeline of the order page. Pure; see orders.test.ts. Choices are in docs/decisions/020.
 */

export const ORDER_PAGE_SIZE = 8;
export const LINE_ITEM_PAGE_SIZE = 6;

/** Ongoing Orders or Order History; Reset Filters returns to Ongoing (the spec's "onGoing"). */
export const ORDER_VIEWS = [
  { value: "ongoing", label: "Ongoing Orders" },
  { value: "history", label: "Order History" },
] as const;
export type OrderView = (typeof ORDER_VIEWS)[number]["value"];

/**
 * Order types of the filter, named as the cards' type chips name them (issue 42 §3): every type a
 * card shows can be chosen. Retrofit and Revamp is sent as R&R (the spec); Project and Product
 * orders, which the spec's three values cannot reach, are sent as Project and Product
 * (docs/decisions/094).
 */
export const ORDER_TYPE_OPTIONS = [
  { value: "Spares", label: "Spares" },
  { value: "R&R", label: "Retrofit and Revamp" },
  { value: "Services", label: "Service Order" },
  { value: "Project", label: "Project Order" },
  { value: "Product", label: "Product Order" },
] as const;
export type OrderTypeFilter = (typeof ORDER_TYPE_OPTIONS)[number]["value"];

/** filterBy when no type is chosen: every type (the spec's Spares;R&R;Services, and Project and Product). */
export const DEFAULT_ORDER_FILTER_BY = "Spares;R&R;Services;Project;Product";

/** The ERP statuses in lifecycle order (section 4.2). */
export const ERP_STATUSES = [
  "Order received",
  "Order confirmed",
  "Order execution in progress",
  "Partially Ready for shipment",
  "Ready for shipment",
  "Partially fulfilled",
  "Order closed",
] as const;
export type ErpStatus = (typeof ERP_STATUSES)[number];

/** Statuses the status filter offers on each view: history holds closed orders only. */
export const STATUS_OPTIONS: Record<OrderView, readonly ErpStatus[]> = {
  ongoing: ERP_STATUSES.filter((s) => s !== "Order closed"),
  history: [],
};

/**
 * The status filter's options: the ERP status is sent, its label shown, the one the cards show
 * (decision 066). Spares and services read three statuses differently: with only spares-kind types
 * chosen (Spares, Retrofit and Revamp) the spares labels, with only Services the services labels,
 * otherwise both ("Ready for Shipment / Order in Execution"), so every card a status returns shows
 * a label its option names.
 */
export function statusFilterOptions(view: OrderView, types: readonly string[]): { value: ErpStatus; label: string }[] {
  const kinds = new Set<OrderKind>(types.length ? types.map((t) => (t === "Services" ? "services" : "spares")) : ["spares", "services"]);
  return STATUS_OPTIONS[view].map((value) => {
    const labels = [...new Set([...kinds].map((kind) => STATUS_DISPLAY[kind][value]))];
    return { value, label: labels.join(" / ") };
  });
}

/**
 * An order not yet fully delivered or executed whose expected date (edd, YYYY-MM-DD…) is before
 * today in India: its card and page say it is past its expected date (issue 31).
 */
export function isPastExpected(order: { erpStatus: string | null; edd: string | null }, today: string): boolean {
  const day = order.edd?.slice(0, 10);
  return Boolean(day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day < today && !isClosedOrder(order.erpStatus));
}

/**
 * What Home's 'N more …' links open (issue 52 §3): the orders past their expected date (`late`,
 * ongoing) or the delivered ones waiting for the customer's feedback (`feedback`, history). The
 * upstream's lists cannot filter so: the portal reads what Home reads and keeps these.
 */
export type OrderDue = "late" | "feedback";
export const ORDER_DUE_VIEW: Record<OrderDue, OrderView> = { late: "ongoing", feedback: "history" };
export const ORDER_DUE_TEXT: Record<OrderDue, { one: string; many: string; all: string }> = {
  late: { one: "late order", many: "late orders", all: "Show all ongoing orders" },
  feedback: { one: "delivered order to rate", many: "delivered orders to rate", all: "Show the whole order history" },
};
/** The card's mark for an order waiting for feedback. */
export const FEEDBACK_DUE_MARK = "Waiting for your feedback";

export function isOrderDue(order: { erpStatus: string | null; edd: string | null; feedbackGiven?: boolean | null }, due: OrderDue, today: string): boolean {
  return due === "late" ? isPastExpected(order, today) : order.feedbackGiven === false && isClosedOrder(order.erpStatus);
}

/** Product families of the filter (section 3), sent as they are. */
export const PRODUCT_OPTIONS = ["Cooling", "Heating", "Water", "TBWES", "Enviro"] as const;

/** Line item statuses (section 4.2), the order page's filter. */
export const LINE_STATUSES = [
  "AWAITING_RECEIPT",
  "Item in Engineering",
  "Item in Manufacturing",
  "Item in Procurement",
  "Item in Procurement/Manufacturing",
  "Item is Ready",
  "Order Confirmed",
  "Order Received",
  "Shipped & Invoiced",
] as const;

/** Several values of one filter go upstream joined with semicolons (section 7). */
export function joinSemicolon(values: readonly string[]): string | undefined {
  return values.length ? values.join(";") : undefined;
}

/** The label "Retrofit and Revamp" (or R&R) becomes R&R; unknown types are dropped; order follows the filter. */
export function normaliseOrderTypes(values: readonly string[]): OrderTypeFilter[] {
  const wanted = new Set(values.map((v) => v.trim().toLowerCase()));
  return ORDER_TYPE_OPTIONS.filter((o) => wanted.has(o.value.toLowerCase()) || wanted.has(o.label.toLowerCase())).map((o) => o.value);
}

/** filterBy for the chosen types: semicolon-joined, the default (every type) when none is chosen. */
export function encodeOrderTypes(types: readonly string[]): string {
  return joinSemicolon(normaliseOrderTypes(types)) ?? DEFAULT_ORDER_FILTER_BY;
}

/** Spares orders or services orders: the labels of the card, the button and the timeline. */
export type OrderKind = "spares" | "services";

export function orderKindOf(type: string | null | undefined): OrderKind {
  return type?.trim().toLowerCase() === "services" ? "services" : "spares";
}

/** The type chip from opportunityType, matched case-insensitively; none (or unknown) is Services Order. */
const TYPE_CHIPS: readonly (readonly [readonly string[], string])[] = [
  [["spares"], "Spares"],
  // The spec spells these two 'Service Order' and 'Services Order': one spelling (decision 094).
  [["services", "au", "branded services", "ea/uc", "services / consumables"], "Service Order"],
  [["project", "bop"], "Project Order"],
  [["unit", "short cycle", "long cycle", "equipment"], "Product Order"],
  [["r&r"], "Retrofit and Revamp"],
];

export function orderTypeChip(opportunityType: string | null | undefined): string {
  const key = (opportunityType ?? "").trim().toLowerCase();
  return TYPE_CHIPS.find(([keys]) => keys.includes(key))?.[1] ?? "Service Order";
}

/**
 * What an order's page is headed and its card's button says, after its type (issue 42 §2): the
 * spec's 'Spare Details' / 'View Spares Page' and 'View Service Page' for spares and service
 * orders; a project, product or retrofit order is named as such.
 */
export function orderNaming(opportunityType: string | null | undefined): { title: string; view: string } {
  const chip = orderTypeChip(opportunityType);
  switch (chip) {
    case "Spares":
      return { title: "Spare Details", view: "View Spares Page" };
    case "Service Order":
      return { title: "Service Order Details", view: "View Service Page" };
    default:
      return { title: `${chip === "Retrofit and Revamp" ? "Retrofit and Revamp Order" : chip} Details`, view: `View ${chip === "Retrofit and Revamp" ? "Retrofit and Revamp Order" : chip}` };
  }
}

/**
 * Status display per kind (section 4.2): what the cards, the order page, its timeline, the
 * status filter, Home and the asset page show (one label per status, decision 066), in the
 * portal's one case style ("Ready for Shipment"); an unknown status shows NA.
 */
const STATUS_DISPLAY: Record<OrderKind, Record<ErpStatus, string>> = {
  spares: {
    "Order received": "Order Placed",
    "Order confirmed": "Order Confirmed",
    "Order execution in progress": "Order Processing",
    "Partially Ready for shipment": "Partially Ready for Shipment",
    "Ready for shipment": "Ready for Shipment",
    "Partially fulfilled": "Partially Dispatched",
    "Order closed": "Order Dispatched",
  },
  services: {
    "Order received": "Order Placed",
    "Order confirmed": "Order Confirmed",
    "Order execution in progress": "Order Processing",
    "Partially Ready for shipment": "Partially Ready for Shipment",
    "Ready for shipment": "Order in Execution",
    "Partially fulfilled": "Partially Executed",
    "Order closed": "Order Executed",
  },
};

function erpIndex(status: string | null | undefined): number {
  const wanted = (status ?? "").trim().toLowerCase();
  return ERP_STATUSES.findIndex((s) => s.toLowerCase() === wanted);
}

export function orderStatusDisplay(erpStatus: string | null | undefined, kind: OrderKind): string {
  const index = erpIndex(erpStatus);
  return index < 0 ? "NA" : STATUS_DISPLAY[kind][ERP_STATUSES[index]];
}

export function isClosedOrder(erpStatus: string | null | undefined): boolean {
  return erpIndex(erpStatus) === ERP_STATUSES.length - 1;
}

/**
 * Timeline labels (section 4.2): the display of each ERP status after Order received, so a step
 * reads as the card's status does (decision 066). Services: the six-step reading, with Partially
 * Ready for Shipment, so each step matches one ERP status, as for spares (decision 020).
 */
export const TIMELINE_LABELS: Record<OrderKind, readonly string[]> = {
  spares: ERP_STATUSES.slice(1).map((s) => STATUS_DISPLAY.spares[s]),
  services: ERP_STATUSES.slice(1).map((s) => STATUS_DISPLAY.services[s]),
};

export interface TimelineStep {
  status: string;
  isActive: boolean;
  isCompleted: boolean;
  /** The date the step shows (raw upstream value), or null. */
  statusDate: string | null;
  /** "Expected" on the last step while it is not reached. */
  note: string | null;
}

export interface TimelineOrder {
  erpStatus: string | null;
  erpOrderBookedDate: string | null;
  dateOrdered: string | null;
  edd: string | null;
}

/**
 * The status timeline: step i is ERP status i + 1 (Order received comes before the first step, so
 * nothing is reached yet). Steps before the current one are completed, the current one is active
 * (the last step of a closed order is active and completed). The confirmed step shows the booked
 * date, falling back to the ordered date; the last step shows the expected date from edd.
 */
export function orderTimeline(order: TimelineOrder, kind: OrderKind): TimelineStep[] {
  const labels = TIMELINE_LABELS[kind];
  const current = erpIndex(order.erpStatus) - 1; // -1: received (or unknown), nothing reached
  const last = labels.length - 1;
  return labels.map((status, i) => {
    const reached = current >= 0 && i <= current;
    let statusDate: string | null = null;
    let note: string | null = null;
    if (i === 0) statusDate = order.erpOrderBookedDate ?? order.dateOrdered ?? null;
    if (i === last) {
      statusDate = order.edd ?? null;
      note = statusDate && current < last ? "Expected" : null;
    }
    return {
      status,
      isActive: i === current,
      isCompleted: reached && (i < current || i === last),
      statusDate,
      note,
    };
  });
}
