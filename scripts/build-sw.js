/**
 * Builds the service worker (app/sw/service-worker.ts, docs/decisions/076) into
 * build/client/sw.js, after `remix vite:build` and before scripts/precompress.js: one classic
 * script with Workbox's modules bundled in, minified like the client build, and its precache list
 * written in (the `__PRECACHE__` constant):
 *
 * - this build's stylesheet, fonts (woff2) and images under /assets: their names carry a content
 *   hash, so they need no revision. One script only: the outbox's chunk (decision 115), which a
 *   hydrated page loads when a form is sent offline; nothing the worker itself shows offline runs one.
 * - the offline page (/offline), revised whenever any built file changes;
 * - the favicon and the documents' error image, revised by their content.
 *
 * Usage: node scripts/build-sw.js [buildDir]   (default: BUILD_DIR or build)
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build } from "vite";

const buildDir = process.argv[2] ?? process.env.BUILD_DIR ?? "build";
const client = join(buildDir, "client");
const PRECACHED_ASSET = /\.(css|woff2|svg|png|jpe?g|webp)$/;
const PUBLIC_FILES = ["/favicon.svg", "/images/document-unavailable.svg"];

const sha = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);

// One script: the outbox (app/offline/outbox.ts, docs/decisions/115), which a page loads when a form
// is sent offline, so it must be on the device before the signal goes.
const OUTBOX_CHUNK = /^outbox-[\w-]+\.js$/;
const assets = (await readdir(join(client, "assets"))).filter((name) => PRECACHED_ASSET.test(name) || OUTBOX_CHUNK.test(name)).sort();
const everyBuiltFile = (await readdir(join(client, "assets"))).sort().join("\n");
const entries = [
  ...assets.map((name) => ({ url: `/assets/${name}`, revision: null })),
  { url: "/offline", revision: sha(everyBuiltFile) },
  ...(await Promise.all(PUBLIC_FILES.map(async (url) => ({ url, revision: sha(await readFile(join(client, url))) })))),
];

await build({
  configFile: false,
  logLevel: "warn",
  resolve: { alias: { "~": resolve("app") } },
  define: { __PRECACHE__: JSON.stringify(entries), "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: client,
    emptyOutDir: false,
    copyPublicDir: false,
    target: "es2020",
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    lib: { entry: resolve("app/sw/service-worker.ts"), formats: ["iife"], name: "portalServiceWorker", fileName: () => "sw.js" },
  },
});

const size = (await stat(join(client, "sw.js"))).size;
console.log(`service worker: ${join(client, "sw.js")} (${(size / 1024).toFixed(1)} KB), ${entries.length} precached files`);
