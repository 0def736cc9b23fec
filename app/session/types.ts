import type { SessionTokens, SessionUser } from "~/upstream/tokens";

/**
 * What an acting session's cookie keeps of the admin (docs/decisions/063): the admin, the id of
 * the acting session's record in the shared state and the key that opens the admin's refresh
 * token sealed there (the token itself is never in the cookie), and `returnTo`, the admin page
 * 'Log out as' goes back to (a safe path, at most 512 characters).
 */
export interface AdminTemp {
  user: SessionUser;
  actingId: string;
  key: string;
  returnTo?: string;
}

export interface SessionData {
  user: SessionUser;
  tokens: SessionTokens;
  /** Epoch ms of sign-in: the absolute lifetime counts from here. */
  createdAt: number;
  /** Epoch ms of the last request: the idle timeout counts from here. */
  lastSeenAt: number;
  /** The admin's own identity while acting as a customer (docs/decisions/030, 063). */
  adminTemp?: AdminTemp;
  /**
   * A SUPER_ADMIN who used Switch Profile and now works with the role "Admin" (spec: the role
   * becomes the second entry of the role list); lets them switch back (docs/decisions/030).
   */
  isSuperAdmin?: boolean;
  /**
   * The session follows an account switch (the sign-in after modifyJwtToken): a dealer's lists are
   * the chosen company's (issue 51 §5). Without it a dealer's lists are every company's.
   */
  companyChosen?: boolean;
}
