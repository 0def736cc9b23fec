import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/upstream/tokens";
import { readResult } from "~/session/result-flash.server";
import { dialogPlaces, dialogResult, dialogResultWithDetails, resultRedirect, TICKET_NUMBER } from "./dialog.server";

const ORIGIN = "http://portal.test";
const customer = { user: { userId: "U-1" } as SessionUser };
const other = { user: { userId: "U-2" } as SessionUser };
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

  it("redirects to the result with the close target kept, the result in the user's cookie", async () => {
    const self = "/asset/AST-1/request-document";
    const response = await resultRedirect(request(self), customer, self, "TCK-300001", {}, { fallback: "/asset/AST-1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${self}?done=TCK-300001&returnTo=%2Fasset%2FAST-1`);
    expect(response.headers.get("set-cookie")).toMatch(/^dialog-result=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Max-Age=900; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});

describe("dialog results", () => {
  const self = "/plan-shutdown";
  async function cookieFor(auth: typeof customer, path = self, value = "TCK-300002") {
    const response = await resultRedirect(request(path), auth, path, value, { asset: "Boiler B-1" });
    return (response.headers.get("set-cookie") ?? "").split(";")[0];
  }
  const at = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

  it("shows the result the user's cookie holds for this page, with its details", async () => {
    const cookie = await cookieFor(customer);
    expect(await dialogResultWithDetails(at(`${self}?done=TCK-300002`, cookie), customer, TICKET_NUMBER)).toEqual({ value: "TCK-300002", details: { asset: "Boiler B-1" } });
  });

  it("shows nothing for a URL made by hand: no cookie, another value, another user, another page", async () => {
    const cookie = await cookieFor(customer);
    expect(await dialogResult(at(`${self}?done=TCK-300002`), customer, TICKET_NUMBER)).toBeNull();
    expect(await dialogResult(at(`${self}?done=TCK-999999`, cookie), customer, TICKET_NUMBER)).toBeNull();
    expect(await dialogResult(at(`${self}?done=TCK-300002`, cookie), other, TICKET_NUMBER)).toBeNull();
    expect(await dialogResult(at(`/request-callback?done=TCK-300002`, cookie), customer, TICKET_NUMBER)).toBeNull();
    // A changed byte does not decrypt: one character in the middle of the ciphertext (the last
    // character may carry only bits the decoder ignores).
    const [name, jwe] = cookie.split("=");
    const parts = jwe.split(".");
    const middle = Math.floor(parts[3].length / 2);
    parts[3] = `${parts[3].slice(0, middle)}${parts[3][middle] === "A" ? "B" : "A"}${parts[3].slice(middle + 1)}`;
    const tampered = `${name}=${parts.join(".")}`;
    expect(await dialogResult(at(`${self}?done=TCK-300002`, tampered), customer, TICKET_NUMBER)).toBeNull();
  });

  it("keeps a result for 15 minutes", async () => {
    const cookie = await cookieFor(customer);
    const later = (minutes: number) => readResult(at(`${self}?done=TCK-300002`, cookie), customer.user.userId, self, Date.now() + minutes * 60_000);
    expect(await later(14)).not.toBeNull();
    expect(await later(16)).toBeNull();
  });
});
