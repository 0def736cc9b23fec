import { randomBytes } from "node:crypto";
import { open, rm, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * A camera's photo made smaller on the server (issue 52 §2, decision 109), for browsers that did
 * not make it smaller themselves (no JavaScript, lite mode): the long side at most 2,560 px, JPEG
 * at quality 85 (mozjpeg), the EXIF orientation applied to the pixels (`rotate()`), every other
 * piece of metadata (GPS, camera, time) dropped, as sharp does unless asked to keep it.
 *
 * The photo's bytes are never held whole in memory: the upload streams them to a temporary file
 * (`SpooledPhoto`), which libvips reads (shrinking JPEGs while decoding); the file is removed
 * whatever happens.
 */
export const PHOTO_LONG_SIDE = 2560;
export const PHOTO_QUALITY = 85;
/** A photo of more pixels than this is refused unread (a decompression bomb; a 50 MP camera fits twice). */
const MAX_INPUT_PIXELS = 100_000_000;

// One upload at a time per thread pool slot, no cache of decoded images kept between requests.
sharp.cache(false);

/** A photo being written to a temporary file as it arrives. */
export class SpooledPhoto {
  private constructor(
    readonly path: string,
    private handle: FileHandle | null,
    public size = 0,
  ) {}

  static async start(): Promise<SpooledPhoto> {
    const file = path.join(tmpdir(), `portal-photo-${randomBytes(12).toString("hex")}`);
    // wx: a new file only this process opened; 0600: only the portal's user may read it.
    return new SpooledPhoto(file, await open(file, "wx", 0o600));
  }

  async write(chunk: Uint8Array): Promise<void> {
    if (!this.handle) return;
    await this.handle.write(chunk);
    this.size += chunk.byteLength;
  }

  /** Stop writing (the photo is complete, or past its limit). */
  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }

  /** Close and remove the temporary file. */
  async discard(): Promise<void> {
    await this.close().catch(() => undefined);
    await rm(this.path, { force: true });
  }
}

/**
 * The photo re-encoded as a smaller JPEG, or null when it cannot be read as an image. The caller
 * checks the result against its limit.
 */
export async function shrinkPhoto(input: string | Uint8Array): Promise<Uint8Array | null> {
  try {
    const out = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch {
    return null;
  }
}

/** The file's name with a .jpg ending (what it is after shrinkPhoto). */
export function asJpegName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.jpg`;
}
