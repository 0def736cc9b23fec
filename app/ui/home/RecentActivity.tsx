import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ActivityCard } from "~/domain/activity";
import { NextIcon } from "../content-icons";
import { BackIcon } from "../icons";
import { StatusChip } from "../StatusChip";
import { useHydrated } from "../useHydrated";


const ARROW = "rounded-full border border-gray-300 bg-white p-2 text-brand-blue-dark hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-gray-400";

/**
 * The Recent Activity carousel (spec document 2 section 2.2), shown only when there is activity.
 * View Details opens the activity's own order, thread or complaint (decision 067, a departure from
 * the spec's "switches to the tickets tab"). One row of cards that scrolls and snaps sideways: 1, 2 or 3 cards in view by width (600 and
 * 960 px). Without JavaScript the row is scrolled by hand (every card reachable); with it,
 * previous and next arrows move one view at a time and are disabled at the ends.
 */
export function RecentActivity({ items, failed }: { items: ActivityCard[]; failed: boolean }) {
  const row = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const [edges, setEdges] = useState({ start: true, end: false });
  const update = () => {
    const el = row.current;
    if (el) setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  };
  useEffect(() => {
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  const slide = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * row.current.clientWidth, behavior: "smooth" });

  if (!failed && items.length === 0) return null;
  return (
    <section aria-labelledby="recent-activity-heading" className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="recent-activity-heading" className="text-base font-semibold">
          Recent Activity
        </h2>
        {hydrated && !failed ? (
          <div className="flex gap-2">
            <button type="button" onClick={() => slide(-1)} disabled={edges.start} aria-controls="recent-activity-row" className={ARROW}>
              <BackIcon className="h-4 w-4" />
              <span className="sr-only">Previous activities</span>
            </button>
            <button type="button" onClick={() => slide(1)} disabled={edges.end} aria-controls="recent-activity-row" className={ARROW}>
              <NextIcon className="h-4 w-4" />
              <span className="sr-only">Next activities</span>
            </button>
          </div>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          We could not load your recent activity right now. Please try again in a moment.
        </p>
      ) : (
        <ul id="recent-activity-row" ref={row} onScroll={update} aria-label="Recent activities" className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2">
          {items.map((a) => (
            <li key={a.key} className="relative w-[88%] shrink-0 snap-start sm:w-[calc((100%-1rem)/2)] md:w-[calc((100%-2rem)/3)]">
              <article aria-label={a.assetName ? `${a.name}: ${a.assetName}` : a.name} className="flex h-full flex-col gap-2 rounded-lg border border-gray-200 p-4">
                {a.type || a.status ? (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    {a.type ? <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">{a.type}</span> : null}
                    {a.status ? <StatusChip status={a.status} /> : null}
                  </div>
                ) : null}
                {a.assetName ? <p className="font-semibold break-words">{a.assetName}</p> : null}
                <p className="text-gray-700">
                  {a.reference.label}: <span className="font-medium break-all text-ink">{a.reference.value}</span>
                </p>
                {/* The thing it names (decision 067): the order's page, the ticket's thread, the complaint. */}
                <Link to={a.href} className="mt-auto self-start rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50">
                  View Details<span className="sr-only"> of {a.name}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
