/**
 * File names: the one normaliser for every name the portal sends upstream (uploads) and hands to
 * browsers or puts in ZIPs (docs/decisions/015, 017). Pure; tested in file-name.test.ts. Names are
 * anything a person typed or a client made up: quotes, slashes, line breaks, bidi controls that
 * show "evil\u202Efdp.exe" as "evilexe.pdf", names of 300 characters, macOS's decomposed accents.
 * What comes out is one plain path segment.
 */
const MAX_LENGTH = 120;

/**
 * Invisible characters that change how a name reads or splits: Unicode controls (Cc, which
 * includes CR, LF, tab and NUL), format characters (Cf: the bidi embeddings, overrides and
 * isolates U+202A-202E and U+2066-2069, the marks U+200E/F and U+061C, zero-width spaces, the
 * BOM) and lone surrogates (Cs), which a header encoder cannot write. ZWNJ and ZWJ (U+200C/D)
 * stay: Malayalam, Devanagari and emoji sequences need them.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const JOINERS = new Set(["\u200c", "\u200d"]);
/** Line and paragraph breaks become spaces, so the words either side stay apart. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * Path separators (ASCII and their look-alikes: fraction and division slash, full-width solidus
 * and reverse solidus), double quotes, semicolons and the other characters Windows refuses.
 */
const SEPARATORS = /[\\/:*?"<>|;\u2044\u2215\uff0f\uff3c]+/g;
/** Apostrophes and backticks are dropped: "O'Brien's report" reads as "OBriens report". */
const QUOTES = /['`]/g;
const EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/** Leading and trailing dots and spaces go (".htaccess", "name.pdf. ", "  x"). */
const trimDotsAndSpaces = (s: string) => s.replace(/^[\s.]+|[\s.]+$/g, "");

/**
 * One safe file name: NFC; line breaks become spaces; control, bidi and other invisible format
 * characters dropped; path separators, double quotes, semicolons and the other characters Windows
 * refuses become spaces; apostrophes and backticks dropped; runs of spaces collapse; leading and
 * trailing dots and spaces go; at most 120 characters (code points, never half a pair), the
 * extension kept. Nothing left before the extension: the fallback, with the extension. Applying it
 * twice changes nothing.
 */
export function safeFileName(raw: string, fallback = "document"): string {
  const { base, ext } = parts(raw);
  if (base) return bounded(base, ext);
  const other = parts(fallback);
  const named = parts(withExtension(other.base ? `${other.base}${other.ext}` : "document", ext));
  return bounded(named.base, named.ext);
}

/** The cleaned name split into what comes before its extension and the extension (maybe ""). */
function parts(raw: string): { base: string; ext: string } {
  const cleaned = raw
    .normalize("NFC")
    .replace(BREAKS, " ")
    .replace(INVISIBLE, (c) => (JOINERS.has(c) ? c : ""))
    .replace(SEPARATORS, " ")
    .replace(QUOTES, "")
    .replace(/\s+/g, " ")
    .replace(/[\s.]+$/, "");
  const ext = EXTENSION.exec(cleaned)?.[0] ?? "";
  return { base: trimDotsAndSpaces(cleaned.slice(0, cleaned.length - ext.length)), ext };
}

/** At most MAX_LENGTH characters with the extension kept, cut between code points. */
function bounded(base: string, ext: string): string {
  const points = Array.from(base);
  const room = MAX_LENGTH - ext.length;
  return `${points.length > room ? trimDotsAndSpaces(points.slice(0, room).join("")) : base}${ext}`;
}

/** The name with this extension (".pdf"), added when it does not already end with it. */
export function withExtension(name: string, ext: string): string {
  return ext && !name.toLowerCase().endsWith(ext.toLowerCase()) ? `${name}${ext}` : name;
}

/** A name not yet in `taken` (compared case-insensitively): "x.pdf", then "x (2).pdf", "x (3).pdf". */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf(".");
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
