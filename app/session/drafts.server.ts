import { parseUpload } from "~/upload/multipart.server";
import type { UploadRules } from "~/upload/rules";
import { draftCookie } from "./cookies.server";

/**
 * Nothing typed is lost to an ended session: a form post that arrives after the session ended has
 * its text fields kept in a short-lived cookie, and the page's loader hands them back once after
 * sign-in (docs/decisions/003-sessions.md). The draft belongs to the user whose session ended: it
 * is encrypted like the session (its own key, sealed-cookie.server.ts), holds that user's id, and
 * is handed back only to that user; anyone else who signs in on the browser has it dropped.
 * Files are not kept.
 */
export type Draft = Record<string, string | string[]>;

interface StoredDraft {
  kind: "form-draft";
  userId: string;
  path: string;
  fields: Draft;
}

/**
 * Cookies are limited to about 4 KB. The draft's JSON (path, user id and fields, in UTF-8 bytes)
 * stays under this, so the sealed cookie with its name and attributes stays under 4,096 bytes
 * whatever the script of the text (unit-tested); fields past it are left out.
 */
export const MAX_DRAFT_BYTES = 2500;
/** A page address longer than this keeps no draft (it would leave no room for the text). */
const MAX_PATH_BYTES = 512;
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

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");

/**
 * Keep the text of this post for `userId`, the user whose session ended under it. Null when there
 * is nothing to keep (or no user to keep it for).
 */
export async function saveDraft(request: Request, path: string, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const page = path.split("?")[0];
  const empty: StoredDraft = { kind: "form-draft", userId, path: page, fields: {} };
  if (bytes(page) > MAX_PATH_BYTES) return null;
  const read = await parseUpload(request, DRAFT_READ_RULES);
  if (!read.ok) return null;
  const fields: Draft = {};
  // `{"k":"v",` costs its key, its value and four characters of JSON around them.
  let size = bytes(empty);
  for (const [key, value] of read.formData.entries()) {
    if (typeof value !== "string" || SKIPPED_FIELDS.has(key)) continue;
    size += bytes(key) + bytes(value) + 4;
    if (size > MAX_DRAFT_BYTES) break;
    const existing = fields[key];
    if (existing === undefined) fields[key] = value;
    else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  if (Object.keys(fields).length === 0) return null;
  return draftCookie().write({ ...empty, fields });
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<StoredDraft>;
  return v.kind === "form-draft" && typeof v.userId === "string" && typeof v.path === "string" && !!v.fields && typeof v.fields === "object";
}

/**
 * The draft kept for this page and this user, once: the second value is the Set-Cookie that
 * clears it. A draft of another user, or a cookie that does not open (tampered, an older signed
 * draft, another cookie's value), is dropped and cleared; a draft of this user for another page
 * waits for that page.
 */
export async function takeDraft(request: Request, userId: string): Promise<[Draft | null, string | null]> {
  const cookie = draftCookie();
  const header = request.headers.get("Cookie");
  if (!cookie.present(header)) return [null, null];
  const stored = await cookie.read(header);
  if (!isStoredDraft(stored) || stored.userId !== userId) return [null, cookie.clear()];
  if (stored.path !== new URL(request.url).pathname) return [null, null];
  return [stored.fields, cookie.clear()];
}

/**
 * At sign-in: the Set-Cookie that drops a draft that is not this user's (or cannot be opened), or
 * null when there is none or it is theirs (their page hands it back).
 */
export async function dropOthersDraft(request: Request, userId: string): Promise<string | null> {
  const cookie = draftCookie();
  const header = request.headers.get("Cookie");
  if (!cookie.present(header)) return null;
  const stored = await cookie.read(header);
  return isStoredDraft(stored) && stored.userId === userId ? null : cookie.clear();
}
