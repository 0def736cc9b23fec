import { countOf } from "~/domain/format";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { drawn } from "~/http/drawn.server";
import { CardResults } from "~/ui/CardResults";
import { Kept } from "~/ui/kept";
import { redirect } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { amcLabel, AMC_STATUS_OPTIONS, contractDay, CONTRACT_PAGE_SIZE, isContractExpired, renewalRequestedText } from "~/domain/contracts";
import { contractFilterParams, parseContractQuery } from "~/domain/contract-query.server";
import { countAppliedFilters } from "~/domain/filters";
import { PRODUCT_OPTIONS } from "~/domain/orders";
import { loadPickerAssets } from "~/forms/asset-picker.server";
import { assetLabel } from "~/domain/complaints";
import { CheckboxFieldset } from "~/ui/CheckboxFieldset";
import { DownloadLinks, FilterBar } from "~/ui/FilterBar";
import { listDownload } from "~/domain/list-export";
import { INPUT } from "~/ui/styles";
import { dealerListParams } from "~/domain/roles";
import { otherCompany } from "~/domain/company";
import { requireUser } from "~/session/guard.server";
import { ContractCard, type ContractCardData } from "~/ui/contracts/ContractCard";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { isUpstreamError } from "~/upstream/errors";
import { listContracts } from "~/upstream/contracts.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Contracts" };

const ROUTE = "routes/_app.dashboard.contracts";
const LOAD_FAILED = "We could not load your contracts right now. Please try again in a moment.";
const NA = "NA";
const PATH = "/dashboard/contracts";

/** The contracts as found (kept markup). */
const results = (data: { error: string | null; contracts: ContractCardData[]; filtersApplied: number; totalResults: number; page: number; totalPages: number }) => (
  <CardResults
    error={data.error}
    items={data.contracts}
    emptyText={data.filtersApplied > 0 ? "No contracts match these filters." : "You have no contracts as of now!"}
    label="Contracts"
    card={(c) => <ContractCard contract={c} />}
    keyOf={(c) => c.serviceId}
    pager={data.totalResults > CONTRACT_PAGE_SIZE ? { page: data.page, totalPages: data.totalPages, label: "Contract pages" } : null}
  />
);

/** The list's data, and its results drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await listLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => results(data)) };
}

/**
 * Contracts (spec document 2 sections 2.4, 2.8, 4.6, 9; decisions 021, 072): active services, 8 a
 * page, filtered by product family, AMC status and asset in the URL. The assets the filter offers
 * are asked together with the contracts.
 */
async function listLoader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const { user, session } = auth;
  const url = new URL(request.url);
  const query = parseContractQuery(url);
  const { page } = query;
  const here = `${url.pathname}${url.search}`;
  const filtersApplied = countAppliedFilters([query.products, query.amc, query.asset]);
  // The filter's asset list: asked with the contracts, never before them (no waterfall).
  const assetsCall = loadPickerAssets(auth, request.signal);
  // Met where it is awaited: when the contracts' call throws first (a redirect, an ended session),
  // this one's refusal must not go unheard (it would end the process).
  assetsCall.catch(() => undefined);
  const assetOptions = async () => {
    const assets = (await assetsCall) ?? [];
    const options = assets.map((a) => ({ value: a.id, label: assetLabel(a) })).sort((a, b) => a.label.localeCompare(b.label));
    // The chosen asset stays chosen when the list did not load (or no longer holds it).
    if (query.asset && !options.some((o) => o.value === query.asset)) options.unshift({ value: query.asset, label: "The chosen asset" });
    return options;
  };
  const filter = { products: query.products, amc: query.amc, asset: query.asset };
  const download = listDownload("contracts", url);
  try {
    const result = await listContracts(session, {
      page: page - 1,
      size: CONTRACT_PAGE_SIZE,
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
      ...contractFilterParams(query),
      signal: request.signal,
    });
    const totalPages = result.totalPages ?? Math.ceil(result.totalResults / CONTRACT_PAGE_SIZE);
    if (totalPages > 0 && page > totalPages) {
      url.searchParams.set("page", String(totalPages));
      throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
    }
    const contracts = result.items.map((c): ContractCardData => {
      const endDay = contractDay(c.contractEndDate ?? c.amcDate ?? c.expirationDate);
      const expired = isContractExpired({ amcExpiried: c.amcExpiried, endDay });
      const id = encodeURIComponent(c.serviceId);
      return {
        serviceId: c.serviceId,
        company: otherCompany(c.accountName, auth.company),
        assetName: c.assetName || c.thermaxName || NA,
        poNumber: c.poNumber || NA,
        productFamily: c.productFamily || NA,
        amc: amcLabel(expired, endDay),
        expired,
        detailsHref: `/contracts/${id}?back=${encodeURIComponent(here)}`,
        assetHref: c.assetId ? `/asset/${encodeURIComponent(c.assetId)}?type=contract` : null,
        // A renewal asked for already is said instead of a second Renew AMC (issue 32 §2).
        renewHref: expired && !c.renewalEnquiryId ? `/contracts/${id}/renew?returnTo=${encodeURIComponent(here)}` : null,
        renewalRequested: c.renewalEnquiryId ? renewalRequestedText({ on: c.renewalRequestedOn, ticketNumber: c.renewalTicketNumber }) : null,
      };
    });
    return { page, filter, filtersApplied, download, assets: await assetOptions(), contracts, totalPages, totalResults: result.totalResults, results: countOf(result.totalResults, "contract"), error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { page, filter, filtersApplied, download, assets: await assetOptions(), contracts: [] as ContractCardData[], totalPages: 0, totalResults: 0, results: undefined, error: LOAD_FAILED };
  }
}

export default function Contracts() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { filter } = data;
  return (
    <section aria-labelledby="contracts-heading" className="space-y-4">
      <h1 id="contracts-heading" className="sr-only">
        Contracts
      </h1>
      <div className="flex justify-end">
        <DownloadLinks download={data.download} />
      </div>
      {data.download.failed ? <ErrorNote>{data.download.failed}</ErrorNote> : null}
      <FilterBar key={search} label="Filter contracts" fields={["product", "amc", "asset"]} resetTo={PATH} applied={data.filtersApplied} results={data.results}>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <CheckboxFieldset legend="Product" name="product" options={PRODUCT_OPTIONS} checked={filter.products} />
          <CheckboxFieldset legend="AMC status" name="amc" options={AMC_STATUS_OPTIONS} checked={filter.amc} />
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor="contract-asset" className="font-semibold text-ink">
              Asset
            </label>
            <select id="contract-asset" name="asset" defaultValue={filter.asset ?? ""} className={INPUT}>
              <option value="">All assets</option>
              {data.assets.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </FilterBar>
      <Kept id="kept-list" className="space-y-4" html={data.kept}>
        {import.meta.env.SSR ? results(data) : null}
      </Kept>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Contracts | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
