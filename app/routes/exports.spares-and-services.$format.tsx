import { listExportLoader } from "~/download/list-export.server";
import { ORDER_COLUMNS } from "~/domain/list-export";
import { parseOrderQuery } from "~/domain/order-query.server";
import { encodeOrderTypes, joinSemicolon } from "~/domain/orders";
import { dealerListParams } from "~/domain/roles";
import { listOrders } from "~/upstream/orders.server";

/** The Spares & Services orders (the view on screen) as CSV or Excel, with its filters (issue 44 §2, docs/decisions/102). */
export const loader = listExportLoader({
  route: "routes/exports.spares-and-services.$format",
  list: "spares-and-services",
  listPath: "/dashboard/spares-and-services",
  columns: ORDER_COLUMNS,
  pages: ({ auth: { user, session }, url, signal }) => {
    const query = parseOrderQuery(url);
    const dealer = dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser });
    return async (page, pageSize) => {
      const result = await listOrders(session, {
        view: query.view,
        page,
        pageSize,
        filterBy: encodeOrderTypes(query.types),
        status: joinSemicolon(query.statuses),
        product: joinSemicolon(query.products),
        ...dealer,
        signal,
      });
      return { rows: result.orderInfo, totalPages: result.totalPages };
    };
  },
});
