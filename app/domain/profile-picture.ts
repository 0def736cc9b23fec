/**
 * The profile picture's rules (spec document 1 sections 3 and 4; docs/decisions/043). Pure, used
 * by the account settings action, the session and the header; unit-tested.
 */

/** What the upstream stores when a user has no picture (spec: a URL, or the strings NA or undefined). */
export const NO_PICTURE = "NA";

/** A stored picture URL, or null for the spec's "none" values (NA, undefined, empty). */
export function pictureUrl(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  if (!v || ["na", "undefined", "null"].includes(v.toLowerCase())) return null;
  return v;
}

/**
 * A short, stable tag of the stored URL: the header's image address carries it (`?v=`), so a new
 * picture is a new address and the browser may keep the old one cached. FNV-1a, 32 bits, base 36:
 * the same in the browser and on the server, and never the URL itself.
 */
export function pictureVersion(value: string | null | undefined): string | null {
  const url = pictureUrl(value);
  if (!url) return null;
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    hash ^= url.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The header image's address for a version. */
export function pictureHref(version: string): string {
  return `/profile-picture?v=${encodeURIComponent(version)}`;
}

/** How the picture's upload went, before the profile is saved. */
export type UploadOutcome =
  /** No file chosen: the picture is not touched. */
  | { kind: "none" }
  /** Stored: the upstream answered the stored URL. */
  | { kind: "stored"; url: string }
  /** The upload answered without a URL. */
  | { kind: "no-url" }
  /** The upload failed (refused, timed out, unreadable answer). */
  | { kind: "failed" };

/**
 * The profilePic the profile update sends (spec document 1 section 4): the stored URL; NA when the
 * upload failed (the save continues); nothing when no file was chosen or the upload gave no URL,
 * so the upstream keeps the old picture (docs/upstream-api.md: an omitted profilePic is unchanged).
 */
export function picturePatch(outcome: UploadOutcome): string | undefined {
  if (outcome.kind === "stored") return outcome.url;
  if (outcome.kind === "failed") return NO_PICTURE;
  return undefined;
}

/** The header's picture version after the save: the new one, none after a failed upload, else unchanged. */
export function versionAfter(current: string | null | undefined, outcome: UploadOutcome): string | null {
  if (outcome.kind === "stored") return pictureVersion(outcome.url);
  if (outcome.kind === "failed") return null;
  return current ?? null;
}
