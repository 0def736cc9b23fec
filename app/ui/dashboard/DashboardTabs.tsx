import { NavLink } from "@remix-run/react";
import { countText } from "~/domain/format";
import { DASHBOARD_TABS, type TabCounts } from "./tabs";

/** The dashboard tab bar: links, the current one marked `aria-current="page"` by NavLink. */
export function DashboardTabs({ counts }: { counts: TabCounts }) {
  return (
    <nav aria-label="Dashboard" className="border-b border-gray-200">
      <ul className="-mb-px flex flex-wrap gap-2">
        {DASHBOARD_TABS.map((tab) => {
          const count = tab.badge ? counts[tab.badge] : undefined;
          return (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-flex items-center gap-2 border-b-2 px-3 py-2 font-medium ${
                    isActive ? "border-brand-red text-ink" : "border-transparent text-gray-700 hover:border-gray-300"
                  }`
                }
              >
                {tab.label}
                {count !== undefined ? (
                  <span className="rounded-full bg-brand-blue-dark px-2 py-0.5 text-xs font-semibold text-white">
                    <span className="sr-only">total </span>
                    {countText(count)}
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
