/** What the Add Asset form offers (built by forms/add-asset-state.server). */
/**
 * What the Add Asset form offers: divisions and regions (the upstream's lookups, in the spec's
 * order), and for dealers and partner profiles one page of their accounts with its search. Built
 * for the first render, for every account search (`intent=accounts:<page>`) and for every failed
 * submit; the calls start together.
 */
export interface AccountChoice {
  search: string;
  /** Zero-based. */
  page: number;
  totalPages: number;
  options: { value: string; label: string }[];
  /** The account list could not be loaded. */
  failed: boolean;
}

export interface AddAssetView {
  divisions: { value: string; label: string }[];
  regions: { value: string; label: string }[];
  accounts: AccountChoice | null;
}

