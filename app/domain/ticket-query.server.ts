import { z } from "zod";
import { ASSET_TICKET_FILTER_TYPES, COMMON_STATUSES, TICKET_NUMBER_PATTERN, TYPE_STATUSES, normaliseTicketFilter, type TicketFilter } from "./tickets";
import { titleCase } from "./title-case";


/**
 * The tickets list's URL query, validated on the server only (this file never reaches the
 * browser): `view=my|all` (default my; all for staff, who serve the chosen company and whose own
 * tickets are few: the list Home's replies come from, decision 099), repeated `type` and `status`, `page` (1-based, default 1).
 * Anything unknown or malformed falls back to the default instead of failing the page.
 */
const MAX_PAGE = 10_000;

const querySchema = z.object({
  view: z.enum(["my", "all"]).optional().catch(undefined),
  types: z.array(z.string().max(60)).max(20).catch([]),
  statuses: z.array(z.string().max(60)).max(20).catch([]),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  ticket: z.string().regex(TICKET_NUMBER_PATTERN).nullable().catch(null),
});

export type TicketView = "my" | "all";

export interface TicketQuery extends TicketFilter {
  view: TicketView;
  page: number;
  /** `?ticket=`: the list narrowed to one ticket (where search results and notifications lead). */
  ticket: string | null;
}

export function parseTicketQuery(url: URL, defaultView: TicketView = "my"): TicketQuery {
  const params = url.searchParams;
  const raw = querySchema.parse({
    view: params.get("view") ?? undefined,
    types: params.getAll("type"),
    statuses: params.getAll("status"),
    page: params.get("page") ?? undefined,
    ticket: params.get("ticket"),
  });
  return { view: raw.view ?? defaultView, page: raw.page, ticket: raw.ticket, ...normaliseTicketFilter(raw) };
}

/**
 * When the URL asks for types or statuses the filter does not apply (a status the chosen types do
 * not offer: the type changed without JavaScript), the search string that holds only what applies,
 * so the URL always states the list shown. null when the URL already does.
 */
export function canonicalTicketSearch(
  url: URL,
  query: TicketFilter,
  names: { type: string; status: string; page: string } = { type: "type", status: "status", page: "page" },
): string | null {
  const params = url.searchParams;
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (same(params.getAll(names.type), query.types) && same(params.getAll(names.status), query.statuses)) return null;
  const next = new URLSearchParams(params);
  next.delete(names.type);
  next.delete(names.status);
  next.delete(names.page);
  for (const t of query.types) next.append(names.type, t);
  for (const s of query.statuses) next.append(names.status, s);
  const search = next.toString();
  return search ? `?${search}` : "";
}

/**
 * The tickets filter's labels: each type and every status a choice of types can offer, in the
 * label the cards show (decision 066). Chosen here so the case-style code stays on the server.
 */
export const TICKET_FILTER_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [...ASSET_TICKET_FILTER_TYPES, ...new Set(Object.values(TYPE_STATUSES).flat()), ...COMMON_STATUSES].map((value) => [
      value,
      titleCase(value),
    ]),
  ),
  // The spec files New Equipment Request under Quotation (TYPE_ALSO): the option says so (issue 52 §5).
  Quotation: "Quotation (includes New Equipment Request)",
};
