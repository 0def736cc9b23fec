import { http, HttpResponse } from "msw";
import { db, type TeamMemberRecord } from "../store";
import { authed } from "./auth-context";
import { semicolonList } from "./filters";
import { fail, intParam, ok, paginate, readJson } from "./http-utils";

const TEAM_STATUSES = ["ACTIVE", "PENDING", "DEACTIVATED"];

/**
 * My Team (docs/upstream-api.md): the account's members, the registered-user check (302
 * registered, 423 locked) and add-team-member, which adds a PENDING member.
 */
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

function view(m: TeamMemberRecord) {
  const { accountId: _a, ...fields } = m;
  return fields;
}

/** 302 and 423 answers carry the envelope like every other status (no Location: nothing to follow). */
function status(code: number, message: string) {
  return HttpResponse.json({ status: code, message }, { status: code });
}

function registrationOf(email: string): "free" | "registered" | "locked" {
  const wanted = email.trim().toLowerCase();
  const member = db.teamMembers.find((m) => m.email.toLowerCase() === wanted);
  if (member?.status === "DEACTIVATED") return "locked";
  if (member || db.users.some((u) => u.email === wanted)) return "registered";
  return "free";
}

export const teamHandlers = [
  http.get(
    "*/api/userapi/api/um/team-members",
    authed(({ url, user }) => {
      // The caller's own account, whatever the query says.
      // searchText: part of the name or the e-mail address; status: a ;-list (issue 33 §1).
      const words = (url.searchParams.get("searchText") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const statuses = semicolonList(url.searchParams.get("status")).map((s) => s.toUpperCase());
      const unknown = statuses.find((s) => !TEAM_STATUSES.includes(s));
      if (unknown) return fail(400, `Unknown status: ${unknown}`);
      const members = db.teamMembers
        .filter((m) => m.accountId === user.accountId)
        .filter((m) => statuses.length === 0 || statuses.includes(m.status))
        .filter((m) => words.every((w) => `${m.firstName} ${m.lastName} ${m.email}`.toLowerCase().includes(w)))
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
      const page = paginate(members, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 8));
      return ok({ members: page.items.map(view), totalElements: page.totalElements, totalPages: page.totalPages });
    }),
  ),

  http.get(
    "*/api/userapi/api/um/users/available",
    authed(({ url }) => {
      const email = url.searchParams.get("email") ?? "";
      if (!email.includes("@")) return fail(400, "email is required");
      const state = registrationOf(email);
      if (state === "registered") return status(302, "User already registered");
      if (state === "locked") return status(423, "User is locked");
      return ok({ available: true });
    }),
  ),

  http.post(
    "*/api/userapi/api/um/add-team-member",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const fields = ["firstName", "lastName", "mobileNumber", "designation", "email"] as const;
      for (const f of fields) if (!text(body[f])) return fail(400, `${f} is required`);
      if (text(body.accountId) !== user.accountId) return fail(400, "accountId must be the caller's account");
      const state = registrationOf(text(body.email));
      if (state === "registered") return status(302, "User already registered");
      if (state === "locked") return status(423, "User is locked");
      db.teamMembers.push({
        id: `TM-${String(db.teamMembers.length + 1).padStart(4, "0")}`,
        accountId: user.accountId,
        firstName: text(body.firstName),
        lastName: text(body.lastName),
        designation: text(body.designation),
        email: text(body.email).toLowerCase(),
        mobileNumber: text(body.mobileNumber),
        status: "PENDING",
      });
      return ok({ success: true });
    }),
  ),
];
