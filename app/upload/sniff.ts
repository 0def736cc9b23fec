/**
 * What an uploaded file really is, from its bytes (docs/decisions/015-hardening.md). The type the
 * browser declares is never trusted: the upstream is sent the type found here, and a file whose
 * content is not a well-formed file of the kind its extension names is refused. Structural checks
 * go past the first bytes so the common polyglots fail: data after a PNG's IEND or a JPEG's end
 * marker or a PDF's %%EOF, a ZIP hidden behind a PDF, an Office file without its own parts.
 */

const bytesOf = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const JPEG_START = [0xff, 0xd8, 0xff];
const JPEG_END = [0xff, 0xd9];
const PDF_START = bytesOf("%PDF-");
const PDF_EOF = bytesOf("%%EOF");
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

function lastIndexOf(bytes: Uint8Array, needle: number[], from = bytes.length - needle.length): number {
  for (let i = Math.min(from, bytes.length - needle.length); i >= 0; i--) if (startsWith(bytes, needle, i)) return i;
  return -1;
}

function indexOf(bytes: Uint8Array, needle: number[], from = 0): number {
  for (let i = from; i <= bytes.length - needle.length; i++) if (startsWith(bytes, needle, i)) return i;
  return -1;
}

/** Trailing whitespace and NULs some writers add after a file's end marker. */
function trimmedEnd(bytes: Uint8Array): number {
  let end = bytes.length;
  while (end > 0 && [0x00, 0x0a, 0x0d, 0x20, 0x09].includes(bytes[end - 1])) end--;
  return end;
}

function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length);
}

function isJpeg(bytes: Uint8Array): boolean {
  return startsWith(bytes, JPEG_START) && startsWith(bytes, JPEG_END, trimmedEnd(bytes) - JPEG_END.length);
}

/** PDF white space (ISO 32000-1, 7.2.2): NUL, tab, line feed, form feed, carriage return, space. */
const PDF_WHITESPACE = [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20];

/**
 * A PDF starts with `%PDF-` and ENDS with `%%EOF` (only PDF white space after it): anything after
 * the marker (HTML, a script, a ZIP) is content a PDF reader ignores and another program may not.
 */
function isPdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PDF_START)) return false;
  let end = bytes.length;
  while (end > 0 && PDF_WHITESPACE.includes(bytes[end - 1])) end--;
  if (end < PDF_START.length + PDF_EOF.length || !startsWith(bytes, PDF_EOF, end - PDF_EOF.length)) return false;
  // A ZIP directory at the end makes it a PDF/ZIP polyglot.
  return lastIndexOf(bytes.subarray(Math.max(0, bytes.length - 65_557)), ZIP_END) === -1;
}

/** The entry names of a ZIP read from its central directory, or null when it is not a whole ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, ZIP_LOCAL)) return null;
  const end = lastIndexOf(bytes, ZIP_END, bytes.length - 22);
  if (end === -1 || bytes.length - end > 22 + 65_535) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (!startsWith(bytes, ZIP_CENTRAL, offset)) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    names.push(new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function isOfficeOpenXml(bytes: Uint8Array, part: string): boolean {
  const names = zipEntryNames(bytes);
  return Boolean(names?.includes("[Content_Types].xml") && names.some((n) => n.startsWith(part)));
}

function isText(bytes: Uint8Array): boolean {
  if (indexOf(bytes, [0x00]) !== -1) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Per extension: the content check and the type sent upstream. */
const KINDS: Record<string, { is: (bytes: Uint8Array) => boolean; mime: string }> = {
  ".png": { is: isPng, mime: "image/png" },
  ".jpg": { is: isJpeg, mime: "image/jpeg" },
  ".jpeg": { is: isJpeg, mime: "image/jpeg" },
  ".pdf": { is: isPdf, mime: "application/pdf" },
  ".docx": { is: (b) => isOfficeOpenXml(b, "word/"), mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  ".xlsx": { is: (b) => isOfficeOpenXml(b, "xl/"), mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  ".pptx": { is: (b) => isOfficeOpenXml(b, "ppt/"), mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation" },
  // Legacy Office files: an OLE compound file, whole sectors after the 512-byte header.
  ".doc": { is: (b) => startsWith(b, OLE) && b.length % 512 === 0, mime: "application/msword" },
  ".xls": { is: (b) => startsWith(b, OLE) && b.length % 512 === 0, mime: "application/vnd.ms-excel" },
  ".ppt": { is: (b) => startsWith(b, OLE) && b.length % 512 === 0, mime: "application/vnd.ms-powerpoint" },
  ".txt": { is: isText, mime: "text/plain; charset=utf-8" },
  // Bulk user lists: UTF-8 text without NUL bytes, like .txt (the CSV parser checks the rest).
  ".csv": { is: isText, mime: "text/csv; charset=utf-8" },
};

/** The content type of a well-formed file of its extension's kind, or null (refuse it). */
export function sniffFile(bytes: Uint8Array, extension: string): string | null {
  const kind = KINDS[extension.toLowerCase()];
  return kind && kind.is(bytes) ? kind.mime : null;
}
