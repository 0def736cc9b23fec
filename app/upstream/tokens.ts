import type { TokenSource } from "./client.server";

/*
 * The signed-in user and the tokens, as the upstream's sign-in answers them and the session keeps
 * them. They live here, beside the transport, because the upstream modules build and use them and
 * sit below the session (docs/decisions/092); app/session/types.ts builds the session's data on them.
 */

/** The signed-in user as the session keeps it: the spec's logged-in user, minus what no screen reads. */
export interface SessionUser {
  userId: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  salutation: string;
  designation: string;
  email: string;
  mobilePhone: string;
  accountId: string;
  accountName: string;
  cpContactProfile: string;
  isOcTeamMember: boolean;
  feedbackDate: string | null;
  tcaUser: string | null;
  icc: string | null;
  /** A short tag of the stored profile picture's URL (the header's image address), or null for none. */
  picture?: string | null;
  /** isShowGuidedScreen: the first-visit tour is still to be shown (until it is finished). */
  guidedTour?: boolean;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * Who an upstream call is made for, as the session's guard hands it over (its `Auth` is one): the
 * signed-in user and the session, which gives the tokens.
 */
export interface Caller {
  user: SessionUser;
  session: TokenSource;
}
