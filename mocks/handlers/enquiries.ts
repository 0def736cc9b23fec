import { http } from "msw";
import { db } from "../store";
import { SERVICES } from "../store/catalogue";
import { ACTIVE_ENQUIRY_STATUSES } from "../store/enquiries";
import { authed } from "./auth-context";
import { fail, intParam, notFound, ok, paginate } from "./http-utils";
import { visibleAsset } from "./scope";

export const enquiryHandlers = [
  /** Active enquiries of one asset (complaint dialog). Enquiry paging: pageNo, pageSize (12). */
  http.get(
    "*/api/enquiryapi/enquiry/active",
    authed(({ url, user }) => {
      const assetId = url.searchParams.get("assetId");
      if (!assetId) return fail(400, "assetId is required");
      const asset = visibleAsset(assetId, user);
      if (!asset) return notFound("Asset not found");
      const matched = db.enquiries
        .filter((e) => e.assetId === assetId && (ACTIVE_ENQUIRY_STATUSES as readonly string[]).includes(e.status))
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
      const assetId = url.searchParams.get("assetId");
      if (!assetId) return fail(400, "assetId is required");
      const asset = visibleAsset(assetId, user);
      if (!asset) return notFound("Asset not found");
      return ok({ services: SERVICES[asset.division] });
    }),
  ),
];
