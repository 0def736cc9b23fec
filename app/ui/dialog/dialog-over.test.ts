import type { Router } from "@remix-run/router";
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routeModules } from "../../../tests/e2e/routes";
import { dialogOver, undiscoveredDialog } from "./dialog-over";
import { DIALOG_PATTERNS } from "./dialog-routes";

const routes = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "routes/_app",
        children: [
          { id: "routes/_app.notifications", path: "notifications" },
          { id: "routes/_app.request-callback", path: "request-callback" },
          {
            id: "routes/_app.register-asset",
            path: "register-asset",
            children: [
              { id: "routes/_app.register-asset.add", path: "add" },
              { id: "routes/_app.register-asset.report", path: "report" },
            ],
          },
          {
            id: "routes/_app.dashboard.tickets",
            path: "dashboard/tickets",
            children: [{ id: "routes/_app.dashboard.tickets.$ticketNumber.messages", path: ":ticketNumber/messages" }],
          },
        ],
      },
    ],
  },
  { id: "routes/admin", path: "admin" },
];

/** A router showing `at`, as far as dialogOver reads one. */
const routerAt = (at: string) => ({ routes, state: { matches: matchRoutes(routes, at) ?? [] } }) as unknown as Router;

describe("dialogOver (decision 068)", () => {
  it("opens a route dialog over the signed-in page shown", () => {
    expect(dialogOver(routerAt("/notifications"), "/request-callback?returnTo=%2Fnotifications")).toBe(2);
    // A drawer's tab: the drawer (the dialog's first route) and its tab are drawn.
    expect(dialogOver(routerAt("/notifications"), "/register-asset/add")).toBe(2);
    // A dialog nested in another page (a thread opened from elsewhere) shows over this one.
    expect(dialogOver(routerAt("/notifications"), "/dashboard/tickets/TCK-1/messages")).toBe(3);
  });

  it("leaves other navigations to the router", () => {
    // Not a dialog.
    expect(dialogOver(routerAt("/notifications"), "/dashboard/tickets")).toBeNull();
    // Nested in the page shown: the router keeps the page by itself.
    expect(dialogOver(routerAt("/dashboard/tickets"), "/dashboard/tickets/TCK-1/messages")).toBeNull();
    // The page shown is a dialog of its own (a direct visit): the next one replaces it.
    expect(dialogOver(routerAt("/request-callback"), "/register-asset/add")).toBeNull();
    // A drawer's tab shown as a page of its own: the other tab replaces it (not a second drawer over it).
    expect(dialogOver(routerAt("/register-asset/add"), "/register-asset/report")).toBeNull();
    // Outside the signed-in frame, and an unknown path.
    expect(dialogOver(routerAt("/admin"), "/request-callback")).toBeNull();
    expect(dialogOver(routerAt("/notifications"), "/no/such/page")).toBeNull();
  });
});

describe("dialogs whose route is not discovered yet (decision 068)", () => {
  it("each dialog's URL pattern follows its flat-route name", () => {
    const byId = Object.fromEntries(DIALOG_PATTERNS.map((d) => [d.id, d.path]));
    expect(byId["routes/_app.get-help"]).toBe("/get-help");
    expect(byId["routes/_app.contracts.$id_.renew"]).toBe("/contracts/:id/renew");
    expect(byId["routes/_app.asset_.$id.request-document"]).toBe("/asset/:id/request-document");
    expect(byId["routes/_app.dashboard_.assets_.preferences"]).toBe("/dashboard/assets/preferences");
    expect(byId["routes/_app.dashboard.tickets.$ticketNumber.messages"]).toBe("/dashboard/tickets/:ticketNumber/messages");
  });

  it("every pattern is the URL the route serves (the e2e route list reads the same files)", () => {
    const served = new Map(routeModules().map((r) => [r.id, r.url]));
    for (const { id, path } of DIALOG_PATTERNS) expect(path.replace(/:[^/]+/g, "sample-id"), id).toBe(served.get(id));
  });

  it("names a dialog path the router does not know yet, and nothing else", () => {
    // The router of a page shown before discovery: the layout and the page, no dialog route.
    const early = { routes: [{ id: "root", path: "", children: [{ id: "routes/_app", children: [{ id: "routes/_app._index", index: true }] }] }] } as unknown as Router;
    expect(undiscoveredDialog(early, "/get-help")).toBe("routes/_app.get-help");
    expect(undiscoveredDialog(early, "/contracts/SVC-1/renew?returnTo=%2F")).toBe("routes/_app.contracts.$id_.renew");
    expect(undiscoveredDialog(early, "/register-asset/add")).toBe("routes/_app.register-asset");
    expect(undiscoveredDialog(early, "/dashboard/tickets")).toBeNull();
    expect(undiscoveredDialog(early, "/contracts/SVC-1")).toBeNull();
    // Known: the router decides at once.
    expect(undiscoveredDialog(routerAt("/notifications"), "/request-callback")).toBeNull();
  });
});
