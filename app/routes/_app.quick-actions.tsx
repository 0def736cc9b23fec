import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { isAdminRole } from "~/domain/roles";
import { dialogPlaces } from "~/forms/dialog.server";
import { QUICK_ACTIONS, quickActionsFor, VIEW_ALL_PATH } from "~/domain/quick-actions";
import { requireUser } from "~/session/guard.server";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/ui/styles";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Quick Actions" };

/**
 * View All (spec document 1 section 2): every quick action the page it was opened from allows,
 * Plan Shutdown included, with Close (back to that page) and Go to Dashboard (/).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app.quick-actions");
  const { closeTo } = dialogPlaces(request, VIEW_ALL_PATH);
  const actions = isAdminRole(auth.user.cpContactProfile) ? [] : quickActionsFor(QUICK_ACTIONS, "all", closeTo);
  return { closeTo, actions: actions.map(({ id, label, description, to }) => ({ id, label, description, to })) };
}

export default function ViewAllQuickActions() {
  const { closeTo, actions } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Quick Actions" closeTo={closeTo} className="max-w-2xl" closeControl={<span />}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {actions.map((a) => (
          <li key={a.id ?? a.label}>
            <Link to={a.to} className="flex h-full flex-col gap-1 rounded-lg border border-gray-200 p-4 hover:border-brand-blue hover:bg-gray-50">
              <span className="font-semibold text-brand-blue-dark">{a.label}</span>
              <span className="text-gray-600">{a.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Link to={closeTo} className={SECONDARY_BUTTON}>
          Close
        </Link>
        <Link to="/" className={PRIMARY_BUTTON}>
          Go to Dashboard
        </Link>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Quick Actions | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
