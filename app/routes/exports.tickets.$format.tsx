import { listExportLoader } from "~/download/list-export.server";
import { TICKET_COLUMNS } from "~/domain/list-export";
import { dealerListParams, hasInternalEmail } from "~/domain/roles";
import { parseTicketQuery } from "~/domain/ticket-query.server";
import { defaultTicketView, encodeTicketFilter } from "~/domain/tickets";
import { emailDomains } from "~/env.server";
import { listTickets } from "~/upstream/tickets.server";

/** The Tickets list as CSV or Excel, with its filters (issue 44 §2, docs/decisions/102). */
export const loader = listExportLoader({
  route: "routes/exports.tickets.$format",
  list: "tickets",
  listPath: "/dashboard/tickets",
  columns: TICKET_COLUMNS,
  pages: ({ auth: { user, session }, url, signal }) => {
    const query = parseTicketQuery(url, defaultTicketView(hasInternalEmail(user.email, emailDomains())));
    const filterBy = encodeTicketFilter({ types: query.types, statuses: query.statuses }) || undefined;
    const dealer = dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser });
    return async (page, pageSize) => {
      const result = await listTickets(session, { view: query.view, page, pageSize, filterBy, ticketNumber: query.ticket ?? undefined, ...dealer, signal });
      return { rows: result.ticketInfoList, totalPages: result.totalPages };
    };
  },
});
