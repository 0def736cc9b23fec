import { z } from "zod";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";

import { COMPANY_PAGE_SIZE } from "~/domain/constants";

const companyPage = z.object({
  companyListResponseDTO: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() })),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});

export type CompanyPage = z.infer<typeof companyPage>;

interface CompanyListOptions {
  page: number;
  search?: string;
  tcaUser?: string;
  signal?: AbortSignal;
}

/** The one company-listing call; the two readers differ only in their parameters' names. */
function companyListing(tokens: TokenSource, query: Record<string, string | number | undefined>, signal?: AbortSignal) {
  return callUpstream("/userapi/api/um/companyListing", { query, schema: companyPage, signal }, tokens);
}

/** The admin portal's company listing (document 3): `page`, `size`, `accountPrefix`. */
export function listCompanies(tokens: TokenSource, opts: CompanyListOptions) {
  return companyListing(tokens, { page: opts.page, size: COMPANY_PAGE_SIZE, accountPrefix: opts.search, tcaUser: opts.tcaUser }, opts.signal);
}

/**
 * The account switcher's company list (spec document 1 section 7): `currentPage` (0-based),
 * `pageSize` 15 and `searchText`, not the admin listing's `page`, `size`, `accountPrefix`
 * (document 3). Same path and answer; a dealer's `tcaUser` still narrows it to their customers.
 */
export function listSwitchCompanies(tokens: TokenSource, opts: CompanyListOptions) {
  return companyListing(tokens, { currentPage: opts.page, pageSize: COMPANY_PAGE_SIZE, searchText: opts.search, tcaUser: opts.tcaUser }, opts.signal);
}
