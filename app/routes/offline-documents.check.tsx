import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceRoute } from "~/http/resource.server";
import { checkKept } from "~/offline/check.server";
import { requireUser } from "~/session/guard.server";

/**
 * Which documents kept on the device the user may still see (issue 34 §2; docs/decisions/077):
 * `GET /offline-documents/check?d=<assetId>~<cvId>` (repeated), asked by the service worker at an
 * online visit and by the Offline documents page. JSON `{ gone, failed }`: the device drops the
 * `gone` ones; `failed` could not be checked now and stay. A malformed list is a 400.
 */
const ROUTE = "routes/offline-documents.check";

export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const auth = await requireUser(request, context, ROUTE);
  const result = await checkKept(auth, new URL(request.url).searchParams.getAll("d"), request.signal);
  if (!result.ok) return Response.json({ message: result.message }, { status: 400 });
  return Response.json({ gone: result.gone, failed: result.failed });
});
