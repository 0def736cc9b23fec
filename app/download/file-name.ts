/**
 * File names the portal hands to browsers and puts in ZIPs (docs/decisions/017). Pure; tested in
 * file-name.test.ts. The upstream's names are anything a person typed: quotes, slashes, control
 * characters, names of 300 characters. What comes out is one plain path segment.
 */
const MAX_LENGTH = 120;

/**
 * One safe file name: control characters dropped; path separators, quotes, semicolons and the
 * other characters Windows refuses become spaces; runs of spaces collapse; leading and trailing
 * dots and spaces go; at most 120 characters, the extension kept. Empty: the fallback.
 */
export function safeFileName(raw: string, fallback = "document"): string {
  let name = raw
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(/[\\/:*?"<>|;]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  if (!name) name = fallback;
  if (name.length > MAX_LENGTH) {
    const ext = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? "";
    name = `${name.slice(0, MAX_LENGTH - ext.length).trimEnd()}${ext}`;
  }
  return name;
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
