import { http, HttpResponse } from "msw";
import { db, type Order, type UserState } from "../store";
import { authed } from "./auth-context";
import { includesCI, semicolonList } from "./filters";
import { fail, intParam, notFound, ok, paginate, readJson, str } from "./http-utils";
import { accountNameOf, inScope, scopeFor, visibleAsset, visibleTo } from "./scope";

/** Feedback reasons by category (the lookup the order feedback dialog reads). */
export const FEEDBACK_OPTIONS: Record<string, string[]> = {
  GOOD_EXPERIENCE: ["On-time delivery", "Good packaging", "Correct items supplied", "Helpful service engineer", "Clear communication"],
  BAD_EXPERIENCE: ["Delayed delivery", "Damaged item", "Poor packaging", "Short supply", "Wrong supply", "Poor communication"],
};

/** Order kinds of the spares tab filter: Spares, R&R (retrofit and revamp), Services. */
/**
 * The filterBy kind of an order: R&R, Project and Product by its opportunity type (the type chips'
 * groups; Project and Product are beyond the spec's three values, decision 094), else its type.
 */
function kindOf(o: Order): string {
  const opportunity = (o.opportunityType ?? "").toLowerCase();
  if (opportunity === "r&r") return "R&R";
  if (["project", "bop"].includes(opportunity)) return "Project";
  if (["unit", "short cycle", "long cycle", "equipment"].includes(opportunity)) return "Product";
  return o.type;
}

function listItem(o: Order) {
  const asset = db.assets.find((a) => a.id === o.assetId);
  const amcDate = asset?.ascEndDate ?? null;
  return {
    id: o.id,
    accountName: accountNameOf(o),
    assetId: o.assetId,
    assetName: o.assetName,
    customerPo: o.customerPo,
    poNumber: o.poNumber,
    productFamily: o.productFamily,
    amcDate,
    amcExpiried: amcDate !== null && Date.parse(amcDate) < Date.now(),
    contractEndDate: amcDate,
    opportunityType: o.opportunityType,
    type: o.type,
    erpStatus: o.erpStatus,
    erpOrderNumber: o.erpOrderNumber,
    // The day it was ordered: the list's CSV names it (issue 53 §2).
    dateOrdered: o.dateOrdered,
    edd: o.edd,
    // When a closed order was delivered (decision 103): the service record's on-time figure.
    closedOn: o.closedOn ?? null,
    // Whether anyone of the company has given feedback on the order (decision 074).
    feedbackGiven: db.orderFeedback.some((f) => f.orderId === o.id),
  };
}

/** The latest feedback anyone of the company gave on the order, or null. */
function latestFeedback(o: Order) {
  return db.orderFeedback.filter((f) => f.orderId === o.id).sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
}

function detail(o: Order) {
  const { lineItems: _l, accountId: _a, tcaUser: _t, ...fields } = o;
  const feedback = latestFeedback(o);
  // Feedback once given (issue 32 §2): whether, when and the rating.
  return { ...fields, feedbackGiven: feedback !== null, feedbackGivenOn: feedback?.at ?? null, feedbackRating: feedback?.rating ?? null };
}

/** The orders a list call asks for: scope, ongoing or history, filterBy kinds, status, product. */
function matchingOrders(url: URL, user: UserState, history: boolean): Order[] {
  const scope = scopeFor(user, url);
  const kinds = semicolonList(url.searchParams.get("filterBy"));
  const statuses = semicolonList(url.searchParams.get("status"));
  const products = semicolonList(url.searchParams.get("product"));
  return db.orders
    .filter(
      (o) =>
        inScope(o, scope) &&
        (o.erpStatus === "Order closed") === history &&
        (kinds.length === 0 || includesCI(kinds, kindOf(o))) &&
        (statuses.length === 0 || includesCI(statuses, o.erpStatus)) &&
        (products.length === 0 || includesCI(products, o.opportunityDivision) || includesCI(products, o.productFamily)),
    )
    .sort((a, b) => b.dateOrdered.localeCompare(a.dateOrdered) || a.id.localeCompare(b.id));
}

/** One CSV field: quoted when it holds a comma, quote or line break; formula prefixes defused. */
function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = ["Order Number", "P.O. Number", "Asset Name", "Product Family", "Type", "Status", "Ordered On", "Readiness Date"] as const;

function csvRow(o: Order): string {
  return [o.erpOrderNumber, o.customerPo, o.assetName, o.productFamily, o.opportunityType ?? o.type, o.erpStatus, o.dateOrdered, o.edd].map(csvField).join(",");
}

function orderList(history: boolean) {
  return authed(({ url, user }) => {
    const matched = matchingOrders(url, user, history);
    const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["pageSize", "size"], 8));
    return ok({ order: { orderInfo: result.items.map(listItem), totalElements: result.totalElements, totalPages: result.totalPages } });
  });
}

export const orderHandlers = [
  /**
   * The filtered list as CSV (every page): `orderType` onGoing (default) or history, plus the list
   * call's filterBy, status, product and tcaUser. Answers text/csv, not the JSON envelope.
   */
  http.get(
    "*/api/orderapi/orders/csv",
    authed(({ url, user }) => {
      const history = url.searchParams.get("orderType")?.toLowerCase() === "history";
      const rows = matchingOrders(url, user, history).map(csvRow);
      const body = `${[CSV_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
      return new HttpResponse(body, { status: 200, headers: { "content-type": "text/csv; charset=utf-8" } });
    }),
  ),

  /** Feedback reasons by category: GOOD_EXPERIENCE or BAD_EXPERIENCE. */
  http.get(
    "*/api/feedbackapi/lookup/values",
    authed(({ url }) => {
      const category = url.searchParams.get("category") ?? "";
      const values = FEEDBACK_OPTIONS[category];
      if (!values) return fail(400, "Unknown category");
      return ok({ category, values: values.map((label, i) => ({ id: `${category}-${i + 1}`, label })) });
    }),
  ),

  /**
   * Order feedback (spec document 1: entityType ORDER, referenceId, feedbackCategory (the reasons,
   * comma-joined), rating 1 to 5, additionalNote, userId). Only for a closed order the caller sees,
   * and once per order (409 for a second).
   */
  http.post(
    "*/api/feedbackapi/feedback/order",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      if (body.entityType !== "ORDER") return fail(400, "entityType must be ORDER");
      const order = db.orders.find((o) => o.id === str(body.referenceId));
      if (!order || !visibleTo(order, user)) return notFound("Order not found");
      if (order.erpStatus !== "Order closed") return fail(400, "Feedback can be given once the order is closed.");
      // One feedback per order (issue 32 §2): a second is refused, whoever of the company sends it.
      if (latestFeedback(order)) return fail(409, "Feedback has already been given for this order.");
      const rating = body.rating;
      if (typeof rating !== "number" || !Number.isInteger(rating) || rating < 1 || rating > 5) return fail(400, "Rating is required");
      // Reasons are asked for below a top rating; 5 of 5 may come without (issue 40 §4).
      const reasons = str(body.feedbackCategory)?.trim() ?? "";
      if (!reasons && rating < 5) return fail(400, "This field is required");
      const feedbackId = `OFB-${String(db.orderFeedback.length + 1).padStart(5, "0")}`;
      db.orderFeedback.push({ feedbackId, orderId: order.id, userId: user.userId, rating, reasons, note: str(body.additionalNote) ?? "", at: new Date().toISOString() });
      return ok({ feedbackId });
    }),
  ),

  http.get("*/api/orderapi/v2/orders", orderList(false)),
  http.get("*/api/orderapi/history/orders", orderList(true)),

  /** Active (not closed) orders of one asset: the complaint dialog's order choice. */
  http.get(
    "*/api/orderapi/v2/orders/:assetId",
    authed(({ params, url, user }) => {
      const asset = visibleAsset(params.assetId, user);
      if (!asset) return notFound("Asset not found");
      const matched = db.orders
        .filter((o) => o.assetId === asset.id && o.erpStatus !== "Order closed" && visibleTo(o, user))
        .sort((a, b) => b.dateOrdered.localeCompare(a.dateOrdered) || a.id.localeCompare(b.id));
      const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["pageSize", "size"], 3));
      return ok({ order: { orderInfo: result.items.map(listItem), totalElements: result.totalElements, totalPages: result.totalPages } });
    }),
  ),

  http.get(
    "*/api/orderapi/orderbyid/:id",
    authed(({ params, user }) => {
      const order = db.orders.find((o) => o.id === params.id || o.erpOrderNumber === params.id);
      if (!order || !visibleTo(order, user)) return notFound("Order not found");
      return ok(detail(order));
    }),
  ),

  http.get(
    "*/api/orderapi/v2/order-line-items",
    authed(({ url, user }) => {
      const orderNumber = url.searchParams.get("orderNumber");
      const order = db.orders.find((o) => o.erpOrderNumber === orderNumber);
      if (!order || !visibleTo(order, user)) return notFound("Order not found");
      const statuses = semicolonList(url.searchParams.get("status"));
      const items = order.lineItems.filter((li) => statuses.length === 0 || includesCI(statuses, li.lineStatusView));
      const result = paginate(items, intParam(url, ["page"], 0), intParam(url, ["pageSize", "size"], 6));
      return ok({ orderLineItems: result.items, totalPages: result.totalPages, totalElements: result.totalElements });
    }),
  ),
];
