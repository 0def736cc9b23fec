import type { LoaderFunctionArgs } from "@remix-run/node";
import { icsFileName, ICS_CONTENT_TYPE, shutdownIcs } from "~/domain/shutdown-calendar.server";
import { dispositionOf } from "~/download/disposition.server";
import { requireUser } from "~/session/guard.server";
import { keptShutdown } from "~/forms/shutdown-result.server";

/**
 * The planned shutdown as a calendar file (.ics), made on the server from the shutdown this user
 * just registered (their result cookie, never the query). Anything else is a 404: no such file.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app.plan-shutdown.calendar");
  const details = (await keptShutdown(request, auth, "ticket"))?.details;
  if (!details) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const body = shutdownIcs({ ticketNumber: details.ticket, shutdownDate: details.date, assetName: details.asset, plannedActivities: details.activities });
  return new Response(body, {
    headers: {
      "Content-Type": ICS_CONTENT_TYPE,
      "Content-Disposition": dispositionOf(icsFileName(details.ticket)),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
