import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Survey links from e-mails (spec document 2 section 2.13): the whole query string of the link
 * is base64 of `parentId=…&contactId=…&ownerId=…&type=…[&object=…]&sig=…`. Both base64 alphabets
 * are read, with or without padding, and percent-encoded. `sig` is the upstream's HMAC-SHA256 of
 * the fields (`surveyLinkSignature`) with the key it shares with the portal (SURVEY_LINK_SECRET):
 * without it the ids could be guessed and a survey answered by anyone (docs/decisions/025).
 * Anything else, a missing or wrong signature included, is a bad link (one 400 page for all).
 */
export const SURVEY_TYPES = ["RATE_MY_SERVICE", "CASE_CLOSURE", "CSAT", "GENERAL"] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export interface SurveyLink {
  type: SurveyType;
  parentId: string;
  contactId: string;
  ownerId: string;
  /** What the survey is about (a case, a work order...); Rate My Service needs it. */
  object: string | null;
}

/** Why a link was refused: for tests and logs only; the visitor sees one page whatever it is. */
export type LinkProblem = "encoding" | "missing" | "format" | "type" | "signature";
export type DecodedLink = { ok: true; link: SurveyLink } | { ok: false; problem: LinkProblem };

const ID = /^[A-Za-z0-9._:-]{1,64}$/;
const OBJECT = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const MAX_QUERY = 2048;
/** base64url, no padding, of the 32 bytes of an HMAC-SHA256. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The text the signature covers: a version label and the five fields in a fixed order, one a
 * line. The values are the checked ones (ids, an upper-case type, the object or nothing), none of
 * which can hold a line feed, so no two links share a text.
 */
export function surveyLinkCanonical(link: SurveyLink): string {
  return ["survey-link/v1", link.type, link.parentId, link.contactId, link.ownerId, link.object ?? ""].join("\n");
}

/** The link's `sig`: HMAC-SHA256 of its canonical text with `secret`, base64url without padding. */
export function surveyLinkSignature(link: SurveyLink, secret: string): string {
  return createHmac("sha256", secret).update(surveyLinkCanonical(link), "utf8").digest("base64url");
}

/** True when `sig` was made with one of `secrets` (several during a key rotation), compared in constant time. */
function signedWithOneOf(link: SurveyLink, sig: string, secrets: readonly string[]): boolean {
  if (!SIGNATURE.test(sig)) return false;
  const given = Buffer.from(sig, "base64url");
  return secrets.filter(Boolean).some((secret) => {
    const expected = createHmac("sha256", secret).update(surveyLinkCanonical(link), "utf8").digest();
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

function base64ToText(raw: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // A "+" that became a space on the way is still a "+".
  const b64 = text.replace(/ /g, "+").replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (!b64 || !/^[A-Za-z0-9+/]+$/.test(b64) || b64.length % 4 === 1) return null;
  const bytes = Buffer.from(b64, "base64");
  const decoded = new TextDecoder("utf-8", { fatal: true });
  try {
    return decoded.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads a survey link from a URL's search (`?…`) and checks its signature against `secrets` (the
 * portal's SURVEY_LINK_SECRET list: every key verifies).
 */
export function decodeSurveyLink(search: string, secrets: readonly string[]): DecodedLink {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  if (!raw || raw.length > MAX_QUERY) return { ok: false, problem: raw ? "encoding" : "missing" };
  const text = base64ToText(raw);
  if (text === null || !text.includes("=")) return { ok: false, problem: "encoding" };
  const params = new URLSearchParams(text);
  const field = (name: string) => params.get(name)?.trim() ?? "";
  const [parentId, contactId, ownerId, type] = ["parentId", "contactId", "ownerId", "type"].map(field);
  if (!parentId || !contactId || !ownerId || !type) return { ok: false, problem: "missing" };
  if (![parentId, contactId, ownerId].every((v) => ID.test(v))) return { ok: false, problem: "format" };
  const knownType = SURVEY_TYPES.find((t) => t === type.toUpperCase());
  if (!knownType) return { ok: false, problem: "type" };
  const object = field("object") || null;
  if (object !== null && !OBJECT.test(object)) return { ok: false, problem: "format" };
  if (knownType === "RATE_MY_SERVICE" && object === null) return { ok: false, problem: "missing" };
  const link: SurveyLink = { type: knownType, parentId, contactId, ownerId, object };
  if (!signedWithOneOf(link, params.get("sig") ?? "", secrets)) return { ok: false, problem: "signature" };
  return { ok: true, link };
}

/** The query string (without "?") of a link: URL-safe base64 of the fields as given (unit tests). */
export function encodeSurveyLink(fields: Record<string, string>): string {
  return Buffer.from(new URLSearchParams(fields).toString(), "utf8").toString("base64url");
}
