import { z } from "zod";
import { id, text } from "./shapes";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * Spares and services orders (docs/upstream-api.md, "Later domains"): the two lists (the list's
 * CSV is made by the portal from them: docs/decisions/102), one order, its line items, and order feedback with its reasons lookup.
 */

const orderListItem = z.object({
  id,
  /** The record's company by name (beyond the spec; a dealer's list mixes companies, issue 32 §4); null when not sent. */
  accountName: text,
  assetId: id.nullish().transform((v) => v ?? null),
  assetName: text,
  customerPo: text,
  poNumber: text,
  productFamily: text,
  opportunityType: text,
  type: text,
  erpStatus: text,
  erpOrderNumber: text,
  /** The day it was ordered (YYYY-MM-DD; the list's CSV names it, issue 53 §2); null when not sent. */
  dateOrdered: text,
  edd: text,
  /** When a closed order was delivered (YYYY-MM-DD; the embedded upstream's, decision 103); null when open or not sent. */
  closedOn: text,
  /** Whether anyone of the company gave feedback on this (closed) order; null when not sent. */
  feedbackGiven: z.boolean().nullish().transform((v) => v ?? null),
});
export type OrderListItem = z.infer<typeof orderListItem>;

const orderPage = z
  .object({ order: z.object({ orderInfo: z.array(orderListItem), totalElements: z.number().int().nonnegative(), totalPages: z.number().int().nonnegative().optional() }) })
  .transform(({ order }) => ({ ...order, totalPages: order.totalPages ?? 0 }));

export interface OrderListQuery {
  view: "ongoing" | "history";
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** Semicolon-joined order types (default Spares;R&R;Services). */
  filterBy: string;
  status?: string;
  product?: string;
  tcaUser?: string;
  signal?: AbortSignal;
}

const LIST_PATH = { ongoing: "/orderapi/v2/orders", history: "/orderapi/history/orders" } as const;

export function listOrders(tokens: TokenSource, q: OrderListQuery) {
  return callUpstream(
    LIST_PATH[q.view],
    { query: { page: q.page, pageSize: q.pageSize, filterBy: q.filterBy, status: q.status, product: q.product, tcaUser: q.tcaUser }, schema: orderPage, signal: q.signal },
    tokens,
  );
}

const order = z.object({
  id,
  type: text,
  assetId: id.nullish().transform((v) => v ?? null),
  /** The customer's P.O. number: the name the customer knows the order by (decision 065). */
  customerPo: text.optional().transform((v) => v ?? null),
  erpOrderNumber: text,
  erpStatus: text,
  opportunityType: text,
  opportunityDivision: text,
  opportunityNumber: text,
  assetName: text,
  erpOrderBookedDate: text,
  dateOrdered: text,
  edd: text,
  ownerName: text,
  ownerEmail: text,
  ownerContact: text,
  /** Feedback once given (issue 32 §2): whether, when (ISO) and the rating; null when not sent. */
  feedbackGiven: z.boolean().nullish().transform((v) => v ?? null),
  feedbackGivenOn: text,
  feedbackRating: z.number().int().nullish().transform((v) => v ?? null),
});
export type Order = z.infer<typeof order>;

export function orderById(tokens: TokenSource, orderId: string, signal?: AbortSignal) {
  return callUpstream(`/orderapi/orderbyid/${encodeURIComponent(orderId)}`, { schema: order, signal }, tokens);
}

const lineItem = z.object({
  id: id.optional(),
  orderedItem: text,
  itemDesc: text,
  orderedQuantity: z.number().nullish().transform((v) => v ?? null),
  edd: text,
  lineStatusView: text,
});
export type OrderLineItem = z.infer<typeof lineItem>;

const linePage = z.object({
  orderLineItems: z.array(lineItem),
  totalPages: z.number().int().nonnegative(),
  totalElements: z.number().int().nonnegative().optional(),
});

export function orderLineItems(
  tokens: TokenSource,
  q: { orderNumber: string; page: number; pageSize: number; status?: string; signal?: AbortSignal },
) {
  return callUpstream(
    "/orderapi/v2/order-line-items",
    { query: { orderNumber: q.orderNumber, page: q.page, pageSize: q.pageSize, status: q.status }, schema: linePage, signal: q.signal },
    tokens,
  );
}

export type FeedbackCategory = "GOOD_EXPERIENCE" | "BAD_EXPERIENCE";

const feedbackValues = z.object({ values: z.array(z.object({ id, label: z.string() })) }).transform((d) => d.values.map((v) => v.label));

/** The reasons offered for a category (rating 5: good experience; otherwise bad). */
export function feedbackOptions(tokens: TokenSource, category: FeedbackCategory, signal?: AbortSignal) {
  return callUpstream("/feedbackapi/lookup/values", { query: { category }, schema: feedbackValues, signal }, tokens);
}

export interface OrderFeedback {
  referenceId: string;
  /** The chosen reasons, comma-joined. */
  feedbackCategory: string;
  rating: number;
  additionalNote: string;
  userId: string;
}

/** Never retried (a POST). */
export async function submitOrderFeedback(tokens: TokenSource, feedback: OrderFeedback) {
  const answer = await callUpstream(
    "/feedbackapi/feedback/order",
    { method: "POST", body: { entityType: "ORDER", ...feedback }, schema: z.object({ feedbackId: id }) },
    tokens,
  );
  return answer.feedbackId;
}
