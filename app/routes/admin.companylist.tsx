import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { COMPANY_PAGE_SIZE } from "~/domain/constants";
import { requireAdmin } from "~/session/admin-guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { Pager } from "~/ui/Pager";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { listCompanies, type CompanyPage } from "~/upstream/companies.server";
import { isUpstreamError } from "~/upstream/errors";
import { ErrorNote } from "~/ui/Notice";

const query = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The companies, and their list drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await companiesLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => <Companies {...data} />) };
}

async function companiesLoader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireAdmin(request, context, "routes/admin.companylist");
  const url = new URL(request.url);
  const { q, page } = query.parse(Object.fromEntries(url.searchParams));
  try {
    const companies: CompanyPage = await listCompanies(session, { page: page - 1, search: q, signal: request.signal });
    // A page past the end goes to the last page (docs/decisions/009).
    if (companies.totalPages > 0 && page > companies.totalPages) {
      url.searchParams.set("page", String(companies.totalPages));
      throw redirect(`${url.pathname}?${url.searchParams}`);
    }
    return { companies, q, page, error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return {
      companies: null,
      q,
      page,
      error: "We could not load the companies right now. Please try again in a moment.",
    };
  }
}

export default function CompanyList() {
  const { companies, q, page, error, kept } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="companies-heading"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h1 id="companies-heading" className="text-xl font-semibold text-ink">
        Companies
      </h1>
      <Form method="get" className="mt-4 flex flex-wrap gap-2" role="search" aria-label="Search companies">
        <label htmlFor="company-search" className="sr-only">
          Search Account
        </label>
        <input
          id="company-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder="Search Account"
          className="w-full max-w-sm min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      {error ? (
        <div className="mt-4">
          <ErrorNote>{error}</ErrorNote>
        </div>
      ) : null}
      <Kept id="kept-companies" className="" html={kept}>
        {import.meta.env.SSR ? <Companies companies={companies} q={q} page={page} /> : null}
      </Kept>
    </section>
  );
}

/** The companies found, each to its users, then the pager (kept markup, issue 54). */
function Companies({
  companies,
  q,
  page,
}: Pick<Awaited<ReturnType<typeof companiesLoader>>, "companies" | "q" | "page">) {
  return (
    <>
      {companies ? (
        <>
          <p className="mt-4 text-sm text-ink/70">
            {companies.totalElements} {companies.totalElements === 1 ? "company" : "companies"}
            {q ? ` starting with "${q}"` : ""}, {COMPANY_PAGE_SIZE} per page
          </p>
          {companies.companyListResponseDTO.length === 0 ? <p className="mt-4">No results found.</p> : null}
          <ul className="mt-2 divide-y divide-slate-200">
            {companies.companyListResponseDTO.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/admin/customers/${encodeURIComponent(c.id)}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded px-2 py-3 hover:bg-slate-50"
                >
                  <span className="font-medium text-brand-blue-dark underline-offset-2 hover:underline">{c.name}</span>
                  <span className="text-sm text-ink/70">{c.id}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={companies.totalPages} label="Company pages" />
        </>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Companies | Admin Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
