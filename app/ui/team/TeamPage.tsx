import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxFieldset } from "~/ui/CheckboxFieldset";
import { DownloadLinks, FilterBar } from "~/ui/FilterBar";
import { Pager } from "~/ui/Pager";
import { StatusChip } from "~/ui/StatusChip";
import { ErrorNote } from "~/ui/Notice";
import { INPUT } from "~/ui/styles";
import { TEAM_PAGE_SIZE, TEAM_QUERY_MAX, TEAM_STATUSES } from "~/domain/team";

/** A member as the card shows it: the name chosen and missing values left out by the loader. */
interface Member {
  id: string;
  name: string;
  designation: string | null;
  email: string | null;
  mobileNumber: string | null;
  /** `tel:` for the number, or null (issue 52 §5). */
  mobileHref?: string | null;
  status: string;
}

interface Props {
  /** The members found (TeamMembers: drawn by the server and kept, app/ui/kept.tsx). */
  list: ReactNode;
  totalElements: number;
  /** What the filters found ("12 members"), from the loader; undefined when the list failed. */
  results?: string;
  listSearch: string;
  filter: { q: string; statuses: readonly string[] };
  filtersApplied: number;
  /** The Download links and a failed download's message (`listDownload`, from the loader). */
  download: { label: string; links: [string, string][]; failed: string | null };
  error: string | null;
}

/** My Team: one card per member (name, designation, e-mail, phone, status) and the invite link. */
export function TeamPage({ list, totalElements, results, listSearch, filter, filtersApplied, download, error }: Props) {
  const { search } = useLocation();
  return (
    <section aria-labelledby="my-team-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="my-team-heading" className="text-xl font-semibold">
            My Team
          </h1>
          {!error ? (
            <p className="text-ink/70">
              {totalElements} {totalElements === 1 ? "member" : "members"}
            </p>
          ) : null}
        </div>
        <Link to={`/my-team/invite${listSearch}`} preventScrollReset className="btn-primary">
          Invite a team member
        </Link>
      </div>
      <div className="flex justify-end">
        <DownloadLinks download={download} />
      </div>
      {download.failed ? <ErrorNote>{download.failed}</ErrorNote> : null}
      <FilterBar
        key={search}
        label="Filter team members"
        fields={["q", "status"]}
        resetTo="/my-team"
        applied={filtersApplied}
        results={results}
      >
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <label htmlFor="team-search" className="font-semibold text-ink">
              Search
            </label>
            <p id="team-search-hint" className="text-xs text-ink/70">
              By name or e-mail address.
            </p>
            <input
              id="team-search"
              type="search"
              name="q"
              defaultValue={filter.q}
              maxLength={TEAM_QUERY_MAX}
              aria-describedby="team-search-hint"
              autoComplete="off"
              className={INPUT}
            />
          </div>
          <CheckboxFieldset legend="Status" name="status" options={TEAM_STATUSES} checked={filter.statuses} />
        </div>
      </FilterBar>
      {list}
    </section>
  );
}

/**
 * The members found: the failure, the empty text or one card per member (name, designation,
 * e-mail, phone, status), then the pager. Drawn by the server and kept by the browser (issue 54).
 */
export function TeamMembers({
  members,
  page,
  totalPages,
  totalElements,
  filtersApplied,
  error,
}: {
  members: Member[];
  page: number;
  totalPages: number;
  totalElements: number;
  filtersApplied: number;
  error: string | null;
}) {
  return (
    <>
      {error ? (
        <ErrorNote>{error}</ErrorNote>
      ) : members.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">
          {filtersApplied > 0
            ? "No team members match these filters."
            : "No team members yet. Invite your colleagues to the portal."}
        </p>
      ) : (
        <ul aria-label="Team members" className="grid gap-3 lg:grid-cols-2">
          {members.map((m) => (
            <li key={m.id} className="rounded-lg border border-gray-200 bg-white p-4">
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-base font-semibold break-words">{m.name}</h2>
                <StatusChip status={m.status} />
              </div>
              <dl className="mt-2 grid grid-cols-[6.5rem_1fr] gap-x-2 gap-y-1 [&_dt]:text-ink/70">
                {m.designation ? (
                  <>
                    <dt>Designation</dt>
                    <dd>{m.designation}</dd>
                  </>
                ) : null}
                {m.email ? (
                  <>
                    <dt>E-mail</dt>
                    <dd className="break-all">
                      <a href={`mailto:${m.email}`} className="text-brand-blue-dark underline-offset-2 hover:underline">
                        {m.email}
                      </a>
                    </dd>
                  </>
                ) : null}
                {m.mobileNumber ? (
                  <>
                    <dt>Phone</dt>
                    <dd>
                      {m.mobileHref ? (
                        <a href={m.mobileHref} className="text-brand-blue-dark underline-offset-2 hover:underline">
                          {m.mobileNumber}
                        </a>
                      ) : (
                        m.mobileNumber
                      )}
                    </dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {totalElements > TEAM_PAGE_SIZE ? <Pager page={page} totalPages={totalPages} label="Team pages" /> : null}
    </>
  );
}
