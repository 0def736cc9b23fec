import { listExportLoader } from "~/download/list-export.server";
import { parseAssetListQuery } from "~/domain/asset-query.server";
import { encodeAssetFilter } from "~/domain/assets";
import { ASSET_COLUMNS } from "~/domain/list-export";
import { dealerListParams } from "~/domain/roles";
import { listAssets } from "~/upstream/assets.server";

/** The Assets list (My Assets or All Assets, as on screen) as CSV or Excel, with its filters (issue 44 §2, docs/decisions/102). */
export const loader = listExportLoader({
  route: "routes/exports.assets.$format",
  list: "assets",
  listPath: "/dashboard/assets",
  columns: ASSET_COLUMNS,
  pages: ({ auth: { user, session }, url, signal }) => {
    const query = parseAssetListQuery(url);
    const filterBy = encodeAssetFilter({ divisions: query.divisions, locations: query.locations, statuses: query.statuses });
    const dealer = dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser });
    return async (page, pageSize) => {
      const result = await listAssets(session, { view: query.view, page, pageSize, filterBy, ...dealer, signal });
      return { rows: result.assets, totalPages: result.totalPages };
    };
  },
});
