import { http } from "msw";
import { db, type Asset } from "../store";
import { authed } from "./auth-context";
import { intParam, notFound, ok, paginate } from "./http-utils";
import { inScope, scopeFor, visibleAsset } from "./scope";

/**
 * Histories (issue 33 §3; the spec names the calls, not their shapes: docs/upstream-api.md):
 * an asset's history (`history/{assetId}`) and the service history (`services/history/getServices`).
 */

/** What happened to an asset, by code (the portal words each: app/domain/labels.ts). */
export type AssetEventType = "READY_FOR_DISPATCH" | "INSTALLED" | "COMMISSIONED" | "WARRANTY_ENDED" | "AMC_ENDED" | "COMPLAINT_REGISTERED" | "COMPLAINT_CLOSED";

const past = (date: string | null): date is string => Boolean(date && date.slice(0, 10) <= new Date().toISOString().slice(0, 10));

/** The asset's events up to today, newest first: its own dates, its contracts' ends and its complaints. */
export function assetHistory(asset: Asset): { date: string; type: AssetEventType; reference: string | null }[] {
  const events: { date: string; type: AssetEventType; reference: string | null }[] = [];
  if (asset.commisioningStatus !== "Ordered" && asset.commisioningStatus !== null && past(asset.edd)) events.push({ date: asset.edd, type: "READY_FOR_DISPATCH", reference: asset.poNumber });
  if (past(asset.installationDate)) events.push({ date: asset.installationDate, type: "INSTALLED", reference: null });
  if (past(asset.ibgCommissioningDate)) events.push({ date: asset.ibgCommissioningDate, type: "COMMISSIONED", reference: null });
  if (past(asset.warrantyExpiredDate)) events.push({ date: asset.warrantyExpiredDate, type: "WARRANTY_ENDED", reference: null });
  for (const c of db.contracts) if (c.assetId === asset.id && past(c.contractEndDate)) events.push({ date: c.contractEndDate, type: "AMC_ENDED", reference: c.serviceId });
  for (const c of db.complaints) {
    if (c.assetId !== asset.id) continue;
    events.push({ date: c.createdDate, type: "COMPLAINT_REGISTERED", reference: c.caseNumber });
    if (c.status === "Closed") events.push({ date: c.statusDate, type: "COMPLAINT_CLOSED", reference: c.caseNumber });
  }
  return events.sort((a, b) => b.date.localeCompare(a.date));
}

export const historyHandlers = [
  /** `{ history: [{ date, type, reference }] }` newest first; 404 for an asset outside the caller's scope. */
  http.get(
    "*/api/assetsApi/assets/history/:assetId",
    authed(({ params, user }) => {
      const asset = visibleAsset(params.assetId, user);
      if (!asset) return notFound("Asset not found");
      return ok({ history: assetHistory(asset) });
    }),
  ),

  /**
   * The service visits done under the caller's contracts (active or ended), newest first:
   * `page`, `size` (12), `assetId?`, `tcaUser?` → `{ services: [{ visitId, serviceId, assetId,
   * assetName, serviceName, visitDate, engineerName }], totalElements, totalPages }`.
   */
  http.get(
    "*/api/serviceapi/services/history/getServices",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      const assetId = url.searchParams.get("assetId");
      if (assetId && !visibleAsset(assetId, user)) return notFound("Asset not found");
      const today = new Date().toISOString().slice(0, 10);
      const visits = db.contracts
        .filter((c) => inScope(c, scope) && (!assetId || c.assetId === assetId))
        .flatMap((c) =>
          c.visits
            .filter((v) => v.status === "Completed" && v.visitDate.slice(0, 10) <= today)
            .map((v) => ({ visitId: v.visitId, serviceId: c.serviceId, assetId: c.assetId, assetName: c.assetName ?? c.thermaxName, serviceName: c.description, visitDate: v.visitDate, engineerName: v.engineerName })),
        )
        .sort((a, b) => b.visitDate.localeCompare(a.visitDate));
      const page = paginate(visits, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 12));
      return ok({ services: page.items, totalElements: page.totalElements, totalPages: page.totalPages });
    }),
  ),
];
