import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { FilterDisclosure } from "./FilterDisclosure";

interface FilterBarProps {
  /** Name of the search landmark, e.g. "Filter tickets". */
  label: string;
  /** The query parameters the controls inside own; every other parameter is kept. */
  fields: readonly string[];
  /** Where Reset Filters leads (a path with the list's default query). */
  resetTo: string;
  /** Dropped on Apply, so a new filter starts on page 1. */
  pageParam?: string;
  /** The filter controls: native checkboxes, selects or inputs named after `fields`. */
  children: ReactNode;
  /**
   * How many filters are applied (`countAppliedFilters`, app/domain/filters.ts). Given, the bar
   * sits behind the phone's 'Filters' disclosure (FilterDisclosure), open when it is above 0.
   */
  applied?: number;
  /**
   * What the filters found ('12 tickets'): a heading under the bar.
   */
  results?: string;
}

const RESULTS_ID = "filter-results";

/** Set by Apply, read once the filtered page is shown: focus then goes to its results heading. */
let applying = false;

/**
 * A URL-query filter bar (docs/decisions/009-lists-pager-filters.md): a GET form, so it works
 * without JavaScript and every state is a URL that survives reload and can be shared. With
 * JavaScript Remix turns the submit into a client navigation (no full reload). Parameters the
 * form does not own (a view toggle, a tab) ride along as hidden inputs; the page is dropped.
 */
export function FilterBar({ label, fields, resetTo, pageParam = "page", children, applied, results }: FilterBarProps) {
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search).entries()].filter(
    // `export`: a failed download's one-time message flag (docs/decisions/102), not kept on Apply.
    ([name]) => !fields.includes(name) && name !== pageParam && name !== "export",
  );
  // After Apply, focus goes to what the filters found (issue 40 §6): a keyboard or screen reader
  // user hears '12 tickets' and goes on from the list, not from the Apply button.
  useEffect(() => {
    if (!applying) return;
    applying = false;
    document.getElementById(RESULTS_ID)?.focus();
  }, [location.key]);
  const form = (
    <Form
      method="get"
      role="search"
      aria-label={label}
      preventScrollReset
      onSubmit={() => (applying = true)}
      // A copy kept offline leaves it out (it needs the network).
      className="needs-network rounded-lg border border-gray-200 bg-white p-4"
    >
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          Apply
        </button>
        <Link
          to={resetTo}
          preventScrollReset
          className="rounded-md px-3 py-2 font-medium text-brand-blue-dark underline hover:bg-slate-100"
        >
          Reset Filters
        </Link>
      </div>
    </Form>
  );
  const bar = applied === undefined ? form : <FilterDisclosure applied={applied}>{form}</FilterDisclosure>;
  if (results === undefined) return bar;
  return (
    <>
      {bar}
      <h2 id={RESULTS_ID} tabIndex={-1} className="results-heading">
        {results}
      </h2>
    </>
  );
}

/**
 * A list's 'Download CSV' and 'Download Excel' (issue 44 §2, docs/decisions/102), beside its
 * filters: plain `<a>` links made by the loader (`listDownload`) with the list's query, so they work
 * without JavaScript; the answer is a file, or the list again with a message. Kept here, in the
 * filters' module every list already loads, to add no chunk of its own to first-visit bytes.
 */
export function DownloadLinks({ download }: { download: { label: string; links: [string, string][] } }) {
  return (
    <div role="group" aria-label={download.label} className="flex flex-wrap gap-2">
      {download.links.map(([text, href]) => (
        <a key={href} href={href} className="rounded-md border border-brand-blue-dark px-3 py-1.5 text-sm font-medium whitespace-nowrap text-brand-blue-dark hover:bg-sky-50">
          {text}
        </a>
      ))}
    </div>
  );
}
