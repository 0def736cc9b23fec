import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AssetPickerAnswer } from "~/domain/asset-picker";
import { assetPickerView, loadPickerAssets } from "~/forms/asset-picker.server";
import { resourceRoute } from "~/http/resource.server";
import { backgroundRequest } from "~/session/bell-request.server";

const ROUTE = "routes/asset-picker";

/**
 * The asset picker's matches for the combobox (docs/decisions/071): `GET /asset-picker?q=text`
 * answers the user's assets that match, at most PICKER_LIMIT, and how many match in all. Asked by
 * the browser in the background: signed out is sent to /login without being remembered as the
 * page to return to. Without JavaScript the dialogs answer the same matches themselves.
 */
export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const auth = await backgroundRequest(request, context, ROUTE);
  const assets = await loadPickerAssets(auth, request.signal);
  const view = assetPickerView(assets, { query: new URL(request.url).searchParams.get("q") ?? "" });
  const body: AssetPickerAnswer = { query: view.query, options: view.options, total: view.total, failed: view.failed };
  // An upstream failure is the portal's 502 (the combobox says so), never an empty list.
  return Response.json(body, { status: view.failed ? 502 : 200, headers: { "Cache-Control": "private, no-store" } });
});
