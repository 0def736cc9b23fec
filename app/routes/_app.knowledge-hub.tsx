import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { drawn } from "~/http/drawn.server";
import { CardResults } from "~/ui/CardResults";
import { Kept } from "~/ui/kept";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  KNOWLEDGE_INDUSTRIES,
  KNOWLEDGE_PAGE_SIZE,
  KNOWLEDGE_RESOURCE_TYPES,
  KNOWLEDGE_SECTIONS,
  KNOWLEDGE_SOLUTIONS,
  industryHref,
} from "~/domain/knowledge";
import { parseKnowledgeQuery } from "~/domain/knowledge-query.server";
import { webLink } from "~/domain/links";
import { countAppliedFilters } from "~/domain/filters";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { IndustryTiles } from "~/ui/knowledge/IndustryTiles";
import { KnowledgeCard, type KnowledgeCardView } from "~/ui/knowledge/KnowledgeCard";
import { KnowledgeFilters, type KnowledgeFilterOptions } from "~/ui/knowledge/KnowledgeFilters";
import { isUpstreamError } from "~/upstream/errors";
import { knowledgeItems, knowledgeOptions } from "~/upstream/knowledge.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Knowledge Store" };

const ROUTE = "routes/_app.knowledge-hub";
const LOAD_FAILED = "We could not load the knowledge resources right now. Please try again in a moment.";

/** The spec's lists (document 2 section 2.14): what the filters offer when the options call fails. */
const SPEC_OPTIONS: KnowledgeFilterOptions = {
  sections: KNOWLEDGE_SECTIONS.map((s) => ({ ...s })),
  resourceTypes: [...KNOWLEDGE_RESOURCE_TYPES],
  solutions: KNOWLEDGE_SOLUTIONS.map((s) => ({ solution: s.solution, products: [...s.products] })),
};

const fallback = (error: unknown) => {
  if (!isUpstreamError(error)) throw error;
  return null;
};

/** The resources as found (kept markup). Lists page when they hold more than 8 (spec document 2 section 4). */
const results = (data: { error: string | null; items: KnowledgeCardView[]; totalElements: number; filter: { page: number }; totalPages: number }) => (
  <CardResults
    error={data.error}
    items={data.items}
    emptyText="No knowledge resources match these filters."
    label="Knowledge resources"
    card={(item) => <KnowledgeCard item={item} />}
    keyOf={(item) => item.id}
    pager={data.totalElements > 8 ? { page: data.filter.page, totalPages: data.totalPages, label: "Knowledge pages" } : null}
  />
);

/** The list's data, and its results drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await listLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => results(data)) };
}

/**
 * The knowledge hub (docs/decisions/040): brochures, training materials and service brochures as
 * cards, filtered by section, resource type and solutions with their products, all in the URL, 12 a
 * page; the industry tiles link out. The options and the items are asked for together.
 */
async function listLoader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  // "All sections" submits an empty section: the URL keeps only the filters that apply.
  const kept = [...url.searchParams].filter(([, v]) => v !== "");
  if (kept.length < [...url.searchParams].length) {
    const rest = new URLSearchParams(kept).toString();
    throw redirect(`${url.pathname}${rest ? `?${rest}` : ""}`);
  }
  const filter = parseKnowledgeQuery(url);
  const [options, page] = await Promise.all([
    knowledgeOptions(session, request.signal).catch(fallback),
    knowledgeItems(
      session,
      {
        section: filter.section,
        resourceTypes: filter.types,
        solutions: filter.solutions,
        products: filter.products,
        page: filter.page - 1,
        size: KNOWLEDGE_PAGE_SIZE,
      },
      request.signal,
    ).catch(fallback),
  ]);
  // A page past the end (a shared link after items were removed) goes to the last page.
  if (page && page.totalPages > 0 && filter.page > page.totalPages) {
    url.searchParams.set("page", String(page.totalPages));
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  const filterOptions = options ?? SPEC_OPTIONS;
  const sectionLabels = new Map(filterOptions.sections.map((s) => [s.value, s.label]));
  const items: KnowledgeCardView[] = (page?.items ?? []).map((i) => ({
    id: i.id,
    title: i.title,
    resourceType: i.resourceType,
    sectionLabel: sectionLabels.get(i.section) ?? i.section,
    solution: i.solution,
    product: i.product,
    // Only http and https become links: a javascript: or data: address from the upstream is dropped.
    url: webLink(i.url),
  }));
  return {
    filter,
    // How many filters the phone's Filters disclosure says are applied.
    filtersApplied: countAppliedFilters([filter.section, filter.types, filter.solutions, filter.products]),
    options: filterOptions,
    items,
    totalElements: page?.totalElements ?? 0,
    totalPages: page?.totalPages ?? 0,
    error: page ? null : LOAD_FAILED,
    industries: KNOWLEDGE_INDUSTRIES.map((name) => ({ name, href: industryHref(name) })),
  };
}

export default function KnowledgeHub() {
  const data = useLoaderData<typeof loader>();
  const { filter } = data;
  const filterKey = [filter.section, ...filter.types, "|", ...filter.solutions, "|", ...filter.products].join(",");
  return (
    <div className="space-y-8">
      <section aria-labelledby="knowledge-heading" className="space-y-4">
        <div>
          <h1 id="knowledge-heading" className="text-2xl font-semibold text-ink">
            Knowledge Hub
          </h1>
          <p className="mt-1 max-w-2xl text-ink/80">Brochures, training materials and service guides for your Thermax equipment.</p>
        </div>
        <KnowledgeFilters key={filterKey} options={data.options} applied={filter} count={data.filtersApplied} />
        <p className="text-sm text-ink/70" role="status">
          {data.error ? "" : `${data.totalElements} ${data.totalElements === 1 ? "resource" : "resources"}`}
        </p>
        {/* The cards' titles are h3s: the level between them and the page's h1, for screen readers only. */}
        <h2 className="sr-only">Knowledge resources</h2>
        <Kept id="kept-list" className="space-y-4" html={data.kept}>
          {import.meta.env.SSR ? results(data) : null}
        </Kept>
      </section>
      <IndustryTiles industries={data.industries} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Knowledge Hub | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
