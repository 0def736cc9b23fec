import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { COMPANY_PAGE_SIZE } from "~/domain/constants";
import { listCompanies, type CompanyPage } from "~/upstream/companies.server";
import { isUpstreamError } from "~/upstream/errors";
import { ErrorNote } from "~/ui/Notice";

const query = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, "routes/_app.admin.companylist");
  const { q, page } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const companies: CompanyPage = await listCompanies(session, { page: page - 1, search: q, signal: request.signal });
    return { companies, q, page, error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { companies: null, q, page, error: "We could not load the companies right now. Please try again in a moment." };
  }
}

export default function CompanyList() {
  const { companies, q, page, error } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const link = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next.toString()}`;
  };
  return (
    <section aria-labelledby="companies-heading" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h1 id="companies-heading" className="text-xl font-semibold text-ink">
        Companies
      </h1>
      <Form method="get" className="mt-4 flex gap-2" role="search">
        <label htmlFor="company-search" className="sr-only">
          Search Account
        </label>
        <input
          id="company-search"
          name="q"
          defaultValue={q}
          placeholder="Search Account"
          className="w-full max-w-sm rounded-md border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-brand-red px-4 py-2 font-medium text-white">
          Search
        </button>
      </Form>
      {error ? (
        <div className="mt-4">
          <ErrorNote>{error}</ErrorNote>
        </div>
      ) : null}
      {companies ? (
        <>
          <p className="mt-4 text-sm text-ink/70">
            {companies.totalElements} companies, {COMPANY_PAGE_SIZE} per page
          </p>
          {companies.companyListResponseDTO.length === 0 ? <p className="mt-4">No results found.</p> : null}
          <ul className="mt-2 divide-y divide-slate-200">
            {companies.companyListResponseDTO.map((c) => (
              <li key={c.id} className="flex justify-between py-3">
                <span className="font-medium">{c.name}</span>
                <span className="text-sm text-ink/70">{c.id}</span>
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="mt-4 flex gap-3">
            {page > 1 ? (
              <Link to={link(page - 1)} className="underline">
                Back
              </Link>
            ) : null}
            {page < companies.totalPages ? (
              <Link to={link(page + 1)} className="underline">
                Next
              </Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin Portal | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
