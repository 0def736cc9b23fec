/**
 * The account switch (spec document 1 section 4, document 3 section 7): modifyJwtToken makes the
 * caller's next sign-in land in the chosen company, for that session (a later sign-in without a
 * switch is back in the user's own company). Staff may choose any company; a dealer one
 * that bought through their dealer code; anyone else is refused. The portal does not read the
 * answer's body (spec).
 */
import { http } from "msw";
import { isStaffEmail } from "../data/users";
import { db } from "../store";
import { authed } from "./auth-context";
import { fail, ok, readJson, str } from "./http-utils";

export const accountSwitchHandlers = [
  http.post(
    "*/api/userapi/api/um/auth/modifyJwtToken",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const accountId = str(body.accountId)?.trim();
      const email = str(body.email)?.trim().toLowerCase();
      if (!accountId || !email || !str(body.accountName)) return fail(400, "accountId, accountName and email are required");
      if (email !== user.email) return fail(403, "The e-mail does not belong to the signed-in user");
      const company = db.companies.find((c) => c.id === accountId);
      if (!company) return fail(404, "Account not found");
      const dealerAccount = user.tcaUser !== null && db.assets.some((a) => a.accountId === accountId && a.tcaUser === user.tcaUser);
      if (!isStaffEmail(user.email) && !dealerAccount) return fail(403, "This account cannot be chosen by this user");
      // The next sign-in works in it (login, mocks/handlers/auth.ts).
      user.nextAccount = { id: company.id, name: company.name };
      return ok(null, "Token modified");
    }),
  ),
];
