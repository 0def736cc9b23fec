/**
 * How the upstream signs a survey link (docs/upstream-api.md, "Survey links"): HMAC-SHA256 with
 * the key it shares with the portal (SURVEY_LINK_SECRET; the first of a comma-separated list
 * signs), over `survey-link/v1` and the link's type, parentId, contactId, ownerId and object (empty
 * when there is none), joined by line feeds; base64url without padding, in the link as `sig`.
 *
 * Written apart from the portal's check (app/domain/survey-link.ts), as the real upstream's would
 * be: both are held to the same test vector.
 */
import { createHmac } from "node:crypto";

/**
 * The key when SURVEY_LINK_SECRET is not set: the portal has the same development default
 * (app/env.server.ts), so `npm run mock` beside a development portal needs no setting. Written
 * here, so anyone can sign with it: the portal refuses it in production.
 */
export const DEVELOPMENT_SURVEY_LINK_SECRET = "development-only-survey-link-secret-not-for-production";

export interface SignedFields {
  type: string;
  parentId: string;
  contactId: string;
  ownerId: string;
  object?: string | null;
}

/** The key this upstream signs with: the first of SURVEY_LINK_SECRET, or the development default. */
export function signingSecret(env: Record<string, string | undefined> = process.env): string {
  const first = (env.SURVEY_LINK_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .find(Boolean);
  return first ?? DEVELOPMENT_SURVEY_LINK_SECRET;
}

export function surveyLinkSignature(fields: SignedFields, secret: string): string {
  const canonical = ["survey-link/v1", fields.type, fields.parentId, fields.contactId, fields.ownerId, fields.object ?? ""].join("\n");
  return createHmac("sha256", secret).update(canonical, "utf8").digest("base64url");
}

/** The query string (without "?") of a signed link: base64url of the fields and their `sig`. */
export function signedSurveyQuery(fields: SignedFields, secret: string): string {
  const query = new URLSearchParams({ parentId: fields.parentId, contactId: fields.contactId, ownerId: fields.ownerId, type: fields.type });
  if (fields.object) query.set("object", fields.object);
  query.set("sig", surveyLinkSignature(fields, secret));
  return Buffer.from(query.toString()).toString("base64url");
}
