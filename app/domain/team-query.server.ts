import { z } from "zod";
import { TEAM_QUERY_MAX, TEAM_STATUSES, type TeamStatus } from "./team";

/**
 * My Team's URL query (issue 33 §1, spec document 2 section 2.4 'myTeam' filter section),
 * validated on the server only: `q` (a name or an e-mail address, or part of one), repeated
 * `status` (ACTIVE, PENDING, DEACTIVATED), `page` (1-based). Anything unknown is dropped, a
 * malformed page is page 1 (docs/decisions/009, 072).
 */

const querySchema = z.object({
  q: z.string().catch(""),
  statuses: z.array(z.string().max(20)).max(10).catch([]),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export interface TeamQuery {
  q: string;
  statuses: TeamStatus[];
  page: number;
}

export function parseTeamQuery(url: URL): TeamQuery {
  const p = url.searchParams;
  const raw = querySchema.parse({ q: p.get("q") ?? "", statuses: p.getAll("status"), page: p.get("page") ?? undefined });
  return {
    // Control characters out, runs of space as one.
    q: raw.q.replace(/[\p{Cc}\p{Cf}]/gu, "").replace(/\s+/g, " ").trim().slice(0, TEAM_QUERY_MAX),
    statuses: TEAM_STATUSES.map((s) => s.value).filter((v) => raw.statuses.includes(v)),
    page: raw.page,
  };
}

/** The team call's filter parameters: `searchText` and `status` (`;` list); none when nothing is chosen. */
export function teamFilterParams(query: TeamQuery): { searchText?: string; status?: string } {
  return {
    searchText: query.q || undefined,
    status: query.statuses.length ? query.statuses.join(";") : undefined,
  };
}
