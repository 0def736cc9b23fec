import { listExportLoader } from "~/download/list-export.server";
import { TEAM_COLUMNS } from "~/domain/list-export";
import { parseTeamQuery, teamFilterParams } from "~/domain/team-query.server";
import { listTeam } from "~/upstream/team.server";

/** My Team's members as CSV or Excel, with its search and status filter (issue 44 §2, docs/decisions/102). */
export const loader = listExportLoader({
  route: "routes/exports.my-team.$format",
  list: "my-team",
  listPath: "/my-team",
  columns: TEAM_COLUMNS,
  pages: ({ auth: { user, session }, url, signal }) => {
    const query = parseTeamQuery(url);
    return async (page, size) => {
      const result = await listTeam(session, { accountId: user.accountId, page, size, ...teamFilterParams(query), signal });
      return { rows: result.members, totalPages: result.totalPages };
    };
  },
});
