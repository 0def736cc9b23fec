import { z } from "zod";
import type { SessionTokens, SessionUser } from "~/session/types";
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
  };
}

const refreshed = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  tokenExpiration: z.string().nullish(),
  tokenExpirationInMillis: z.number().nullish(),
});

/**
 * Silent refresh. A reply replaces the tokens only when its status is 200 and data is present;
 * anything else (404 for a used or unknown refresh token, a failure) answers null.
 */
export async function refreshTokens(refreshToken: string): Promise<SessionTokens | null> {
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
    if (error instanceof UpstreamError) return null;
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
