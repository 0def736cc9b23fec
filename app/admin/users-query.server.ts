import { z } from "zod";
import { DEFAULT_USER_PAGE_SIZE, USER_PAGE_SIZES } from "~/domain/admin";
import { safeReturnPath } from "~/domain/return-path";

/** The company users list's URL state: user-name search, 1-based page, page size (docs/decisions/009). */
const query = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_USER_PAGE_SIZE),
});
export type UsersQuery = z.infer<typeof query>;

export function companyPath(companyId: string): string {
  return `/admin/customers/${encodeURIComponent(companyId)}`;
}

/**
 * The list's state. While a user dialog is open above the list, the list is the one the dialog
 * was opened from: its `returnTo` (a safe path of this company's list) carries the query.
 */
export function usersQuery(request: Request, companyId: string): { query: UsersQuery; listPath: string } {
  const url = new URL(request.url);
  const base = companyPath(companyId);
  const back = safeReturnPath(url.searchParams.get("returnTo"));
  const source = back && (back === base || back.startsWith(`${base}?`)) ? new URL(back, url) : url;
  const parsed = query.parse(Object.fromEntries(source.searchParams));
  const params = new URLSearchParams();
  if (parsed.q) params.set("q", parsed.q);
  if (parsed.page > 1) params.set("page", String(parsed.page));
  if (parsed.size !== DEFAULT_USER_PAGE_SIZE) params.set("size", String(parsed.size));
  const search = params.toString();
  return { query: parsed, listPath: `${base}${search ? `?${search}` : ""}` };
}
