import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { dialogPlaces } from "~/forms/dialog.server";
import { requireUser } from "~/session/guard.server";
import { GET_HELP_ACTIONS } from "~/domain/quick-actions";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { SUPPORT_HOURS } from "~/domain/contact";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Get Help" };

/**
 * Get Help (spec document 2 section 2.2): the Overview's quick-actions dialog, a route dialog
 * (docs/decisions/010 and 014): raise a ticket, request a callback, register a complaint, each
 * shown once its route exists (app/domain/quick-actions.ts), plus the helpline and the FAQ.
 */
const ROUTE = "routes/_app.get-help";
const PATH = "/get-help";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, ROUTE);
  const { closeTo } = dialogPlaces(request, PATH);
  const e = env();
  return {
    closeTo,
    // Each action's Close comes back to where Get Help was opened from.
    actions: GET_HELP_ACTIONS.map((a) => ({ ...a, href: `${a.href}?returnTo=${encodeURIComponent(closeTo)}` })),
    helpline: { phone: e.HELPLINE_PHONE, email: e.SUPPORT_EMAIL, hours: SUPPORT_HOURS },
  };
}

export default function GetHelp() {
  const { closeTo, actions, helpline } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Get Help" closeTo={closeTo} className="max-w-lg">
      <h3 className="font-semibold">Quick Actions</h3>
      <ul className="mt-2 space-y-2">
        {actions.map((a) => (
          <li key={a.label}>
            <Link to={a.href} className="block rounded-md border border-gray-200 px-3 py-2 hover:border-brand-blue hover:bg-sky-50">
              <span className="block font-medium text-brand-blue-dark">{a.label}</span>
              <span className="block text-xs text-gray-600">{a.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold">Talk to us</h3>
      <p className="mt-1 text-gray-700">
        Helpline <a href={`tel:${helpline.phone.replace(/\s+/g, "")}`} className="font-medium text-brand-blue-dark underline">{helpline.phone}</a>, {helpline.hours}, or write to{" "}
        <a href={`mailto:${helpline.email}`} className="font-medium break-all text-brand-blue-dark underline">
          {helpline.email}
        </a>
        .
      </p>
      <p className="mt-3">
        <Link to="/FAQs" className="font-medium text-brand-blue-dark underline">
          Frequently asked questions
        </Link>
      </p>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Get Help | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
