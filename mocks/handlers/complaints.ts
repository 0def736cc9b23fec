import { http } from "msw";
import { db, type Complaint } from "../store";
import { authed } from "./auth-context";
import { intParam, notFound, ok, paginate } from "./http-utils";
import { inScope, scopeFor, visibleTo } from "./scope";

function view(c: Complaint) {
  const { accountId: _a, tcaUser: _t, ...fields } = c;
  return fields;
}

function caseList(closed: boolean) {
  return authed(({ url, user }) => {
    const scope = scopeFor(user, url);
    const matched = db.complaints
      .filter((c) => inScope(c, scope) && (c.status === "Closed") === closed)
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
    const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 12));
    return ok({ cases: result.items.map(view), totalElements: result.totalElements, totalPages: result.totalPages });
  });
}

export const complaintHandlers = [
  http.get("*/api/serviceapi/cases/user/", caseList(false)),
  http.get("*/api/serviceapi/cases/history/user/", caseList(true)),
  http.get(
    "*/api/serviceapi/cases/detail/:id",
    authed(({ params, user }) => {
      const c = db.complaints.find((x) => x.id === params.id || x.caseNumber === params.id);
      if (!c || !visibleTo(c, user)) return notFound("Complaint not found");
      return ok(view(c));
    }),
  ),
];
