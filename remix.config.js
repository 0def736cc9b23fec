/**
 * The one place for Remix options. `remix vite:build` does not read this file by itself:
 * vite.config.ts imports it and passes it to the Remix plugin (see docs/decisions/002).
 * @type {import('@remix-run/dev').VitePluginConfig}
 */
export default {
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
  // BUILD_DIR lets parallel test runs build side by side; server.js reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
