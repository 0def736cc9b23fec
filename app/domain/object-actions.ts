/**
 * The requests that take the object a page shows, as links that open them with it filled in
 * (issue 52 §1, decision 108): on an asset's page Register a Complaint, Request Callback, Request
 * Document and Plan Shutdown for that asset; on a contract's page Register a Complaint for its
 * asset and Request Callback about the contract (an order's page has its own, issue 40 §3). Drawn
 * by the page itself at every width, not only in the desktop right panel, and made here so the
 * pages' bundles carry no text of them. Each link comes back to `returnTo` (the page, query
 * included). Pure; see object-actions.test.ts.
 */
export interface ObjectAction {
  label: string;
  href: string;
}

const enc = encodeURIComponent;
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function assetActions(assetId: string, returnTo: string): ObjectAction[] {
  return [
    { label: "Register a Complaint", href: `/complaints/new?${query({ assetId, returnTo })}` },
    { label: "Request Callback", href: `/request-callback?${query({ assetId, returnTo })}` },
    { label: "Request Document", href: `/asset/${enc(assetId)}/request-document?${query({ returnTo })}` },
    { label: "Plan Shutdown", href: `/plan-shutdown?${query({ assetId, returnTo })}` },
  ];
}

export function contractActions(contract: { serviceId: string; assetId: string | null }, returnTo: string): ObjectAction[] {
  return [
    ...(contract.assetId ? [{ label: "Register a Complaint", href: `/complaints/new?${query({ assetId: contract.assetId, returnTo })}` }] : []),
    { label: "Request Callback", href: `/request-callback?${query({ contractId: contract.serviceId, returnTo })}` },
  ];
}
