import { recordSearchSuccessLater } from "~/log/analytics.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { dealerListParams } from "~/domain/roles";
import {
  SEARCH_BOX_LABEL,
  SEARCH_EMPTY_EXPLAINED,
  SEARCH_FAILED,
  SEARCH_MAX_LENGTH,
  SEARCH_TOO_LONG,
  SEARCH_TOO_SHORT,
  groupSearchResults,
  readSearchText,
  assetsWithPo,
  searchKeyword,
  type SearchGroup,
  type SearchPageData,
} from "~/domain/search";
import { requireUser } from "~/session/guard.server";
import { loadPickerAssets } from "~/forms/asset-picker.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { SearchIcon } from "~/ui/icons";
import { ErrorNote } from "~/ui/Notice";
import { SearchResults } from "~/ui/search/SearchResults";
import { PRIMARY_BUTTON } from "~/ui/styles";
import { isUpstreamError } from "~/upstream/errors";
import { globalSearch } from "~/upstream/search.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Search" };

const ROUTE = "routes/_app.search";

/**
 * The results page of the global search (docs/decisions/038): the header's GET form without
 * JavaScript, and the header dropdown's data with it (the same loader, through a fetcher).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const { user, session } = auth;
  const text = readSearchText(new URL(request.url).searchParams.get("q"));
  const page = (state: SearchPageData["state"], q: string, message: string | null, groups: SearchGroup[] = []): SearchPageData => ({ q, state, message, groups });
  if (text.kind === "empty") return page("empty", "", null);
  if (text.kind === "short") return page("short", text.q, SEARCH_TOO_SHORT);
  if (text.kind === "long") return data(page("long", text.q, SEARCH_TOO_LONG), { status: 400 });
  // Numbers typed loosely are written as the records spell them (decision 107).
  const { keyword, assetPo } = searchKeyword(text.q);
  try {
    const answer = await globalSearch(session, {
      keyword,
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
      signal: request.signal,
    });
    // The P.O. on an asset's label: the upstream's search does not read assets' P.O. numbers, so
    // the portal finds the asset among the user's own (the asset picker's list; decision 107).
    if (assetPo && answer.assets.length === 0) {
      const assets = await loadPickerAssets(auth, request.signal);
      if (assets) answer.assets = assetsWithPo(assets, assetPo);
    }
    const groups = groupSearchResults(answer);
    // The spec's search-success event, a second after the answer (decision 095).
    recordSearchSuccessLater();
    return page("results", text.q, groups.length === 0 ? SEARCH_EMPTY_EXPLAINED : null, groups);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return page("error", text.q, SEARCH_FAILED);
  }
}

export default function SearchPage() {
  const result = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="search-heading" className="mx-auto max-w-3xl space-y-5">
      <h1 id="search-heading" className="text-xl font-semibold text-ink">
        {result.q && result.state === "results" ? `Search results for “${result.q}”` : "Search"}
      </h1>
      <Form method="get" action="/search" role="search" aria-label="Search the portal" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="search-page-q" className="text-sm font-medium text-ink">
            {SEARCH_BOX_LABEL}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={result.q}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            aria-describedby={result.message ? "search-page-message" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
          />
        </div>
        <button type="submit" className={`${PRIMARY_BUTTON} inline-flex items-center gap-2`}>
          <SearchIcon className="h-4 w-4" />
          Search
        </button>
      </Form>
      <div id="search-page-message">
        {result.state === "error" ? (
          <ErrorNote>{result.message}</ErrorNote>
        ) : result.message ? (
          <p role="status" className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">
            {result.message}
          </p>
        ) : null}
      </div>
      {result.groups.length > 0 ? <SearchResults groups={result.groups} /> : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Search | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
