import { randomBytes } from "node:crypto";
import { seedSurveyInvitations } from "../../mocks/store/surveys";
import { signedSurveyQuery, type SignedFields } from "../../mocks/survey-signature";

/**
 * Survey links for the test and bench harnesses, signed as the embedded upstream signs them
 * (mocks/survey-signature.ts). Every harness that starts a portal gives it and its upstream this
 * key (SURVEY_LINK_SECRET): playwright.config.ts, tests/support/own-portal.ts, scripts/bench.ts.
 * Random per run, and set in this process's environment so the processes it starts, and the
 * Playwright workers, get the same one.
 */
export function testSurveyLinkSecret(): string {
  process.env.E2E_SURVEY_LINK_SECRET ??= randomBytes(32).toString("base64url");
  return process.env.E2E_SURVEY_LINK_SECRET;
}

/** A link's query (without "?") signed with the harness key: what the upstream would mail. */
export function signedTestSurveyQuery(fields: SignedFields): string {
  return signedSurveyQuery(fields, testSurveyLinkSecret());
}

/** The query of a seeded invitation's e-mailed link (mocks/store/surveys.ts), by its parentId. */
export function seededSurveyQuery(parentId: string): string {
  const invitation = seedSurveyInvitations().find((i) => i.parentId === parentId);
  if (!invitation) throw new Error(`no seeded survey invitation ${parentId}`);
  return signedTestSurveyQuery(invitation);
}
