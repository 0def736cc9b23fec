import { Link } from "@remix-run/react";

interface ViewToggleProps<V extends string> {
  /** Name of the navigation landmark, e.g. "Tickets view". */
  label: string;
  /** `to`: a view that is another page (Spares & Services' Enquiries), linked as it is. */
  options: readonly { value: V; label: string; to?: string }[];
  current: V;
  /** The list's current search string; every parameter but the view and the page is kept. */
  search: string;
  param?: string;
}

/**
 * Two or more views of one list (My Tickets / All Tickets, Ongoing Orders / Order History) as
 * links: each keeps the filters and starts again on page 1 (docs/decisions/009). A view with its
 * own page (Enquiries beside the orders, decision 048) links to that page.
 */
export function ViewToggle<V extends string>({ label, options, current, search, param = "view" }: ViewToggleProps<V>) {
  const hrefFor = (next: V) => {
    const params = new URLSearchParams(search);
    params.set(param, next);
    params.delete("page");
    // A failed download's message flag (docs/decisions/102) stays with the view it was about.
    params.delete("export");
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label={label} className="inline-flex flex-wrap rounded-md border border-gray-300 bg-white p-1">
      {options.map((o) => (
        <Link
          key={o.value}
          to={o.to ?? hrefFor(o.value)}
          preventScrollReset
          aria-current={current === o.value ? "true" : undefined}
          className={`rounded px-2 py-1.5 text-sm font-medium sm:px-3 sm:text-base ${current === o.value ? "bg-brand-blue-dark text-white" : "text-brand-blue-dark hover:bg-slate-100"}`}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
