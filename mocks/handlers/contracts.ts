import { http } from "msw";
import { db, type ServiceContract } from "../store";
import { authed } from "./auth-context";
import { intParam, notFound, ok, paginate } from "./http-utils";
import { inScope, scopeFor, visibleTo } from "./scope";

function counts(c: ServiceContract) {
  const completedCount = c.visits.filter((v) => v.status === "Completed").length;
  return { completedCount, visitsCount: c.visits.length, pendingCount: c.visits.length - completedCount };
}

/** Expiry is judged against the real clock, as the portal does. */
function isExpired(c: ServiceContract): boolean {
  return Date.parse(`${c.contractEndDate}T23:59:59Z`) < Date.now();
}

function summary(c: ServiceContract) {
  const { visits: _v, accountId: _a, tcaUser: _t, ...fields } = c;
  return { ...fields, ...counts(c), type: "Services Contract", amcDate: c.contractEndDate, amcExpiried: isExpired(c) };
}

export const contractHandlers = [
  http.get(
    "*/api/serviceapi/getActiveServices",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      // Active contracts first (soonest expiry first), then expired ones (most recent first).
      const mine = db.contracts
        .filter((c) => inScope(c, scope))
        .sort((a, b) => Number(isExpired(a)) - Number(isExpired(b)) || (isExpired(a) ? b.contractEndDate.localeCompare(a.contractEndDate) : a.contractEndDate.localeCompare(b.contractEndDate)));
      const result = paginate(mine, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 8));
      return ok({ items: result.items.map(summary), totalResults: result.totalElements, totalPages: result.totalPages });
    }),
  ),

  http.get(
    "*/api/serviceapi/getActiveServicesDetail/:serviceId",
    authed(({ url, params, user }) => {
      const contract = db.contracts.find((c) => c.serviceId === params.serviceId);
      if (!contract || !visibleTo(contract, user)) return notFound("Service not found");
      // This call pages from 1 (the portal asks for page 1, size 12).
      const page = Math.max(intParam(url, ["page"], 1), 1) - 1;
      const visits = paginate(contract.visits, page, intParam(url, ["size", "pageSize"], 12));
      return ok({ ...summary(contract), visits: visits.items, totalResults: visits.totalElements });
    }),
  ),

  http.get(
    "*/api/serviceapi/get-active-service-contract/:assetId",
    authed(({ params, user }) => {
      const active = db.contracts.filter((c) => c.assetId === params.assetId && visibleTo(c, user) && !isExpired(c));
      return ok(active.map(summary));
    }),
  ),
];
