import { logger } from "~/log/logger.server";
import { isSharedStateUnavailable, sharedState } from "~/state/shared-state.server";

/**
 * The account switch's choice, carried from the switch to the sign-in that follows it (issue 51 §5,
 * docs/decisions/105): the upstream scopes a dealer's lists to the chosen company for that session,
 * so the new session is marked `companyChosen` when its sign-in answers the company chosen. Kept in
 * the shared state for the few minutes a sign-in takes, used once.
 */
const key = (userId: string) => `company-choice:${userId}`;
const TTL_MS = 10 * 60_000;

export async function rememberCompanyChoice(userId: string, accountId: string): Promise<void> {
  try {
    await sharedState().set(key(userId), accountId, TTL_MS);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.error({ event: "account-switch", userId }, "could not keep the company chosen (shared state unavailable): the next session says 'All companies'");
  }
}

/** The company chosen for this user's sign-in, once (null when none was, or it ran out). */
export async function takeCompanyChoice(userId: string): Promise<string | null> {
  try {
    const chosen = await sharedState().get(key(userId));
    if (chosen !== null) await sharedState().delete(key(userId));
    return chosen;
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    return null;
  }
}
