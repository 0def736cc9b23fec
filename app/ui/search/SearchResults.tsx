import { Link } from "@remix-run/react";
import type { SearchGroup } from "~/domain/search";

/**
 * The grouped results on the results page (/search): Assets, Orders, Tickets, each result a link
 * labelled as the spec names it ('Asset Name:', 'P.O.:' or 'Thermax order:', 'Ticket Number:'; decision 094).
 */
export function SearchResults({ groups }: { groups: SearchGroup[] }) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`search-${group.key}`}>
          <h2 id={`search-${group.key}`} className="text-base font-semibold text-ink">
            {group.heading} <span className="font-normal text-ink/70">({group.items.length})</span>
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-black/5">
            {group.items.map((item) => (
              <li key={item.key}>
                <Link to={item.href} className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
                  <span className="text-sm text-ink/70">{item.label}</span>{" "}
                  <span className="font-medium text-brand-blue-dark underline">{item.text}</span>
                  {item.detail ? <span className="block text-sm text-ink/70">{item.detail}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
