import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NestedDialog } from "~/ui/dialog/dialog-modal";
import { data } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import { companyPath, usersQuery } from "~/admin/users-query.server";
import { actionsFor, USER_PAGE_SIZES } from "~/domain/admin";
import { requireAdmin } from "~/session/admin-guard.server";
import type { UserRowData } from "~/ui/admin/UserRow";
import { UserRow } from "~/ui/admin/UserRow";
import { GeneralErrorBoundary } from "~/ui/errors";
import { Pager } from "~/ui/Pager";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { getCompanyAccount, listCompanyUsers } from "~/upstream/admin.server";
import { isUpstreamError } from "~/upstream/errors";

const ROUTE = "routes/admin.customers.$id";

/** The company's users, and their list drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await companyLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => <CompanyUserList {...data} />) };
}

async function companyLoader({ request, context, params }: LoaderFunctionArgs) {
  const { session } = await requireAdmin(request, context, ROUTE);
  const companyId = params.id ?? "";
  const { query, listPath } = usersQuery(request, companyId);
  // Independent calls start together; each failure shows its own message.
  const [account, users] = await Promise.allSettled([
    getCompanyAccount(session, companyId, request.signal),
    listCompanyUsers(session, companyId, {
      page: query.page - 1,
      size: query.size,
      username: query.q,
      signal: request.signal,
    }),
  ]);
  for (const r of [account, users]) if (r.status === "rejected" && !isUpstreamError(r.reason)) throw r.reason;
  const notFound = (r: PromiseSettledResult<unknown>) =>
    r.status === "rejected" && isUpstreamError(r.reason) && r.reason.status === 404;
  if (notFound(account) || notFound(users)) throw data({ message: "Company not found" }, { status: 404 });
  const rows: UserRowData[] | null =
    users.status === "fulfilled"
      ? users.value.users.map((u) => ({
          userId: u.userId,
          name: [u.salutation, u.firstName, u.lastName].filter(Boolean).join(" "),
          email: u.email,
          designation: u.designation,
          profile: u.cpContactProfile,
          status: u.status,
          restrictedCount: u.restrictedAssetIds.length,
          actions: actionsFor(u),
        }))
      : null;
  return {
    companyId,
    sizes: USER_PAGE_SIZES,
    base: companyPath(companyId),
    listPath,
    query,
    companyName: account.status === "fulfilled" ? account.value.accountName : null,
    companyError: account.status === "rejected" ? "We could not load this company's details right now." : null,
    users: rows,
    totalElements: users.status === "fulfilled" ? users.value.totalElements : 0,
    totalPages: users.status === "fulfilled" ? users.value.totalPages : 0,
    usersError:
      users.status === "rejected"
        ? "We could not load the company's users right now. Please try again in a moment."
        : null,
  };
}

export default function CompanyUsers() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <section
        aria-labelledby="company-heading"
        className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6"
      >
        <p>
          <Link
            to="/admin/companylist"
            className="text-sm font-medium text-brand-blue-dark underline-offset-2 hover:underline"
          >
            Back to companies
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id="company-heading" className="text-xl font-semibold break-words text-ink">
              {d.companyName ?? "Company"}
            </h1>
            <p className="text-sm text-ink/70">{d.companyId}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={`${d.base}/users/new?returnTo=${encodeURIComponent(d.listPath)}`} className="btn-primary">
              Add user
            </Link>
            <Link to={`${d.base}/upload`} className="btn-secondary">
              Bulk upload (CSV)
            </Link>
          </div>
        </div>
        {d.companyError ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {d.companyError}
          </p>
        ) : null}

        <Form
          method="get"
          action={d.base}
          role="search"
          aria-label="Search users"
          className="mt-4 flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="user-search" className="block text-sm font-medium">
              User name
            </label>
            <input
              id="user-search"
              type="search"
              name="q"
              defaultValue={d.query.q}
              maxLength={100}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="user-size" className="block text-sm font-medium">
              Per page
            </label>
            <select
              id="user-size"
              name="size"
              defaultValue={String(d.query.size)}
              className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
            >
              {d.sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-md bg-brand-blue-dark px-4 py-2 font-medium text-white hover:bg-sky-900"
          >
            Search
          </button>
        </Form>

        <h2 className="mt-6 text-lg font-semibold">Users</h2>
        <Kept id="kept-users" className="" html={d.kept}>
          {import.meta.env.SSR ? <CompanyUserList {...d} /> : null}
        </Kept>
      </section>
      {/* The user dialogs are nested here: modals over the company's page (dialog-modal.tsx). */}
      <NestedDialog>
        <Outlet />
      </NestedDialog>
    </>
  );
}

/** The users found, each with its actions, then the pager (kept markup, issue 54). */
function CompanyUserList(
  d: Pick<
    Awaited<ReturnType<typeof companyLoader>>,
    "usersError" | "users" | "query" | "totalElements" | "base" | "listPath" | "totalPages"
  >,
) {
  return (
    <>
      {d.usersError ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {d.usersError}
        </p>
      ) : d.users && d.users.length === 0 ? (
        <p className="mt-2">{d.query.q ? `No users named "${d.query.q}".` : "This company has no users yet."}</p>
      ) : d.users ? (
        <>
          <p className="mt-1 text-sm text-ink/70">
            {d.totalElements} {d.totalElements === 1 ? "user" : "users"}
          </p>
          <ul className="mt-2 divide-y divide-slate-200">
            {d.users.map((u) => (
              <UserRow key={u.userId} user={u} base={d.base} returnTo={d.listPath} />
            ))}
          </ul>
          <Pager page={d.query.page} totalPages={d.totalPages} label="User pages" />
        </>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.companyName ?? "Company"} | Admin Portal` },
];

export const ErrorBoundary = GeneralErrorBoundary;
