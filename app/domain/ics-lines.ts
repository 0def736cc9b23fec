/**
 * Calendar files as RFC 5545 writes them (issue 53 §2; docs/decisions/110). The `ics` library
 * escapes text and folds lines, but folds at 75 characters (a line of Devanagari reached 79
 * octets; section 3.1 says 75 octets) and writes a day's duration as `P1DT` (section 3.3.6: a `T`
 * must be followed by a time). Every calendar file the portal serves passes through `rfc5545`:
 * its lines are unfolded, a duration's bare `T` dropped, and each line folded again at 75 octets
 * of UTF-8, never inside a character's bytes. Pure.
 */

/** Most octets of one line, without its CRLF (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** A DURATION (or TRIGGER) value that ends in a `T` with no time after it: `P1DT` → `P1D`. */
const BARE_TIME = /^((?:DURATION|TRIGGER)(?:;[^:]*)?:[+-]?P[0-9WD]+)T$/;

/**
 * One content line folded at 75 octets: the first part up to 75, each continuation a space and
 * up to 74 more (the space counts), split only between characters (code points).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let size = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const n = octets(char);
    if (size + n > limit) {
      parts.push(part);
      part = "";
      size = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    part += char;
    size += n;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/** A calendar file with valid durations and lines folded at 75 octets, CRLF throughout. */
export function rfc5545(ics: string): string {
  const lines = ics
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .map((line) => line.replace(BARE_TIME, "$1"));
  // The file ends with a CRLF after END:VCALENDAR (the split leaves an empty last line for it).
  return lines.map((line) => (line === "" ? line : foldLine(line))).join("\r\n");
}
