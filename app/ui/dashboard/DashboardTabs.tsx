import { NavLink } from "@remix-run/react";
import { countText } from "~/domain/format";
import { DASHBOARD_TABS, type TabCounts } from "./tabs";

/**
 * The dashboard tab bar: links, the current one marked `aria-current="page"` by NavLink. Styles in
 * app.css (.dashboard-tabs): one row that scrolls sideways on a phone (issue 32 §4), wrapping from 640 px.
 */
export function DashboardTabs({ counts }: { counts: TabCounts }) {
  return (
    <nav aria-label="Dashboard" className="dashboard-tabs">
      <ul>
        {DASHBOARD_TABS.map((tab) => {
          const count = tab.badge ? counts[tab.badge] : undefined;
          return (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end}>
                {tab.label}
                {count !== undefined ? (
                  <span>
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
