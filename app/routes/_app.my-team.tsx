import { countOf } from "~/domain/format";
import { phoneHref } from "~/domain/patterns";
import { titleCase } from "~/domain/title-case";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { drawn } from "~/http/drawn.server";
import { Kept } from "~/ui/kept";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TEAM_PAGE_SIZE } from "~/domain/team";
import { countAppliedFilters } from "~/domain/filters";
import { parseTeamQuery, teamFilterParams } from "~/domain/team-query.server";
import { requireUser } from "~/session/guard.server";
import { listDownload } from "~/domain/list-export";
import { GeneralErrorBoundary } from "~/ui/errors";
import { TeamMembers, TeamPage } from "~/ui/team/TeamPage";
import { teamListSearch } from "~/ui/team/team-query";
import { isUpstreamError } from "~/upstream/errors";
import { listTeam } from "~/upstream/team.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "My Team" };

const LOAD_FAILED = "We could not load your team right now. Please try again in a moment.";

/** The list's data, and its members drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await teamLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => <TeamMembers {...data} />) };
}

/**
 * My Team (side menu): the account's members, searched by name or e-mail and filtered by status
 * in the URL (issue 33 §1), and Invite a team member (a dialog nested here).
 */
async function teamLoader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app.my-team");
  const url = new URL(request.url);
  const query = parseTeamQuery(url);
  const page = query.page;
  const listSearch = teamListSearch(url);
  const filter = { q: query.q, statuses: query.statuses };
  const filtersApplied = countAppliedFilters([query.q, query.statuses]);
  const download = listDownload("my-team", url);
  try {
    const result = await listTeam(auth.session, {
      accountId: auth.user.accountId,
      page: page - 1,
      size: TEAM_PAGE_SIZE,
      ...teamFilterParams(query),
      signal: request.signal,
    });
    // Statuses in words, not the upstream's codes (issue 31: ACTIVE reads Active).
    // The card's name, and no 'NA' for what the upstream leaves out (issue 31).
    const members = result.members.map((m) => ({
      id: m.id,
      name: [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email || "Name not given",
      designation: m.designation || null,
      email: m.email || null,
      mobileNumber: m.mobileNumber || null,
      // A phone number the phone can call (issue 52 §5).
      mobileHref: phoneHref(m.mobileNumber),
      status: m.status ? titleCase(m.status) : m.status,
    }));
    return {
      members,
      page,
      totalPages: result.totalPages,
      totalElements: result.totalElements,
      results: countOf(result.totalElements, "member"),
      listSearch,
      filter,
      filtersApplied,
      download,
      error: null,
      internal: auth.acting,
    };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return {
      members: [],
      page,
      totalPages: 0,
      totalElements: 0,
      results: undefined,
      listSearch,
      filter,
      filtersApplied,
      download,
      error: LOAD_FAILED,
      internal: auth.acting,
    };
  }
}

export default function MyTeam() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <TeamPage
        {...data}
        list={
          <Kept id="kept-list" html={data.kept}>
            {import.meta.env.SSR ? <TeamMembers {...data} /> : null}
          </Kept>
        }
      />
      <Outlet />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "My Team | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
