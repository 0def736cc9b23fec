import { z } from "zod";
import { pictureVersion } from "~/domain/profile-picture";
import type { SessionTokens, SessionUser } from "~/upstream/tokens";
import { callUpstream, type TokenSource } from "./client.server";
import { UpstreamError } from "./errors";

/** The logged-in user as the upstream answers sign-in (spec document 1 section 3). */
const loggedInUser = z.object({
  userId: z.string().min(1),
  firstName: z.string().nullish(),
  middleName: z.string().nullish(),
  lastName: z.string().nullish(),
  salutation: z.string().nullish(),
  designation: z.string().nullish(),
  email: z.string().min(3),
  mobilePhone: z.string().nullish(),
  accountId: z.string().nullish(),
  accountName: z.string().nullish(),
  cpContactProfile: z.string().min(1),
  isOcTeamMember: z.boolean().nullish(),
  feedbackDate: z.string().nullish(),
  tcaUser: z.string().nullish(),
  icc: z.string().nullish(),
  profilePic: z.string().nullish(),
  isShowGuidedScreen: z.boolean().nullish(),
});

/** A fixed token, for the calls made while the session is being created. */
function bearer(accessToken: string): TokenSource {
  return {
    accessToken: async () => accessToken,
    refreshAfter401: async () => {
      throw new UpstreamError("unauthorized", "sign-in", 401);
    },
  };
}

export async function loadLoggedInUser(accessToken: string, signal?: AbortSignal): Promise<SessionUser> {
  const u = await callUpstream(
    "/userapi/api/um/auth/login",
    { method: "POST", body: {}, schema: loggedInUser, signal },
    bearer(accessToken),
  );
  return {
    userId: u.userId,
    firstName: u.firstName ?? "",
    middleName: u.middleName ?? null,
    lastName: u.lastName ?? "",
    salutation: u.salutation ?? "",
    designation: u.designation ?? "",
    email: u.email.toLowerCase(),
    mobilePhone: u.mobilePhone ?? "",
    accountId: u.accountId ?? "",
    accountName: u.accountName ?? "",
    cpContactProfile: u.cpContactProfile,
    isOcTeamMember: u.isOcTeamMember ?? false,
    feedbackDate: u.feedbackDate ?? null,
    tcaUser: u.tcaUser ?? null,
    icc: u.icc ?? null,
    // Only a short tag of the picture's URL is kept (the cookie stays small; decision 043).
    picture: pictureVersion(u.profilePic),
    guidedTour: u.isShowGuidedScreen ?? false,
  };
}

const refreshed = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  tokenExpiration: z.string().nullish(),
  tokenExpirationInMillis: z.number().nullish(),
});

/** Why a refresh was refused: the session is over, or the same user signed in elsewhere (409; decision 042). */
export interface RefreshRefusal {
  refused: "expired" | "another-session";
}

export function isRefusal(value: SessionTokens | RefreshRefusal): value is RefreshRefusal {
  return "refused" in value;
}

/** Silent refresh, or null when refused (for callers that need no reason). */
export async function refreshTokens(refreshToken: string): Promise<SessionTokens | null> {
  const result = await refreshTokensOrRefusal(refreshToken);
  return isRefusal(result) ? null : result;
}

/**
 * Silent refresh. A reply replaces the tokens only when its status is 200 and data is present;
 * anything else is a refusal: 409 means the user's sign-in was superseded by a newer one
 * elsewhere ('another-session'); 404 (a used or unknown refresh token) and failures end it as
 * expired.
 */
export async function refreshTokensOrRefusal(refreshToken: string): Promise<SessionTokens | RefreshRefusal> {
  try {
    const data = await callUpstream("/userapi/api/um/auth/refreshTokenAzure", {
      method: "POST",
      body: { refreshToken },
      schema: refreshed,
      anonymous: true,
    });
    const expiresAt =
      data.tokenExpirationInMillis ??
      (data.tokenExpiration ? Date.parse(data.tokenExpiration) : Date.now() + 15 * 60 * 1000);
    return { accessToken: data.token, refreshToken: data.refreshToken, expiresAt };
  } catch (error) {
    if (error instanceof UpstreamError) return { refused: error.status === 409 ? "another-session" : "expired" };
    throw error;
  }
}

/** Logout at the upstream: it revokes the refresh tokens and refuses access tokens issued before now. */
export async function logoutUpstream(
  tokens: TokenSource,
  user: Pick<SessionUser, "userId" | "accountId">,
): Promise<{ statusCode?: number }> {
  return callUpstream(
    "/userapi/api/um/auth/logout",
    {
      method: "POST",
      body: { userId: user.userId, accountId: user.accountId },
      schema: z.object({ statusCode: z.number().nullish() }).nullish().transform((d) => ({ statusCode: d?.statusCode ?? undefined })),
    },
    tokens,
  );
}
