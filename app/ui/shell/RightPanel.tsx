import { Link } from "@remix-run/react";
import { panelReturnTo, quickActionsFor, viewAllHref, VIEW_ALL_PATH } from "~/domain/quick-actions";
import { LiveIcon } from "../icons";
import { showPromoCard } from "./title";
import type { QuickAction } from "~/domain/shell";

/**
 * Desktop-only right panel (from 960 px, at most 258 px wide): the quick actions this page shows
 * (app/domain/quick-actions.ts), View All, and the Edge Live promo.
 *
 * Kept markup (app/ui/kept.tsx, issue 54): the server draws every action the panel can show, those
 * this page does not show `hidden`, and after each navigation `followPanel` (follow-location.ts)
 * shows the new page's actions with their links, View All's, and the promo where it belongs.
 */
export function RightPanel({
  quickActions,
  pathname,
  search = "",
}: {
  quickActions: QuickAction[];
  pathname: string;
  search?: string;
}) {
  const promo = showPromoCard(pathname);
  const returnTo = panelReturnTo(quickActions, pathname, search);
  const shown = new Map(quickActionsFor(quickActions, "panel", returnTo).map((a) => [a.id ?? a.label, a.to]));
  const all = quickActions.filter((a) => a.href !== null && !a.viewAllOnly);
  return (
    <aside
      aria-label="Quick actions"
      hidden={shown.size === 0 && !promo}
      data-panel=""
      className="needs-network hidden w-full max-w-[258px] shrink-0 flex-col gap-4 p-4 pl-0 md:flex"
    >
      {all.length > 0 ? (
        <div hidden={shown.size === 0} data-panel-actions="" className="rounded-lg border border-gray-200 bg-white p-4">
          <div className="mb-2 flex items-baseline justify-between gap-2">
            <h2 id="quick-actions-heading" className="text-base font-semibold">
              Quick Actions
            </h2>
            <Link
              to={viewAllHref(returnTo)}
              data-view-all=""
              className="text-sm font-medium text-brand-blue-dark underline-offset-2 hover:underline"
            >
              View All
            </Link>
          </div>
          <ul className="flex flex-col gap-1">
            {all.map((a) => {
              const key = a.id ?? a.label;
              const to = shown.get(key);
              return (
                <li key={key} hidden={to === undefined} data-quick-action={key}>
                  <Link to={to ?? VIEW_ALL_PATH} className="block rounded-md px-2 py-2 hover:bg-gray-100">
                    <span className="block font-medium text-brand-blue-dark">{a.label}</span>
                    <span className="block text-xs text-gray-600">{a.description}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div hidden={!promo} data-promo="" className="rounded-lg bg-brand-blue-dark p-4 text-white">
        <h2 id="edge-live-promo-heading" className="flex items-center gap-2 text-base font-semibold">
          <LiveIcon />
          Edge Live
        </h2>
        <p className="mt-2 text-sm">Monitor your equipment live: performance, alerts and efficiency from anywhere.</p>
        <Link to="/edgelive-benefits" className="promo-button">
          Explore Edge Live benefits
        </Link>
      </div>
    </aside>
  );
}
