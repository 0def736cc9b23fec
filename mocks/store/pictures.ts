/**
 * Profile pictures the embedded upstream stores (uploadFileForUserEditProfile), by their blob URL.
 * Only the upstream serves them (fileBlobUrl): the URLs look like Azure blob addresses and are
 * never fetched directly, by the portal or the browser.
 */
import { PNG } from "pngjs";
import { SEEDED_PICTURE_URL } from "../data/users";

export interface StoredPicture {
  /** userId of the uploader: only they may read it back. */
  owner: string;
  contentType: string;
  bytes: Uint8Array;
}

export const PICTURE_BASE = "https://thermaxportal.blob.core.windows.test/profile-pictures";

/** A 96 × 96 portrait placeholder: a blue disc with a lighter head and shoulders on white. */
function seededPortrait(): Uint8Array {
  const size = 96;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 4;
      const inDisc = (x - 48) ** 2 + (y - 48) ** 2 < 46 ** 2;
      const head = (x - 48) ** 2 + (y - 38) ** 2 < 16 ** 2;
      const shoulders = (x - 48) ** 2 / 30 ** 2 + (y - 86) ** 2 / 26 ** 2 < 1;
      const [r, g, b] = !inDisc ? [255, 255, 255] : head || shoulders ? [230, 240, 250] : [0, 95, 158];
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}

export function seedPictures(): Record<string, StoredPicture> {
  return { [SEEDED_PICTURE_URL]: { owner: "U-1010", contentType: "image/png", bytes: seededPortrait() } };
}
