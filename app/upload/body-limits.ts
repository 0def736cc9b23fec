import { BULK_CSV_UPLOAD_RULES, COMPLAINT_UPLOAD_RULES, CONTACT_US_UPLOAD_RULES, ENQUIRY_DOCUMENT_UPLOAD_RULES, PROFILE_PICTURE_RULES, TICKET_MESSAGE_UPLOAD_RULES, uploadMessages, type UploadRules } from "./rules";

/**
 * What a request body may be, per path, enforced by server.js while the body streams in, before
 * any loader or action parses it (docs/decisions/015-hardening.md).
 *
 * - Every route: URL-encoded forms only, at most FORM_LIMITS.maxBytes and maxFields. The largest
 *   real form (Account Settings, every field at its limit, non-ASCII text percent-encoded) is
 *   about 4 KB; 32 KB leaves room for the longer forms to come (surveys, checklists).
 * - Routes that take files (this table, the one place that says so) may also send
 *   multipart/form-data, up to their upload rules' total; parseUpload applies the per-file rules.
 */
export const FORM_LIMITS = { maxBytes: 32 * 1024, maxFields: 1000 } as const;

/** Path patterns (without Remix's `.data` suffix) of the routes that accept uploads. */
export const UPLOAD_ROUTES: ReadonlyArray<{ pattern: RegExp; rules: UploadRules }> = [
  { pattern: /^\/complaints\/new\/?$/, rules: COMPLAINT_UPLOAD_RULES },
  { pattern: /^\/dashboard\/tickets\/[^/]+\/messages\/?$/, rules: TICKET_MESSAGE_UPLOAD_RULES },
  // A complaint's page: its conversation's composer, the thread's rules (issue 40 §3).
  { pattern: /^\/complaints\/(?!new\/?$)[^/]+\/?$/, rules: TICKET_MESSAGE_UPLOAD_RULES },
  // The admin's bulk CSV upload (preview, then send): one .csv up to 256KB (docs/decisions/029).
  { pattern: /^\/admin\/customers\/[^/]+\/upload\/?$/, rules: BULK_CSV_UPLOAD_RULES },
  // The profile picture on Account Settings: one .jpeg/.jpg/.png up to 250KB (docs/decisions/043).
  { pattern: /^\/((admin\/)?account-settings|edit-profile)\/?$/, rules: PROFILE_PICTURE_RULES },
  // An enquiry's page: documents attached with the complaint's rules (docs/decisions/048).
  { pattern: /^\/enquiries\/[^/]+\/?$/, rules: ENQUIRY_DOCUMENT_UPLOAD_RULES },
  // The FAQ's Contact Us, signed in or not: the complaint's rules (docs/decisions/113).
  { pattern: /^\/contact-us\/?$/, rules: CONTACT_US_UPLOAD_RULES },
];

export interface BodyLimit {
  /** multipart/form-data is accepted (an upload route). */
  multipart: boolean;
  /** Most bytes of a URL-encoded body. */
  formBytes: number;
  /** Most bytes of a multipart body (0 where multipart is refused). */
  multipartBytes: number;
  maxFields: number;
  /** The limits in words, for the 413 page. */
  formText: string;
  multipartText: string;
}

const FORM_TEXT = `A form on this portal can send at most ${FORM_LIMITS.maxBytes / 1024} KB of text in at most ${FORM_LIMITS.maxFields} fields.`;

/** The page path of a request path: Remix's single-fetch `.data` suffix and `_root.data` removed. */
export function pagePathname(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function bodyLimitFor(pathname: string): BodyLimit {
  const path = pagePathname(pathname);
  const upload = UPLOAD_ROUTES.find((r) => r.pattern.test(path));
  return {
    multipart: Boolean(upload),
    formBytes: FORM_LIMITS.maxBytes,
    multipartBytes: upload?.rules.maxTotalBytes ?? 0,
    maxFields: FORM_LIMITS.maxFields,
    formText: FORM_TEXT,
    multipartText: upload ? uploadMessages.total(upload.rules) : FORM_TEXT,
  };
}
