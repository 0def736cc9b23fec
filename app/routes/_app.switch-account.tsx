import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { pageAfterCompanySwitch } from "~/domain/links";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { COMPANY_SEARCH_DEBOUNCE_MS, COMPANY_SEARCH_MAX, parseCompanySearch } from "~/domain/account-switch";
import { ALL_COMPANIES, dealerListParams } from "~/domain/roles";
import { rememberCompanyChoice } from "~/session/company-choice.server";
import { dialogPlaces } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { logger } from "~/log/logger.server";
import { startSignIn } from "~/session/auth.server";
import { returnPathCookie } from "~/session/cookies.server";
import { requireUser } from "~/session/guard.server";
import { forgetUser } from "~/session/user-cache.server";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { Pager } from "~/ui/Pager";
import { INPUT, SECONDARY_BUTTON } from "~/ui/styles";
import { modifyJwtToken } from "~/upstream/account-switch.server";
import { listSwitchCompanies } from "~/upstream/companies.server";
import { isUpstreamError } from "~/upstream/errors";
import type { PageHandle } from "~/ui/shell/title";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Switch Account" };

/**
 * The account switcher (spec document 1 sections 4 and 6; docs/decisions/041): staff and 'Dealer
 * User' search the companies (pages of 15; a dealer sees the companies that bought through their
 * code) and choose one. Choosing asks the upstream for a token of that company (modifyJwtToken),
 * clears the portal session and signs the same user in again with their e-mail as login hint,
 * landing on the dashboard of the chosen company. A failure is not shown (spec) but logged.
 */
const ROUTE = "routes/_app.switch-account";
const PATH = "/switch-account";
const LOAD_FAILED = "We could not load the companies right now. Please try again in a moment.";

const choiceSchema = z.object({
  accountId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.-]+$/),
  accountName: z.string().trim().min(1).max(200),
});

/** The companies, and their list drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await switchLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => <CompanyList {...data} />) };
}

async function switchLoader({ request, context }: LoaderFunctionArgs) {
  const { user, session, company } = await requireUser(request, context, ROUTE);
  const search = parseCompanySearch(new URL(request.url).searchParams);
  const { closeTo, action } = dialogPlaces(request, PATH);
  // A dealer who has not chosen a company works in all of them: none of the list is 'current' (issue 51 §5).
  const all = company === ALL_COMPANIES;
  const base = { closeTo, action, q: search.q, page: search.page + 1, current: { id: all ? null : user.accountId, name: company } };
  try {
    const found = await listSwitchCompanies(session, {
      page: search.page,
      search: search.q || undefined,
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
      signal: request.signal,
    });
    return {
      ...base,
      companies: found.companyListResponseDTO,
      total: found.totalElements,
      totalPages: found.totalPages,
      error: null,
    };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { ...base, companies: [], total: 0, totalPages: 0, error: LOAD_FAILED };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, session, company } = await requireUser(request, context, ROUTE);
  const { closeTo } = dialogPlaces(request, PATH);
  const parsed = choiceSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ message: "Please choose a company from the list." }, { status: 400 });
  const { accountId } = parsed.data;
  // The company already worked in: nothing to do (a dealer seeing all companies may choose any).
  if (accountId === user.accountId && company !== ALL_COMPANIES) return redirect(closeTo, 303);

  try {
    // The company must be one the user's own list offers (a dealer's: sold through their code), and
    // the name sent upstream is the list's, never the form's: the posted name only finds it.
    const found = await listSwitchCompanies(session, {
      page: 0,
      search: parsed.data.accountName,
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
      signal: request.signal,
    });
    const company = found.companyListResponseDTO.find((c) => c.id === accountId);
    if (!company) return data({ message: "Please choose a company from the list." }, { status: 400 });
    await modifyJwtToken(session, { accountId, accountName: company.name, email: user.email }, request.signal);
    await rememberCompanyChoice(user.userId, accountId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Spec: account switch errors are swallowed silently. The server keeps a line of each.
    logger.warn(
      {
        event: "account-switch",
        outcome: "failed",
        userId: user.userId,
        accountId,
        kind: error.kind,
        status: error.status,
      },
      "account switch failed",
    );
    return redirect(closeTo, 303);
  }
  logger.info(
    { event: "account-switch", outcome: "switched", userId: user.userId, accountId },
    "account switched; signing in again",
  );
  // The portal session goes (the spec clears storage); the sign-in that follows returns to the page
  // the switcher was opened on (issue 31), or, for one record of the company left, to its list.
  await forgetUser(user.userId);
  session.end();
  const back = pageAfterCompanySwitch(closeTo);
  try {
    return await startSignIn(request, "signin", context.clientAddress, { loginHint: user.email });
  } catch (thrown) {
    if (thrown instanceof Response) thrown.headers.append("Set-Cookie", await returnPathCookie().serialize(back));
    throw thrown;
  }
}

export default function SwitchAccount() {
  const { closeTo, action, q, page, current, companies, total, totalPages, error, kept } =
    useLoaderData<typeof loader>();
  const refused = useActionData() as { message?: string } | undefined;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === PATH;
  const summary = error
    ? ""
    : total === 0
      ? "No Result Found"
      : `${total} ${total === 1 ? "company" : "companies"}${q ? ` matching "${q}"` : ""}`;
  return (
    <RouteDialog title="Switch account" closeTo={closeTo} className="max-w-lg">
      <p className="text-ink/80">
        {current.id === null ? (
          <>
            You are seeing <strong className="font-semibold text-ink">{current.name}</strong> you sell to. Choose a company to work in it.
          </>
        ) : (
          <>
            You are working in <strong className="font-semibold text-ink">{current.name}</strong>. Choose another company to sign in to it.
          </>
        )}
      </p>
      <SearchForm q={q} closeTo={closeTo} />
      {refused?.message ? (
        <div className="mt-3">
          <ErrorNote>{refused.message}</ErrorNote>
        </div>
      ) : null}
      {error ? (
        <div className="mt-3">
          <ErrorNote>{error}</ErrorNote>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="mt-3 text-sm text-ink/70">
        {searching ? "Searching..." : summary}
      </p>
      <Kept id="kept-companies" className="" html={kept}>
        {import.meta.env.SSR ? (
          <CompanyList action={action} current={current} companies={companies} page={page} totalPages={totalPages} />
        ) : null}
      </Kept>
    </RouteDialog>
  );
}

/**
 * 'Search Account': a GET form (Enter or the button, without JavaScript); with JavaScript the list
 * follows the typing 1000 ms after the last key (spec document 1 section 9), and a newer search
 * replaces the older one. Clearing the box goes back to the whole list.
 */
function SearchForm({ q, closeTo }: { q: string; closeTo: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form
      method="get"
      action={PATH}
      role="search"
      aria-label="Companies"
      className="mt-4 flex gap-2"
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => submit(form, { replace: true, preventScrollReset: true }),
          COMPANY_SEARCH_DEBOUNCE_MS,
        );
      }}
      onSubmit={() => clearTimeout(timer.current)}
    >
      <input type="hidden" name="returnTo" value={closeTo} />
      <div className="min-w-0 flex-1">
        <label htmlFor="account-search" className="text-sm font-medium text-ink">
          Search Account
        </label>
        <input
          id="account-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={COMPANY_SEARCH_MAX}
          placeholder="Search Account"
          autoComplete="off"
          className={INPUT}
        />
      </div>
      <button type="submit" className={`${SECONDARY_BUTTON} self-end`}>
        Search
      </button>
    </Form>
  );
}

type SwitchData = Awaited<ReturnType<typeof switchLoader>>;

/**
 * The companies found, each a full page post (the answer is the identity service's sign-in, in
 * this tab: plain forms, which kept markup leaves to the browser), then the pager. Kept markup (issue 54).
 */
function CompanyList({
  action,
  current,
  companies,
  page,
  totalPages,
}: Pick<SwitchData, "action" | "current" | "companies" | "page" | "totalPages">) {
  return (
    <>
      {companies.length > 0 ? (
        <ul aria-label="Companies" className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
          {companies.map((c) => {
            const isCurrent = c.id === current.id;
            return (
              <li key={c.id}>
                {/* A full page post: the answer is the identity service's sign-in, in this tab. */}
                <Form method="post" action={action} reloadDocument>
                  <input type="hidden" name="accountId" value={c.id} />
                  <input type="hidden" name="accountName" value={c.name} />
                  <button
                    type="submit"
                    disabled={isCurrent}
                    aria-current={isCurrent ? "true" : undefined}
                    className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-left hover:bg-slate-50 disabled:cursor-default disabled:bg-sky-50"
                  >
                    <span className="font-medium text-brand-blue-dark">{c.name}</span>
                    {isCurrent ? <span className="shrink-0 text-xs font-semibold text-ink/70">Current</span> : null}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Pager page={page} totalPages={totalPages} label="Company pages" />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Switch account | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
