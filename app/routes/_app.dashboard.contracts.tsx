import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { amcLabel, contractDay, CONTRACT_PAGE_SIZE, isContractExpired, renewalRequestedText } from "~/domain/contracts";
import { dealerListParams } from "~/domain/roles";
import { requireUser } from "~/session/guard.server";
import { ContractCard, type ContractCardData } from "~/ui/contracts/ContractCard";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ListBody } from "~/ui/Notice";
import { Pager } from "~/ui/Pager";
import { isUpstreamError } from "~/upstream/errors";
import { listContracts } from "~/upstream/contracts.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Contracts" };

const ROUTE = "routes/_app.dashboard.contracts";
const LOAD_FAILED = "We could not load your contracts right now. Please try again in a moment.";
const NA = "NA";
const MAX_PAGE = 10_000;

/** Contracts (spec document 2 sections 2.8, 4.6, 9; decision 021): active services, 8 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, session } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), MAX_PAGE);
  const here = `${url.pathname}${url.search}`;
  try {
    const result = await listContracts(session, {
      page: page - 1,
      size: CONTRACT_PAGE_SIZE,
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
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
    return { page, contracts, totalPages, totalResults: result.totalResults, error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { page, contracts: [] as ContractCardData[], totalPages: 0, totalResults: 0, error: LOAD_FAILED };
  }
}

export default function Contracts() {
  const data = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="contracts-heading" className="space-y-4">
      <h1 id="contracts-heading" className="sr-only">
        Contracts
      </h1>
      <ListBody error={data.error} empty={data.contracts.length === 0} emptyText="You have no contracts as of now!">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Contracts">
          {data.contracts.map((c) => (
            <li key={c.serviceId}>
              <ContractCard contract={c} />
            </li>
          ))}
        </ul>
      </ListBody>
      {data.totalResults > CONTRACT_PAGE_SIZE ? <Pager page={data.page} totalPages={data.totalPages} label="Contract pages" /> : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Contracts | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
