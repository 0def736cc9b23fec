import { Link } from "@remix-run/react";

/**
 * Two views of one list (My Tickets / All Tickets, My Assets / All Assets): links that keep every
 * other query parameter and start again on page 1. The current one is marked `aria-current`.
 */
export function ViewToggle<V extends string>({ label, view, search, options }: { label: string; view: V; search: string; options: readonly { value: V; label: string }[] }) {
  const hrefFor = (next: V) => {
    const params = new URLSearchParams(search);
    params.set("view", next);
    params.delete("page");
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label={label} className="inline-flex rounded-md border border-gray-300 bg-white p-1">
      {options.map((o) => (
        <Link
          key={o.value}
          to={hrefFor(o.value)}
          preventScrollReset
          aria-current={view === o.value ? "true" : undefined}
          className={`rounded px-3 py-1.5 font-medium ${view === o.value ? "bg-brand-blue-dark text-white" : "text-brand-blue-dark hover:bg-slate-100"}`}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
