import { Link, useLocation } from "@remix-run/react";
import { countText } from "~/domain/format";
import { PAGER_WINDOW, pagerWindow } from "~/domain/pager";

interface PagerProps {
  /** Current page, 1-based (as in the URL). */
  page: number;
  totalPages: number;
  /** Name of the navigation landmark. */
  label?: string;
  /** The query parameter that holds the page. */
  param?: string;
}

const ITEM = "inline-flex min-w-9 items-center justify-center rounded-md px-2.5 py-1.5 text-sm font-medium";
const ENABLED = `${ITEM} text-brand-blue-dark hover:bg-slate-100`;
const DISABLED = `${ITEM} cursor-not-allowed text-gray-500`;

/**
 * The list pager (docs/decisions/009-lists-pager-filters.md). Plain links, so it works without
 * JavaScript; each keeps every other query parameter and changes only `page` (page 1 drops it).
 * At most 6 numbers, the current one centred where possible, as plain numbers and marked
 * `aria-current="page"`. Previous and Next are disabled at the ends: not links, but
 * `role="link" aria-disabled="true"` spans.
 */
export function Pager({ page, totalPages, label = "Pages", param = "page" }: PagerProps) {
  const location = useLocation();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const hrefFor = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n <= 1) params.delete(param);
    else params.set(param, String(n));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };

  const edge = (text: string, target: number, rel: "prev" | "next", enabled: boolean) =>
    enabled ? (
      <Link to={hrefFor(target)} rel={rel} className={ENABLED}>
        {text}
      </Link>
    ) : (
      <span role="link" aria-disabled="true" className={DISABLED}>
        {text}
      </span>
    );

  return (
    <nav aria-label={label} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{edge("Previous", current - 1, "prev", current > 1)}</li>
        {pagerWindow(current, totalPages, PAGER_WINDOW).map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              aria-current={n === current ? "page" : undefined}
              className={n === current ? `${ITEM} bg-brand-blue-dark text-white` : ENABLED}
            >
              <span className="sr-only">Page </span>
              {countText(n)}
            </Link>
          </li>
        ))}
        <li>{edge("Next", current + 1, "next", current < totalPages)}</li>
      </ul>
    </nav>
  );
}
