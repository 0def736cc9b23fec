import type { LoaderFunctionArgs } from "@remix-run/node";
import { icsFileName, ICS_CONTENT_TYPE, shutdownIcs } from "~/domain/shutdown-calendar.server";
import { dispositionOf } from "~/download/disposition.server";
import { TICKET_NUMBER } from "~/forms/dialog.server";
import { requireUser } from "~/session/guard.server";
import { readShutdownDetails } from "~/ui/shutdown/result.server";

/**
 * The planned shutdown as a calendar file (.ics), made on the server from the details the success
 * dialog links with. Anything malformed is a 404: there is no such file.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "routes/_app.plan-shutdown.calendar");
  const params = new URL(request.url).searchParams;
  const ticket = params.get("ticket") ?? "";
  const details = TICKET_NUMBER.test(ticket) ? readShutdownDetails(params, ticket) : null;
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
