/**
 * The dashboard's route parameter (spec document 2 section 2.1): "assets, spares-and-services,
 * contracts, tickets. Any other value or none shows Overview". Pure; see dashboard-tabs.test.ts.
 */
export const DASHBOARD_TYPES = ["assets", "spares-and-services", "contracts", "tickets"] as const;

/** The Overview's address: the home page (/dashboard itself goes there too). */
export const OVERVIEW_PATH = "/";

/**
 * Where /dashboard/{rest} goes when no route of the portal matched it: one segment that is not a
 * tab (any other value, or none) shows the Overview; a deeper path is not a dashboard value and
 * stays a 404 (null).
 */
export function dashboardFallback(rest: string): string | null {
  const segments = rest.split("/").filter(Boolean);
  if (segments.length > 1) return null;
  const [value = ""] = segments;
  if ((DASHBOARD_TYPES as readonly string[]).includes(value.toLowerCase())) return `/dashboard/${value.toLowerCase()}`;
  return OVERVIEW_PATH;
}
