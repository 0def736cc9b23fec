/**
 * The dashboard's tabs (spec document 2 section 2.1), in the spec's order. Only screens that exist
 * are listed: Assets (/dashboard/assets), Spares & Services (/dashboard/spares-and-services) and
 * Contracts (/dashboard/contracts) join between Overview and Tickets with their screens, each with
 * its badge key.
 */
export type TabBadge = "assets" | "spares" | "contracts" | "tickets";

export interface DashboardTab {
  label: string;
  to: string;
  /** Active only on exactly this path (Overview at /). */
  end?: boolean;
  /** Non-overview tabs show a count badge as a plain number (decision 066). */
  badge?: TabBadge;
}

export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { label: "Overview", to: "/", end: true },
  { label: "Assets", to: "/dashboard/assets", badge: "assets" },
  { label: "Spares & Services", to: "/dashboard/spares-and-services", badge: "spares" },
  { label: "Contracts", to: "/dashboard/contracts", badge: "contracts" },
  { label: "Tickets", to: "/dashboard/tickets", badge: "tickets" },
];

/** Counts for the badges; a missing count (its call failed) shows no badge. */
export type TabCounts = Partial<Record<TabBadge, number>>;
