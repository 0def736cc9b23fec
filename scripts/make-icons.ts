/**
 * Draws the web app manifest's icons (public/icons/icon-192.png, icon-512.png) from the favicon's
 * design: the brand red, full bleed (so the same file serves as a maskable icon), and the white T
 * of public/favicon.svg on its 32-unit grid, well inside the maskable safe zone. Run once when the
 * design changes: `npx tsx scripts/make-icons.ts`; the PNGs are committed (docs/decisions/076).
 */
import { writeFileSync } from "node:fs";
import { PNG } from "pngjs";

const RED = [0xda, 0x29, 0x1c];
const WHITE = [0xff, 0xff, 0xff];
/** The favicon's T in grid units: the bar, then the stem. */
const T = [
  { x0: 8, y0: 9, x1: 24, y1: 13 },
  { x0: 14, y0: 13, x1: 18, y1: 24 },
];

for (const size of [192, 512]) {
  const png = new PNG({ width: size, height: size });
  const unit = size / 32;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const gx = (x + 0.5) / unit;
      const gy = (y + 0.5) / unit;
      const white = T.some((r) => gx >= r.x0 && gx < r.x1 && gy >= r.y0 && gy < r.y1);
      const [r, g, b] = white ? WHITE : RED;
      const i = (y * size + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  writeFileSync(`public/icons/icon-${size}.png`, PNG.sync.write(png));
}
