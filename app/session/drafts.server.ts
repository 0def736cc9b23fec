import { parseUpload } from "~/upload/multipart.server";
import type { UploadRules } from "~/upload/rules";
import { draftCookie } from "./cookies.server";

/**
 * Nothing typed is lost to an expired session: a form post that arrives without a session has its
 * text fields kept in a short-lived signed cookie, and the page's loader hands them back once
 * after sign-in (docs/decisions/003-sessions.md). Files are not kept.
 */
export type Draft = Record<string, string | string[]>;

interface StoredDraft {
  path: string;
  fields: Draft;
}

/** Cookies are limited to about 4 KB; a draft larger than this is cut to the fields that fit. */
const MAX_DRAFT_CHARS = 2500;
const SKIPPED_FIELDS = new Set(["intent", "idempotencyKey"]);

/**
 * How much of a post is read to keep its text: files are skipped (read and dropped, never kept),
 * and reading stops at 256 KB, so a session that ended costs little whatever was sent.
 */
const DRAFT_READ_RULES: UploadRules = {
  field: "\u0000no-files",
  extensions: [],
  maxFileBytes: 0,
  maxFileLabel: "0",
  maxNameLength: 0,
  maxFiles: 0,
  maxTotalBytes: 256 * 1024,
  maxFieldBytes: 8 * 1024,
};

export async function saveDraft(request: Request, path: string): Promise<string | null> {
  const read = await parseUpload(request, DRAFT_READ_RULES);
  if (!read.ok) return null;
  const fields: Draft = {};
  let size = 0;
  for (const [key, value] of read.formData.entries()) {
    if (typeof value !== "string" || SKIPPED_FIELDS.has(key)) continue;
    size += key.length + value.length + 8;
    if (size > MAX_DRAFT_CHARS) break;
    const existing = fields[key];
    if (existing === undefined) fields[key] = value;
    else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  if (Object.keys(fields).length === 0) return null;
  const stored: StoredDraft = { path: path.split("?")[0], fields };
  return draftCookie().serialize(stored);
}

/** The draft kept for this page, once: the second value is the Set-Cookie that clears it. */
export async function takeDraft(request: Request): Promise<[Draft | null, string | null]> {
  const cookie = draftCookie();
  const stored = (await cookie.parse(request.headers.get("Cookie"))) as StoredDraft | null;
  if (!stored || typeof stored !== "object" || typeof stored.path !== "string") return [null, null];
  const path = new URL(request.url).pathname;
  if (stored.path !== path) return [null, null];
  return [stored.fields, await cookie.serialize("", { maxAge: 0 })];
}
