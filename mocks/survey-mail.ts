/**
 * Survey invitations as the real upstream would e-mail them: a link to the portal's survey page
 * whose whole query string is the base64 (URL-safe) of
 * `parentId=…&contactId=…&ownerId=…&type=…[&object=…]&sig=…`, signed with SURVEY_LINK_SECRET
 * (docs/upstream-api.md, "Survey links"; mocks/survey-signature.ts).
 */
import { findUserByEmail } from "./data/users";
import { sendMail, type SentMail } from "./outbox";
import { db, type SurveyInvitation } from "./store";
import { signedSurveyQuery, signingSecret } from "./survey-signature";

/** The portal's page for each survey type (docs/decisions/025). */
export const SURVEY_PAGE_PATHS: Record<string, string> = {
  RATE_MY_SERVICE: "/survey/rate-my-service",
  CASE_CLOSURE: "/survey/case-closure",
  CSAT: "/survey/csat",
  GENERAL: "/survey",
};

const SUBJECTS: Record<string, string> = {
  RATE_MY_SERVICE: "Rate My Service: how did our service visit go?",
  CASE_CLOSURE: "Case Closure Survey: tell us about your closed case",
  CSAT: "CSAT Survey - EDGE Live",
  GENERAL: "A short survey about the Customer Portal",
};

/** The e-mailed link, signed with the key this upstream shares with the portal (read at each mail). */
export function surveyLink(portalOrigin: string, invitation: SurveyInvitation): string {
  return `${portalOrigin}${SURVEY_PAGE_PATHS[invitation.type] ?? "/survey"}?${signedSurveyQuery(invitation, signingSecret())}`;
}

/**
 * What the mail calls the survey's subject: a complaint (case) by its case number, the number the
 * customer reads on the portal (issue 31), anything else by its id.
 */
function reference(invitation: SurveyInvitation): string {
  const complaint = db.complaints.find((c) => c.id === invitation.parentId);
  return complaint ? complaint.caseNumber : invitation.parentId;
}

export function mailInvitation(portalOrigin: string, invitation: SurveyInvitation): SentMail {
  const link = surveyLink(portalOrigin, invitation);
  return sendMail({
    to: invitation.email,
    subject: `${SUBJECTS[invitation.type] ?? "Survey"} (${reference(invitation)})`,
    text: `Dear customer, please take a minute to answer our survey about ${reference(invitation)}: ${link}`,
    link,
    ref: invitation.parentId,
  });
}

/** At start-up: the seeded invitations' e-mails, so a newcomer finds every survey in the outbox. */
export function mailSeededInvitations(portalOrigin: string): void {
  for (const invitation of db.surveyInvitations) mailInvitation(portalOrigin, invitation);
}

let invited = 0;

/** Test control: a fresh invitation (a new parentId) e-mailed to `email`. */
export function inviteToSurvey(portalOrigin: string, spec: { email: string; type: string; object?: string | null }): SentMail | null {
  if (!SURVEY_PAGE_PATHS[spec.type]) return null;
  invited += 1;
  const invitation: SurveyInvitation = {
    type: spec.type,
    parentId: `SVY-${Date.now().toString(36).toUpperCase()}-${invited}`,
    object: spec.object === undefined ? ({ RATE_MY_SERVICE: "WorkOrder", CASE_CLOSURE: "Case", CSAT: "Account" }[spec.type] ?? null) : spec.object,
    contactId: findUserByEmail(spec.email)?.userId ?? `C-${invited}`,
    ownerId: "OWN-02",
    email: spec.email.toLowerCase(),
  };
  db.surveyInvitations.push(invitation);
  return mailInvitation(portalOrigin, invitation);
}
