import { createHmac } from "node:crypto";

/**
 * The opaque name under which a tab keeps this person's drafts (issue 40 §5): who is at the device
 * (an acting admin) and the profile in use, keyed by the session secret, so it names no one and
 * another person's drafts never match.
 */
export function draftOwner(actorId: string | null, userId: string, secret: string): string {
  return createHmac("sha256", `draft owner v1:${secret}`).update(`${actorId ?? ""}|${userId}`).digest("base64url").slice(0, 16);
}
