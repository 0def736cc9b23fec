import { createRequire } from "node:module";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import { PATCHED_VERSION, rememberingPartialManifest } from "../../server/partial-manifest.js";

const require = createRequire(import.meta.url);
type Manifest = { routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string }> };
type Router = { basename: string; routes: AgnosticRouteObject[]; state: { location: { pathname: string }; matches: { route: { id: string } }[] } };
const original = require("@remix-run/react/dist/fog-of-war.js").getPartialManifest as (m: Manifest, r: Router) => Manifest;

const entries = [
  { id: "root", path: "" },
  { id: "routes/_app", parentId: "root" },
  { id: "routes/_app._index", parentId: "routes/_app", index: true },
  { id: "routes/_app.dashboard", parentId: "routes/_app", path: "dashboard" },
  { id: "routes/_app.dashboard._index", parentId: "routes/_app.dashboard", index: true },
  { id: "routes/_app.dashboard.tickets", parentId: "routes/_app.dashboard", path: "tickets" },
  { id: "routes/_app.order.$id", parentId: "routes/_app", path: "order/:id" },
  { id: "routes/terms-of-service", parentId: "root", path: "terms-of-service" },
];
const manifest = (): Manifest => ({ routes: Object.fromEntries(entries.map((e) => [e.id, { ...e, module: `/${e.id}.js` }])) });

function tree(parentId: string | undefined): AgnosticRouteObject[] {
  return entries
    .filter((e) => e.parentId === parentId)
    .map((e) => (e.index ? { id: e.id, index: true } : { id: e.id, path: e.path, children: tree(e.id) }));
}

/** A router in the state Remix's static render leaves it, fresh per request as in RemixServer. */
function routerAt(pathname: string): Router {
  const routes = tree(undefined);
  const matches = matchRoutes(routes, pathname) ?? [];
  return { basename: "/", routes, state: { location: { pathname }, matches: matches.map((m) => ({ route: { id: m.route.id! } })) } };
}

describe("remembered partial manifests", () => {
  it("is written against the pinned @remix-run/react", () => {
    expect(require("@remix-run/react/package.json").version).toBe(PATCHED_VERSION);
    expect(typeof original).toBe("function");
  });

  it("gives what Remix gives, for every kind of path, and works each out once per manifest", () => {
    const spy = vi.fn(original);
    const remembered = rememberingPartialManifest(spy) as typeof original;
    const m = manifest();
    for (const path of ["/", "/dashboard", "/dashboard/tickets", "/order/ORD-0003", "/order/ORD-0004", "/terms-of-service", "/no/such/page"]) {
      const first = remembered(m, routerAt(path));
      expect(first).toEqual(original(m, routerAt(path)));
      expect(remembered(m, routerAt(path))).toBe(first);
    }
    expect(spy).toHaveBeenCalledTimes(7);
    // Another build's manifest is worked out anew.
    remembered(manifest(), routerAt("/dashboard/tickets"));
    expect(spy).toHaveBeenCalledTimes(8);
    expect(Object.keys(remembered(m, routerAt("/dashboard/tickets")).routes).sort()).toEqual(
      ["root", "routes/_app", "routes/_app._index", "routes/_app.dashboard", "routes/_app.dashboard._index", "routes/_app.dashboard.tickets"].sort(),
    );
  });

  it("keeps a bounded number of paths", () => {
    const spy = vi.fn(original);
    const remembered = rememberingPartialManifest(spy, 2) as typeof original;
    const m = manifest();
    for (const path of ["/order/A", "/order/B", "/order/C", "/order/A"]) remembered(m, routerAt(path));
    expect(spy).toHaveBeenCalledTimes(4);
  });
});
