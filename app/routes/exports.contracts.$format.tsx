import { listExportLoader } from "~/download/list-export.server";
import { contractFilterParams, parseContractQuery } from "~/domain/contract-query.server";
import { CONTRACT_COLUMNS } from "~/domain/list-export";
import { dealerListParams } from "~/domain/roles";
import { listContracts } from "~/upstream/contracts.server";

/** The Contracts list as CSV or Excel, with its filters (issue 44 §2, docs/decisions/102). */
export const loader = listExportLoader({
  route: "routes/exports.contracts.$format",
  list: "contracts",
  listPath: "/dashboard/contracts",
  columns: CONTRACT_COLUMNS,
  pages: ({ auth: { user, session }, url, signal }) => {
    const query = parseContractQuery(url);
    const dealer = dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser });
    return async (page, size) => {
      const result = await listContracts(session, { page, size, ...dealer, ...contractFilterParams(query), signal });
      return { rows: result.items, totalPages: result.totalPages ?? Math.ceil(result.totalResults / size) };
    };
  },
});
