/**
 * Survey links from e-mails (spec document 2 section 2.13): the whole query string of the link
 * is base64 of `parentId=…&contactId=…&ownerId=…&type=…[&object=…]`. Both base64 alphabets are
 * read, with or without padding, and percent-encoded. Anything else is a bad link (a 400 page).
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

export type LinkProblem = "encoding" | "missing" | "format" | "type";
export type DecodedLink = { ok: true; link: SurveyLink } | { ok: false; problem: LinkProblem };

const ID = /^[A-Za-z0-9._:-]{1,64}$/;
const OBJECT = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const MAX_QUERY = 2048;

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

/** Reads a survey link from a URL's search (`?…`). */
export function decodeSurveyLink(search: string): DecodedLink {
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
  return { ok: true, link: { type: knownType, parentId, contactId, ownerId, object } };
}

/** The query string (without "?") of a link: URL-safe base64, as the embedded upstream mails it. */
export function encodeSurveyLink(fields: Record<string, string>): string {
  return Buffer.from(new URLSearchParams(fields).toString(), "utf8").toString("base64url");
}
