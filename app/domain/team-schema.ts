import { z } from "zod";
import { atMost, idempotencyKey, requiredChoice, requiredPhone, requiredText } from "~/domain/fields";
import { isEmail, isName, isTeamPhone, phoneWithoutSeparators } from "./patterns";
import { DESIGNATIONS, TEAM_LIMITS, TEAM_MESSAGES } from "./team";

/**
 * Invite a team member (spec document 3 section 5). Server only. `companyEmail` says whether an
 * address is in the provider's or a partner's domain (from the environment). `whileTyping`: the
 * checks made before the submit (validation while typing, the e-mail check on leaving the field)
 * say only 'cannot be invited' of a staff address; the submit says why (docs/decisions/062).
 */
export function teamEmailField(companyEmail: (email: string) => boolean, whileTyping = false) {
  return requiredText(
    TEAM_MESSAGES.email,
    [(v) => v.length <= TEAM_LIMITS.email && isEmail(v), TEAM_MESSAGES.emailInvalid],
    [(v) => !companyEmail(v), whileTyping ? TEAM_MESSAGES.cannotInvite : TEAM_MESSAGES.companyDomain],
  );
}

export function inviteSchema(companyEmail: (email: string) => boolean, whileTyping = false) {
  return z.object({
    idempotencyKey,
    firstName: requiredText(TEAM_MESSAGES.firstName, atMost(TEAM_LIMITS.firstName, TEAM_MESSAGES.firstNameInvalid), [isName, TEAM_MESSAGES.firstNameInvalid]),
    lastName: requiredText(TEAM_MESSAGES.lastName, atMost(TEAM_LIMITS.lastName, TEAM_MESSAGES.lastNameInvalid), [isName, TEAM_MESSAGES.lastNameInvalid]),
    designation: requiredChoice(DESIGNATIONS, TEAM_MESSAGES.designation),
    // Spaces, dashes and brackets as people write them are dropped before the 10-to-15-digit rule (issue 40 §4).
    mobileNumber: requiredPhone(TEAM_MESSAGES.phone, phoneWithoutSeparators, [isTeamPhone, TEAM_MESSAGES.phoneInvalid]),
    email: teamEmailField(companyEmail, whileTyping),
  });
}
export type InviteForm = z.output<ReturnType<typeof inviteSchema>>;

export type InviteFields = {
  idempotencyKey: string;
  firstName: string;
  lastName: string;
  designation: string;
  mobileNumber: string;
  email: string;
};
