/**
 * Writes a gzip (.gz, by Zopfli) and a Brotli (.br) copy next to each script and stylesheet of the
 * client build, for server.js to send as they are (docs/decisions/044). Zopfli's gzip is a valid
 * gzip stream about 3% smaller than zlib's best level, at a cost paid once per build instead of
 * on every request; browsers that accept Brotli get a smaller file still.
 *
 * Usage: node scripts/precompress.js [buildDir]   (default: build)
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const brotli = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this size a compressed copy saves next to nothing. */
const MIN_BYTES = 256;

const dir = join(process.argv[2] ?? "build", "client");
const started = Date.now();
let files = 0;
let raw = 0;
let gz = 0;
let br = 0;

for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const path = join(entry.parentPath ?? entry.path, entry.name);
  const source = await readFile(path);
  if (source.length < MIN_BYTES) continue;
  const [zipped, broken] = await Promise.all([
    gzipAsync(source, { numiterations: 5 }),
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, zipped), writeFile(`${path}.br`, broken)]);
  files += 1;
  raw += source.length;
  gz += zipped.length;
  br += broken.length;
}

const kb = (n) => (n / 1024).toFixed(1);
console.log(`precompressed ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(raw)} KB, gzip ${kb(gz)} KB, brotli ${kb(br)} KB`);
