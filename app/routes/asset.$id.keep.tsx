import type { LoaderFunctionArgs } from "@remix-run/node";
import { ASSET_ID } from "~/domain/asset-query.server";
import { resourceRoute } from "~/http/resource.server";
import { keepList } from "~/offline/check.server";
import { requireUser } from "~/session/guard.server";

/**
 * Every document of one of the user's assets, for 'Keep this asset's documents offline' (issue 34
 * §2; docs/decisions/077): JSON `{ assetName, documents }`; 404 for an asset that is not theirs,
 * 503 when the upstream fails (the page says it could not keep them).
 */
const ROUTE = "routes/asset.$id.keep";

export const loader = resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const auth = await requireUser(request, context, ROUTE);
  const assetId = params.id ?? "";
  if (!ASSET_ID.test(assetId)) return Response.json({ message: "Not found" }, { status: 404 });
  const list = await keepList(auth, assetId, request.signal);
  if (list.status !== 200) return Response.json({ message: list.status === 404 ? "Not found" : "We could not load this asset's documents right now." }, { status: list.status });
  return Response.json({ assetId, assetName: list.assetName, documents: list.documents });
});
