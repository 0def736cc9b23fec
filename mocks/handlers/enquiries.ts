import { http } from "msw";
import { db, type Asset, type UserState } from "../store";
import { SERVICES } from "../store/catalogue";
import { ACTIVE_ENQUIRY_STATUSES } from "../store/enquiries";
import { authed } from "./auth-context";
import { fail, intParam, notFound, ok, paginate } from "./http-utils";
import { visibleAsset } from "./scope";

/** The `?assetId=` of a per-asset call: the asset, or the 400 / 404 answer. */
function queryAsset(url: URL, user: UserState): Asset | Response {
  const assetId = url.searchParams.get("assetId");
  if (!assetId) return fail(400, "assetId is required");
  return visibleAsset(assetId, user) ?? notFound("Asset not found");
}

export const enquiryHandlers = [
  /** Active enquiries of one asset (complaint dialog). Enquiry paging: pageNo, pageSize (12). */
  http.get(
    "*/api/enquiryapi/enquiry/active",
    authed(({ url, user }) => {
      const asset = queryAsset(url, user);
      if (asset instanceof Response) return asset;
      const matched = db.enquiries
        .filter((e) => e.assetId === asset.id && (ACTIVE_ENQUIRY_STATUSES as readonly string[]).includes(e.status))
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
      const result = paginate(matched, intParam(url, ["pageNo", "page"], 0), intParam(url, ["pageSize", "size"], 12));
      return ok({
        enquiries: result.items.map(({ accountId: _a, tcaUser: _t, ...e }) => e),
        totalElements: result.totalElements,
        totalPages: result.totalPages,
      });
    }),
  ),

  /** Services offered for one asset (complaint dialog, type Services). */
  http.get(
    "*/api/enquiryapi/enquiry/services",
    authed(({ url, user }) => {
      const asset = queryAsset(url, user);
      if (asset instanceof Response) return asset;
      return ok({ services: SERVICES[asset.division] });
    }),
  ),
];
