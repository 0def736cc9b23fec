import { Link } from "@remix-run/react";
import { panelReturnTo, quickActionsFor, viewAllHref } from "~/domain/quick-actions";
import { LiveIcon } from "../icons";
import { showPromoCard } from "./title";
import type { QuickAction } from "~/domain/shell";

/**
 * Desktop-only right panel (from 960 px, at most 258 px wide): the quick actions this page shows
 * (app/domain/quick-actions.ts), View All, and the Edge Live promo.
 */
export function RightPanel({ quickActions, pathname, search = "" }: { quickActions: QuickAction[]; pathname: string; search?: string }) {
  const promo = showPromoCard(pathname);
  const returnTo = panelReturnTo(quickActions, pathname, search);
  const shown = quickActionsFor(quickActions, "panel", returnTo);
  if (shown.length === 0 && !promo) return null;
  return (
    <aside aria-label="Quick actions" className="needs-network hidden w-full max-w-[258px] shrink-0 flex-col gap-4 p-4 pl-0 md:flex">
      {shown.length > 0 ? (
        <div className="rounded-lg border border-gray-200 bg-white p-4">
          <div className="mb-2 flex items-baseline justify-between gap-2">
            <h2 id="quick-actions-heading" className="text-base font-semibold">
              Quick Actions
            </h2>
            <Link to={viewAllHref(returnTo)} className="text-sm font-medium text-brand-blue-dark underline-offset-2 hover:underline">
              View All
            </Link>
          </div>
          <ul className="flex flex-col gap-1">
            {shown.map((a) => (
              <li key={a.id ?? a.label}>
                <Link to={a.to} className="block rounded-md px-2 py-2 hover:bg-gray-100">
                  <span className="block font-medium text-brand-blue-dark">{a.label}</span>
                  <span className="block text-xs text-gray-600">{a.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {promo ? (
        <div className="rounded-lg bg-brand-blue-dark p-4 text-white">
          <h2 id="edge-live-promo-heading" className="flex items-center gap-2 text-base font-semibold">
            <LiveIcon />
            Edge Live
          </h2>
          <p className="mt-2 text-sm">
            Monitor your equipment live: performance, alerts and efficiency from anywhere.
          </p>
          <Link
            to="/edgelive-benefits"
            className="promo-button"
          >
            Explore Edge Live benefits
          </Link>
        </div>
      ) : null}
    </aside>
  );
}
