import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every route module under app/routes, with the URL it serves and whether it has an action.
 * Read from the files themselves, so a new route cannot escape the tests that use this list.
 */
export interface RouteModule {
  file: string;
  id: string;
  url: string;
  hasAction: boolean;
  hasLoader: boolean;
}

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");

/** Flat-route file name to a concrete URL (params get a sample value). */
function urlOf(name: string): string {
  const segments = name
    .replace(/\.(tsx|ts)$/, "")
    .split(".")
    .filter((s) => !s.startsWith("_") || s === "_index")
    .map((s) => s.replace(/_$/, ""))
    .filter((s) => s !== "_index")
    .map((s) => (s === "$" ? "some/unknown/path" : s.startsWith("$") ? "sample-id" : s));
  return `/${segments.join("/")}`;
}

export function routeModules(): RouteModule[] {
  return readdirSync(ROUTES_DIR)
    .filter((f) => /\.(tsx|ts)$/.test(f) && !f.includes(".test."))
    .map((file) => {
      const source = readFileSync(path.join(ROUTES_DIR, file), "utf8");
      const exported = (name: string) =>
        new RegExp(`export (async )?function ${name}\\b|export const ${name}\\b|export \\{[^}]*\\b${name}\\b[^}]*\\}`).test(source);
      return {
        file,
        id: `routes/${file.replace(/\.(tsx|ts)$/, "")}`,
        url: urlOf(file),
        hasAction: exported("action"),
        hasLoader: exported("loader"),
      };
    });
}
