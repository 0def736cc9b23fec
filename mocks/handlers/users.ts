import { http } from "msw";
import { db, type UserState } from "../store";
import { countries, salutations } from "../store/lookups";
import { authed } from "./auth-context";
import { fail, intParam, ok, paginate, readJson } from "./http-utils";

function profileOf(u: UserState) {
  return {
    id: u.userId,
    salutation: u.salutation,
    firstName: u.firstName,
    middleName: u.middleName,
    lastName: u.lastName,
    department: u.department,
    designation: u.designation,
    state: u.state,
    city: u.city,
    icc: u.icc,
    mobilePhone: u.mobilePhone,
    email: u.email,
    profilePic: u.profilePic,
  };
}

const EDITABLE = ["salutation", "firstName", "middleName", "lastName", "department", "designation", "state", "city", "icc", "mobilePhone", "profilePic"] as const;

/** Name starts with the prefix, or one of its words does ("cem" finds "Sunrise Cement Ltd"). */
function matchesPrefix(name: string, prefix: string): boolean {
  const p = prefix.trim().toLowerCase();
  if (!p) return true;
  const n = name.toLowerCase();
  return n.startsWith(p) || n.split(/\s+/).some((w) => w.startsWith(p));
}

export const userHandlers = [
  http.get("*/api/userapi/api/um/profile", authed(({ user }) => ok(profileOf(user)))),

  http.put(
    "*/api/userapi/api/um/profile",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      for (const key of EDITABLE) {
        const value = body[key];
        if (value === undefined) continue;
        if (value !== null && typeof value !== "string") return fail(400, `${key} must be a string`);
        if (key === "middleName") user.middleName = value;
        else if (typeof value === "string") user[key] = value;
      }
      return ok(profileOf(user), "Profile updated");
    }),
  ),

  http.get("*/api/userapi/api/um/consolidated", authed(() => ok({ countries, salutations }))),

  http.get(
    "*/api/userapi/api/um/companyListing",
    authed(({ url, user }) => {
      const prefix = url.searchParams.get("accountPrefix") ?? url.searchParams.get("searchText") ?? "";
      const page = intParam(url, ["page", "currentPage"], 0);
      const size = intParam(url, ["size", "pageSize"], 15);
      const tcaUser = url.searchParams.get("tcaUser");
      let companies = db.companies;
      if (tcaUser && tcaUser === user.tcaUser) {
        const dealerAccounts = new Set(db.assets.filter((a) => a.tcaUser === tcaUser).map((a) => a.accountId));
        companies = companies.filter((c) => dealerAccounts.has(c.id));
      }
      const matched = companies.filter((c) => matchesPrefix(c.name, prefix)).sort((a, b) => a.name.localeCompare(b.name));
      const result = paginate(matched, page, size);
      return ok({ companyListResponseDTO: result.items, totalElements: result.totalElements, totalPages: result.totalPages });
    }),
  ),

  /**
   * Account update for asset deep links: `{ contactRef, accountRef }`, the link's contactId and
   * accountId each base64-encoded (the spec's "two obfuscated fields"). The contact must be the
   * caller, and the account theirs (a dealer: one sold through their code; staff: any).
   */
  http.post(
    "*/api/userapi/api/um/account-update",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const decode = (v: unknown) => (typeof v === "string" && /^[A-Za-z0-9+/=_-]{1,200}$/.test(v) ? Buffer.from(v, "base64").toString("utf8") : "");
      const contactId = decode(body.contactRef);
      const accountId = decode(body.accountRef);
      if (!contactId || !accountId) return fail(400, "contactRef and accountRef are required");
      const dealerAccount = user.tcaUser !== null && db.assets.some((a) => a.accountId === accountId && a.tcaUser === user.tcaUser);
      if (contactId !== user.userId || !(accountId === user.accountId || dealerAccount || user.isOcTeamMember)) {
        return fail(403, "This link belongs to another contact or account");
      }
      return ok({ contactId, accountId });
    }),
  ),
];
