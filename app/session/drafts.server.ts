import { bodyLimitFor, pagePathname } from "~/upload/body-limits";
import { parseUpload } from "~/upload/multipart.server";
import type { UploadRules } from "~/upload/rules";
import type { RestoredDraftView } from "~/domain/restored-draft";
import { DROPPED_FILE_FIELD } from "~/domain/session-deadline";
import { draftCookie } from "./cookies.server";

/**
 * Nothing typed is lost to an ended session: a form post that arrives after the session ended has
 * its text fields kept in a short-lived cookie, and the page's loader hands them back once after
 * sign-in (docs/decisions/003-sessions.md). The draft belongs to the user whose session ended: it
 * is encrypted like the session (its own key, sealed-cookie.server.ts), holds that user's id, and
 * is handed back only to that user; anyone else who signs in on the browser has it dropped.
 * Files are not kept: their names are, so the page can say which to attach again (issue 51 §4).
 */
export type Draft = Record<string, string | string[]>;

/** What a page gets back: the text fields, and the names of the files that could not be kept. */
export interface RestoredDraft {
  fields: Draft;
  dropped: string[];
}

interface StoredDraft {
  kind: "form-draft";
  userId: string;
  path: string;
  fields: Draft;
  dropped?: string[];
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
 * How a post is read to keep its text: files are skipped (read and dropped, never kept, their
 * names noted), and reading stops at the route's own body limit (server.js enforces it first), or
 * 256 KB for a route that takes no files.
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
  const limit = bodyLimitFor(new URL(request.url).pathname).multipartBytes;
  const read = await parseUpload(request, { ...DRAFT_READ_RULES, maxTotalBytes: Math.max(limit, DRAFT_READ_RULES.maxTotalBytes) });
  if (!read.ok) return null;
  const fields: Draft = {};
  // `{"k":"v",` costs its key, its value and four characters of JSON around them; a dropped
  // file's name costs itself and three.
  // Files sent (skipped, names kept) or named by the expiry dialog's post (it cannot carry them).
  const named = read.formData.getAll(DROPPED_FILE_FIELD).filter((v): v is string => typeof v === "string" && v.length > 0);
  const dropped = [...read.stats.skippedFiles, ...named.map((n) => n.slice(0, 100))].slice(0, 10);
  let size = bytes({ ...empty, dropped });
  for (const [key, value] of read.formData.entries()) {
    if (typeof value !== "string" || SKIPPED_FIELDS.has(key) || key === DROPPED_FILE_FIELD) continue;
    size += bytes(key) + bytes(value) + 4;
    if (size > MAX_DRAFT_BYTES) break;
    const existing = fields[key];
    if (existing === undefined) fields[key] = value;
    else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  if (Object.keys(fields).length === 0 && dropped.length === 0) return null;
  return draftCookie().write({ ...empty, fields, ...(dropped.length ? { dropped } : {}) });
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
export async function takeDraft(request: Request, userId: string): Promise<[RestoredDraft | null, string | null]> {
  const cookie = draftCookie();
  const header = request.headers.get("Cookie");
  if (!cookie.present(header)) return [null, null];
  const stored = await cookie.read(header);
  if (!isStoredDraft(stored) || stored.userId !== userId) return [null, cookie.clear()];
  if (stored.path !== pagePathname(new URL(request.url).pathname)) return [null, null];
  const dropped = Array.isArray(stored.dropped) ? stored.dropped.filter((name): name is string => typeof name === "string") : [];
  return [{ fields: stored.fields, dropped }, cookie.clear()];
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


export const DRAFT_TEXT = {
  note: "Not sent yet: your session ended before this was sent. What you typed is back in the form: check it and send it again.",
  dropped: (names: string[]) => `Files are not kept when a session ends. Attach ${names.length === 1 ? "this file" : "these files"} again: ${names.join(", ")}.`,
} as const;

/**
 * For a signed-in layout's loader (issue 51 §4): the draft kept for this page and this user, as the
 * page shows it (its forms take the fields by name, their notices say it was not sent), and the
 * Set-Cookie that clears it (or null). Every form of the portal gets its typing back this way; a
 * page with its own use of the fields (the profile's places) may read them too (`takeDraft`).
 */
export async function restoredDraftFor(request: Request, userId: string): Promise<[RestoredDraftView | null, string | null]> {
  const [restored, clear] = await takeDraft(request, userId);
  if (!restored) return [null, clear];
  return [{ fields: restored.fields, note: DRAFT_TEXT.note, droppedNote: restored.dropped.length ? DRAFT_TEXT.dropped(restored.dropped) : null }, clear];
}
