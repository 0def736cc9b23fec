import { registeredCheckMessage, TEAM_MESSAGES } from "~/domain/team";
import type { EmailCheck } from "~/ui/team/views";
import { teamEmailField } from "~/domain/team-schema";
import type { Auth } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { checkEmailAvailable } from "~/upstream/team.server";
import { teamListSearch } from "~/ui/team/team-query";

/** The invite dialog is nested in My Team: Close goes back to the same page of the list. */
export function invitePlaces(request: Request) {
  const search = teamListSearch(new URL(request.url));
  return { closeTo: `/my-team${search}`, action: `/my-team/invite${search}` };
}

/**
 * The e-mail check when the field is left: the format and company-domain rules, then the
 * registered-user check (302, 423). A registered, locked or staff address gets only 'This email
 * cannot be invited.' (the submit names the reason: docs/decisions/062). A check that cannot be
 * made says nothing; submit checks again.
 */
export async function checkInviteEmail(auth: Auth, email: string, companyEmail: (email: string) => boolean, signal?: AbortSignal): Promise<EmailCheck> {
  const parsed = teamEmailField(companyEmail, true).safeParse(email);
  if (!parsed.success) return { email, error: parsed.error.issues[0]?.message ?? null };
  try {
    await checkEmailAvailable(auth.session, parsed.data, signal);
    return { email, error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { email, error: error.kind === "http" && registeredCheckMessage(error.status) ? TEAM_MESSAGES.cannotInvite : null };
  }
}
