import { z } from "zod";
import { isCommissioningValue, isDivisionCode, isDocumentCategory, type AssetFilter, type DocumentCategory } from "./assets";
import { ASSET_TICKET_FILTER_TYPES, normaliseTicketFilter, type TicketFilter } from "./tickets";

/**
 * The asset screens' URL queries, validated on the server only (this file never reaches the
 * browser). Anything unknown or malformed falls back to the default instead of failing the page.
 */
const MAX_PAGE = 10_000;
const page = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);
const list = (max: number) => z.array(z.string().trim().min(1).max(max)).max(50).catch([]);

const listSchema = z.object({
  view: z.enum(["my", "all"]).catch("my"),
  divisions: list(20),
  locations: list(80),
  statuses: list(40),
  page,
});

export type AssetView = "my" | "all";

export interface AssetListQuery extends AssetFilter {
  view: AssetView;
  page: number;
}

/** `/dashboard/assets`: `view=my|all` (default my), repeated `division`, `location`, `status`, `page`. */
export function parseAssetListQuery(url: URL): AssetListQuery {
  const params = url.searchParams;
  const raw = listSchema.parse({
    view: params.get("view") ?? undefined,
    divisions: params.getAll("division"),
    locations: params.getAll("location"),
    statuses: params.getAll("status"),
    page: params.get("page") ?? undefined,
  });
  const unique = (values: string[]) => [...new Set(values)];
  return {
    view: raw.view,
    page: raw.page,
    divisions: unique(raw.divisions.map((d) => d.toUpperCase()).filter(isDivisionCode)),
    locations: unique(raw.locations),
    statuses: unique(raw.statuses.filter(isCommissioningValue)),
  };
}

const pageSchema = z.object({
  category: z.string().refine((v) => v === "all" || isDocumentCategory(v)).catch("all"),
  docPage: page,
  ticketPage: page,
  ticketTypes: list(60),
  ticketStatuses: list(60),
});

/** The asset page's ticket filter parameters (its own: `?type=contract` is the contract card's). */
export const ASSET_TICKET_PARAMS = { type: "ticketType", status: "ticketStatus" } as const;

export interface AssetPageQuery {
  category: DocumentCategory | "all";
  docPage: number;
  ticketPage: number;
  /** The tickets' filter: the Tickets tab's rules, Reschedule Visit among the types (issue 33 §1). */
  tickets: TicketFilter;
}

/** `/asset/:id`: `category` (all, drawings, reports, others), `docPage`, `ticketPage`, repeated `ticketType` and `ticketStatus`. */
export function parseAssetPageQuery(url: URL): AssetPageQuery {
  const params = url.searchParams;
  const raw = pageSchema.parse({
    category: params.get("category") ?? undefined,
    docPage: params.get("docPage") ?? undefined,
    ticketPage: params.get("ticketPage") ?? undefined,
    ticketTypes: params.getAll(ASSET_TICKET_PARAMS.type),
    ticketStatuses: params.getAll(ASSET_TICKET_PARAMS.status),
  });
  return {
    category: raw.category as DocumentCategory | "all",
    docPage: raw.docPage,
    ticketPage: raw.ticketPage,
    tickets: normaliseTicketFilter({ types: raw.ticketTypes, statuses: raw.ticketStatuses }, ASSET_TICKET_FILTER_TYPES),
  };
}

/** Asset ids and document ids as they appear in paths. */
export const ASSET_ID = /^[A-Za-z0-9_-]{1,40}$/;
export const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,60}$/;
