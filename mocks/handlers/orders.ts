import { http } from "msw";
import { db, type Order } from "../store";
import { authed } from "./auth-context";
import { includesCI, semicolonList } from "./filters";
import { intParam, notFound, ok, paginate } from "./http-utils";
import { inScope, scopeFor, visibleAsset, visibleTo } from "./scope";

/** Order kinds of the spares tab filter: Spares, R&R (retrofit and revamp), Services. */
function kindOf(o: Order): string {
  if ((o.opportunityType ?? "").toLowerCase() === "r&r") return "R&R";
  return o.type;
}

function listItem(o: Order) {
  const asset = db.assets.find((a) => a.id === o.assetId);
  const amcDate = asset?.ascEndDate ?? null;
  return {
    id: o.id,
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
    edd: o.edd,
  };
}

function detail(o: Order) {
  const { lineItems: _l, accountId: _a, tcaUser: _t, ...fields } = o;
  return fields;
}

function orderList(history: boolean) {
  return authed(({ url, user }) => {
    const scope = scopeFor(user, url);
    const kinds = semicolonList(url.searchParams.get("filterBy"));
    const statuses = semicolonList(url.searchParams.get("status"));
    const products = semicolonList(url.searchParams.get("product"));
    const matched = db.orders
      .filter(
        (o) =>
          inScope(o, scope) &&
          (o.erpStatus === "Order closed") === history &&
          (kinds.length === 0 || includesCI(kinds, kindOf(o))) &&
          (statuses.length === 0 || includesCI(statuses, o.erpStatus)) &&
          (products.length === 0 || includesCI(products, o.opportunityDivision) || includesCI(products, o.productFamily)),
      )
      .sort((a, b) => b.dateOrdered.localeCompare(a.dateOrdered) || a.id.localeCompare(b.id));
    const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["pageSize", "size"], 8));
    return ok({ order: { orderInfo: result.items.map(listItem), totalElements: result.totalElements, totalPages: result.totalPages } });
  });
}

export const orderHandlers = [
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
