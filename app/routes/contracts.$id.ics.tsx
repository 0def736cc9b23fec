import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFileName, contractEndCalendar, visitCalendar } from "~/domain/calendar.server";
import { contractDay, todayInIndia, visitState } from "~/domain/contracts";
import { dispositionOf } from "~/download/disposition.server";
import { requireUser } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { contractById } from "~/upstream/contracts.server";
import { resourceRoute } from "~/http/resource.server";

const ROUTE = "routes/contracts.$id.ics";
/** Every visit of a contract in one page (the spec's default page size). */
const ALL_VISITS = 500;

/** A resource route answers plain text when there is no file to give. */
function problem(status: number, message: string) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}

/**
 * A calendar file (decision 021): `?visit=<visitId>` for a pending visit, otherwise the contract's
 * end date. Generated on the server in IST; text/calendar with our own safe file name.
 */
export const loader = resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { session } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const id = params.id ?? "";
  let contract;
  try {
    contract = await contractById(session, id, { page: 1, size: ALL_VISITS, signal: request.signal });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) return problem(404, "Contract not found.");
    return problem(502, "We could not prepare the calendar file right now. Please try again in a moment.");
  }
  const assetName = contract.assetName || contract.thermaxName || contract.assetId || contract.serviceId;
  const portalUrl = `${url.origin}/contracts/${encodeURIComponent(contract.serviceId)}`;
  const visitId = url.searchParams.get("visit");
  let body: string;
  let name: string;
  if (visitId) {
    const visit = contract.visits.find((v) => v.visitId === visitId);
    const day = contractDay(visit?.visitDate);
    // A planned visit only: a completed or overdue one is not on anyone's calendar (issue 31).
    if (!visit || !day || !visitState(visit, todayInIndia()).upcoming) return problem(404, "Visit not found.");
    body = visitCalendar({ serviceId: contract.serviceId, visitId: visit.visitId, day, assetName, engineerName: visit.engineerName, portalUrl });
    name = `amc-visit-${visit.visitId}-${day}.ics`;
  } else {
    const day = contractDay(contract.expirationDate ?? contract.contractEndDate);
    if (!day) return problem(404, "This contract has no end date.");
    body = contractEndCalendar({ serviceId: contract.serviceId, day, assetName, portalUrl });
    name = `amc-end-${contract.serviceId}-${day}.ics`;
  }
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": dispositionOf(calendarFileName(name)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
