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

export function listCompanies(
  tokens: TokenSource,
  opts: { page: number; search?: string; tcaUser?: string; signal?: AbortSignal },
) {
  return callUpstream(
    "/userapi/api/um/companyListing",
    {
      query: { page: opts.page, size: COMPANY_PAGE_SIZE, accountPrefix: opts.search, tcaUser: opts.tcaUser },
      schema: companyPage,
      signal: opts.signal,
    },
    tokens,
  );
}

/**
 * The account switcher's company list (spec document 1 section 7): `currentPage` (0-based),
 * `pageSize` 15 and `searchText`, not the admin listing's `page`, `size`, `accountPrefix`
 * (document 3). Same path and answer; a dealer's `tcaUser` still narrows it to their customers.
 */
export function listSwitchCompanies(
  tokens: TokenSource,
  opts: { page: number; search?: string; tcaUser?: string; signal?: AbortSignal },
) {
  return callUpstream(
    "/userapi/api/um/companyListing",
    {
      query: { currentPage: opts.page, pageSize: COMPANY_PAGE_SIZE, searchText: opts.search, tcaUser: opts.tcaUser },
      schema: companyPage,
      signal: opts.signal,
    },
    tokens,
  );
}
