import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeModules } from "../../../tests/e2e/routes";
import { isDialogRoute } from "./dialog-routes";

const APP = path.resolve(import.meta.dirname, "../..");

/** The source of a route file and of the ui modules it imports (one level: the dialog views). */
function sourcesOf(file: string): string {
  const own = readFileSync(path.join(APP, "routes", file), "utf8");
  const imported = [...own.matchAll(/from "~\/(ui\/[^"]+)"/g)].map((m) => ["tsx", "ts"].map((ext) => path.join(APP, `${m[1]}.${ext}`)).find(existsSync));
  return [own, ...imported.map((f) => (f ? readFileSync(f, "utf8") : ""))].join("\n");
}

/**
 * Signed-in routes that draw a route dialog yet are not opened over a page by a link: a page whose
 * result shows over itself, the drawer's
 * tabs (the drawer, their parent, is the dialog).
 */
const NOT_OVER_A_PAGE = ["routes/_app.get-a-quote", "routes/_app.register-asset.add", "routes/_app.register-asset.report"];

describe("route dialogs opened over the page (decision 068)", () => {
  it("every signed-in route that draws a route dialog is in the list, or named as not opened over a page", () => {
    const drawing = routeModules()
      .filter((r) => r.id.startsWith("routes/_app."))
      .filter((r) => /\b(RouteDialog|ResultDialog|ConfirmDialog|RegisterAssetDrawer)\b/.test(sourcesOf(r.file)))
      .map((r) => r.id);
    const listed = routeModules().map((r) => r.id).filter(isDialogRoute);
    expect([...listed, ...NOT_OVER_A_PAGE].sort()).toEqual(drawing.sort());
  });

  it("names only routes of the signed-in frame", () => {
    expect(isDialogRoute("routes/_app.request-callback")).toBe(true);
    expect(isDialogRoute("routes/admin.customers.$id.users.new")).toBe(false);
    expect(isDialogRoute("routes/_app.dashboard.tickets")).toBe(false);
  });
});
