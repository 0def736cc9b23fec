/**
 * Writes a gzip (.gz, by Zopfli) and a Brotli (.br) copy next to each script and stylesheet of the
 * client build, for server.js to send as they are (docs/decisions/044). Zopfli's gzip is a valid
 * gzip stream about 3% smaller than zlib's best level, at a cost paid once per build instead of
 * on every request; browsers that accept Brotli get a smaller file still.
 *
 * Zopfli runs on the thread that calls it (WebAssembly), so the files are shared out between one
 * worker thread per core, largest first: the build's longest step took half as long on two cores
 * (docs/decisions/098).
 *
 * Usage: node scripts/precompress.js [buildDir]   (default: BUILD_DIR or build)
 */
import { availableParallelism } from "node:os";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { brotliCompress, constants } from "node:zlib";

const brotli = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this size a compressed copy saves next to nothing. */
const MIN_BYTES = 256;

/** One file's two copies; returns the three sizes. */
async function compress(path) {
  const { gzipAsync } = await import("@gfx/zopfli");
  const source = await readFile(path);
  const [zipped, broken] = await Promise.all([
    gzipAsync(source, { numiterations: 5 }),
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, zipped), writeFile(`${path}.br`, broken)]);
  return { raw: source.length, gz: zipped.length, br: broken.length };
}

if (!isMainThread) {
  // A worker: compresses the paths it is sent, one at a time, until it is sent null.
  parentPort.on("message", async (path) => {
    if (path === null) return parentPort.close();
    parentPort.postMessage(await compress(path));
  });
} else {
  const dir = join(process.argv[2] ?? process.env.BUILD_DIR ?? "build", "client");
  const started = Date.now();
  const paths = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    const { size } = await stat(path);
    if (size >= MIN_BYTES) paths.push({ path, size });
  }
  // Largest first, so no worker is left with a big file at the end.
  const queue = paths.sort((a, b) => b.size - a.size).map((p) => p.path);
  const totals = { files: 0, raw: 0, gz: 0, br: 0 };
  const threads = Math.max(1, Math.min(availableParallelism(), queue.length));
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url));
          const next = () => worker.postMessage(queue.shift() ?? null);
          worker.on("message", (sizes) => {
            totals.files += 1;
            totals.raw += sizes.raw;
            totals.gz += sizes.gz;
            totals.br += sizes.br;
            next();
          });
          worker.on("error", reject);
          worker.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`precompress worker exited ${code}`))));
          next();
        }),
    ),
  );
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `precompressed ${totals.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s on ${threads} threads: ${kb(totals.raw)} KB, gzip ${kb(totals.gz)} KB, brotli ${kb(totals.br)} KB`,
  );
}
