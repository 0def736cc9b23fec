import { http } from "msw";
import { db, type UserState } from "../store";
import { authed, authenticate, identity, refuseTokensIssuedUntilNow } from "./auth-context";
import { fail, ok, readJson, str, unauthorized } from "./http-utils";

/** The refresh answer (409) for a sign-in superseded by a newer one of the same user. */
export const ANOTHER_ACTIVE_SESSION = "Another active session";

export function loggedInUser(u: UserState) {
  return {
    userId: u.userId,
    firstName: u.firstName,
    middleName: u.middleName,
    lastName: u.lastName,
    salutation: u.salutation,
    designation: u.designation,
    email: u.email,
    mobilePhone: u.mobilePhone,
    accountId: u.accountId,
    accountName: u.accountName,
    cpContactProfile: u.cpContactProfile,
    isOcTeamMember: u.isOcTeamMember,
    profilePic: u.profilePic,
    feedbackDate: u.feedbackDate,
    isShowGuidedScreen: u.isShowGuidedScreen,
    tcaUser: u.tcaUser,
    icc: u.icc,
  };
}

/**
 * A sign-in's company: the one chosen by the account switch just before it (modifyJwtToken), for
 * this session; else the user's own (a dealer's lists are then every company sold through their
 * code). The portal says which (issue 51 §5).
 */
function startSession(user: UserState) {
  if (user.nextAccount) {
    user.homeAccount ??= { id: user.accountId, name: user.accountName };
    user.accountId = user.nextAccount.id;
    user.accountName = user.nextAccount.name;
    user.chosenAccount = true;
    delete user.nextAccount;
  } else if (user.homeAccount) {
    user.accountId = user.homeAccount.id;
    user.accountName = user.homeAccount.name;
    delete user.homeAccount;
    user.chosenAccount = undefined;
  } else user.chosenAccount = undefined;
}

export const authHandlers = [
  http.post("*/api/userapi/api/um/auth/login", async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return unauthorized();
    const user = auth.user ?? db.users.find((u) => u.email === auth.token.email.toLowerCase());
    if (!user || user.status === "DELETED") return fail(404, "User Not Registered");
    startSession(user);
    return ok(loggedInUser(user));
  }),

  http.post("*/api/userapi/api/um/auth/refreshTokenAzure", async ({ request }) => {
    const refreshToken = str((await readJson(request)).refreshToken);
    // The same user signed in again elsewhere since this token's sign-in (docs/upstream-api.md).
    if (refreshToken && (await identity().isSuperseded?.(refreshToken))) return fail(409, ANOTHER_ACTIVE_SESSION);
    const result = refreshToken ? await identity().refreshWithIdentity(refreshToken) : null;
    if (!result) return fail(404, "Refresh token not found");
    const expiresAt = Date.now() + result.expiresIn * 1000;
    return ok({
      token: result.accessToken,
      refreshToken: result.refreshToken,
      tokenExpiration: new Date(expiresAt).toISOString(),
      // Absolute expiry instant in epoch milliseconds, same moment as tokenExpiration.
      tokenExpirationInMillis: expiresAt,
    });
  }),

  http.post(
    "*/api/userapi/api/um/auth/logout",
    authed(async ({ user }) => {
      refuseTokensIssuedUntilNow(user);
      await identity().revokeUserGrants(user.userId);
      return ok({ statusCode: 200 }, "Logged out");
    }),
  ),
];
