import type { Router } from "@remix-run/router";
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { dialogOver } from "./dialog-over";

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
