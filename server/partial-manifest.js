/**
 * Remix's lazy route discovery (remix.config.js, v3_lazyRouteDiscovery) writes into every hydrated
 * page the part of the route manifest the page needs. `getPartialManifest` works it out on every
 * request by matching the page's path and each of its parents against every route of the app:
 * about 7% of a signed-in list request's CPU (docs/decisions/045). The answer depends only on the
 * manifest (one per build), the path and the routes the request matched, so it is remembered per
 * manifest for a bounded number of paths. The function is replaced on Remix's own module, which
 * its <Scripts> reads at every render; only the version it was written against is touched.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The @remix-run/react version whose internals this relies on (package.json pins it). */
export const PATCHED_VERSION = "2.17.5";
const MAX_PATHS = 2_000;

/** Remembers answers of `original`, a `getPartialManifest(manifest, router)`. */
export function rememberingPartialManifest(original, maxPaths = MAX_PATHS) {
  const byManifest = new WeakMap();
  function getPartialManifest(manifest, router) {
    const { pathname } = router.state.location;
    const key = `${router.basename ?? ""}\u0000${pathname}\u0000${router.state.matches.map((m) => m.route.id).join("\u0000")}`;
    let answers = byManifest.get(manifest);
    if (!answers) byManifest.set(manifest, (answers = new Map()));
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = original(manifest, router);
      if (answers.size >= maxPaths) answers.delete(answers.keys().next().value);
      answers.set(key, answer);
    }
    return answer;
  }
  getPartialManifest.remembering = true;
  return getPartialManifest;
}

/** Installs the remembering version; false (and nothing changed) on any other Remix version. */
export function rememberPartialManifests() {
  const { version } = require("@remix-run/react/package.json");
  if (version !== PATCHED_VERSION) return false;
  const fogOfWar = require("@remix-run/react/dist/fog-of-war.js");
  if (typeof fogOfWar.getPartialManifest !== "function") return false;
  if (!fogOfWar.getPartialManifest.remembering) fogOfWar.getPartialManifest = rememberingPartialManifest(fogOfWar.getPartialManifest);
  return true;
}
