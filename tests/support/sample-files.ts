import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";

/**
 * Small, well-formed files of each kind the uploads accept, built in code (no binary fixtures),
 * for the unit and end-to-end tests of the upload rules (app/upload/sniff.ts).
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1x1 red PNG. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.from([0, 0xda, 0x29, 0x1c]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A real photo-sized PNG of `width` × `height` pixels of noise (which no compression shrinks):
 * 1,600 × 1,500 is about 7 MB, a phone camera's photo over the 5 MB upload limit. Seeded, so the
 * same bytes every run.
 */
export function noisyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 0x2545f491;
  for (let i = 0; i < rows.length; i++) {
    if (i % (width * 3 + 1) === 0) continue; // each row's filter byte: none
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    rows[i] = seed & 0xff;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 1 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG shell: start of image, a JFIF header, end of image. */
export function jpeg(): Buffer {
  return Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");
}

/** A one-page PDF, padded with a comment to `size` bytes when asked. */
export function pdf(size = 0): Buffer {
  const head = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n";
  const tail = "trailer << /Root 1 0 R >>\n%%EOF\n";
  const pad = Math.max(0, size - head.length - tail.length - 2);
  return Buffer.from(`${head}%${"x".repeat(pad)}\n${tail}`, "latin1");
}

/** A stored (uncompressed) ZIP of these entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const docx = () => zip({ "[Content_Types].xml": CONTENT_TYPES, "word/document.xml": "<w:document/>" });
export const xlsx = () => zip({ "[Content_Types].xml": CONTENT_TYPES, "xl/workbook.xml": "<workbook/>" });

/** A legacy Office (OLE compound) file: the signature and whole 512-byte sectors. */
export function ole(): Buffer {
  const bytes = Buffer.alloc(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

/**
 * Files written into `dir` (a test's output folder), their paths for setInputFiles. Chromium reads
 * a local file itself; a buffer travels to the page base64-encoded through the protocol, which for
 * the 30 MB of the over-the-limit upload took about 50 s on the loaded 2-core machine.
 */
export function onDisk(dir: string, files: { name: string; buffer: Buffer }[]): string[] {
  mkdirSync(dir, { recursive: true });
  return files.map(({ name, buffer }) => {
    const file = path.join(dir, name);
    writeFileSync(file, buffer);
    return file;
  });
}
