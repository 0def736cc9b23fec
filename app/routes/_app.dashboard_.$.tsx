import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { dashboardFallback } from "~/domain/dashboard-tabs";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";

/**
 * /dashboard/{anything else} (spec document 2 section 2.1: "any other value or none shows
 * Overview"): one unknown segment goes to the Overview, which lives at /, as /dashboard does
 * (docs/decisions/005 addendum, issue 25). The tabs are routes of their own and never reach here;
 * a deeper unknown path stays a 404. Outside the dashboard layout, so no tab counts are asked for.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "routes/_app.dashboard_.$");
  const target = dashboardFallback(params["*"] ?? "");
  if (target) throw redirect(target);
  throw new Response("Not found", { status: 404 });
}

export default function DashboardElsewhere() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
