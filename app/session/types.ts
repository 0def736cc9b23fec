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

export interface SessionData {
  user: SessionUser;
  tokens: SessionTokens;
  /** Epoch ms of sign-in: the absolute lifetime counts from here. */
  createdAt: number;
  /** Epoch ms of the last request: the idle timeout counts from here. */
  lastSeenAt: number;
  /**
   * The admin's own identity while acting as a customer (impersonation comes with the admin
   * portal). Only the refresh token is kept, so the cookie stays small. `returnTo`: the admin
   * page the admin left, where 'Log out as' goes back to (a safe path, at most 512 characters).
   */
  adminTemp?: { user: SessionUser; refreshToken: string; returnTo?: string };
  /**
   * A SUPER_ADMIN who used Switch Profile and now works with the role "Admin" (spec: the role
   * becomes the second entry of the role list); lets them switch back (docs/decisions/030).
   */
  isSuperAdmin?: boolean;
}
