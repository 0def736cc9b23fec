import { describe, expect, it } from "vitest";
import { dialogPlaces, resultRedirect } from "./dialog.server";

const ORIGIN = "http://portal.test";
const request = (path: string, referer?: string) => new Request(`${ORIGIN}${path}`, { headers: referer ? { referer } : {} });

describe("dialog places", () => {
  it("closes to returnTo, else the Referer, else home", () => {
    expect(dialogPlaces(request("/complaints/new?returnTo=%2Fdashboard%2Ftickets%3Fview%3Dall"), "/complaints/new")).toEqual({
      closeTo: "/dashboard/tickets?view=all",
      action: "/complaints/new?returnTo=%2Fdashboard%2Ftickets%3Fview%3Dall",
    });
    expect(dialogPlaces(request("/complaints/new", `${ORIGIN}/notifications`), "/complaints/new").closeTo).toBe("/notifications");
    expect(dialogPlaces(request("/complaints/new", "https://evil.example/x"), "/complaints/new").closeTo).toBe("/");
  });

  it("closes a dialog that belongs to a page to that page when nothing else says", () => {
    const self = "/asset/AST-1/request-document";
    expect(dialogPlaces(request(self), self, { fallback: "/asset/AST-1" }).closeTo).toBe("/asset/AST-1");
    // returnTo and the Referer still come first; the dialog itself never.
    expect(dialogPlaces(request(`${self}?returnTo=%2Fasset%2FAST-1%3Fcategory%3Dreports`), self, { fallback: "/asset/AST-1" }).closeTo).toBe("/asset/AST-1?category=reports");
    expect(dialogPlaces(request(self, `${ORIGIN}${self}`), self, { fallback: "/asset/AST-1" }).closeTo).toBe("/asset/AST-1");
    expect(dialogPlaces(request(self), self, { fallback: "//evil.example" }).closeTo).toBe("/");
  });

  it("redirects to the result with the close target kept", () => {
    const self = "/asset/AST-1/request-document";
    const response = resultRedirect(request(self), self, "TCK-300001", {}, { fallback: "/asset/AST-1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${self}?done=TCK-300001&returnTo=%2Fasset%2FAST-1`);
  });
});
