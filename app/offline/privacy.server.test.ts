import { describe, expect, it } from "vitest";
import { keptDocumentHeaders } from "./privacy.server";

const HOUR = 3_600_000;
const request = (copy = false) => new Request("http://localhost/asset/A", { headers: copy ? { "X-Portal-Copy": "offline" } : {} });
const live = { change: null, user: { userId: "U-1" }, data: { createdAt: 1_000 } } as const;

describe("what every answer tells the browser about kept documents", () => {
  it("a session that ends here: its storage and HTTP cache are cleared, and nobody is named", () => {
    expect(keptDocumentHeaders({ change: "ended", user: null, data: null }, request(), 12 * HOUR)).toEqual([["Clear-Site-Data", '"cache", "storage"']]);
  });

  it("a sign-in: whatever was kept before is cleared, and the new user is named", () => {
    expect(keptDocumentHeaders({ ...live, change: "started" }, request(), 12 * HOUR)).toEqual([
      ["Clear-Site-Data", '"storage"'],
      ["X-Portal-User", "U-1"],
    ]);
  });

  it("a live session: its user; an offline copy also the time to the session's absolute end", () => {
    expect(keptDocumentHeaders(live, request(), 12 * HOUR, 2_000)).toEqual([["X-Portal-User", "U-1"]]);
    expect(keptDocumentHeaders(live, request(true), 12 * HOUR, 1_000 + HOUR)).toEqual([
      ["X-Portal-User", "U-1"],
      ["X-Portal-Session-Ends-In", String(11 * HOUR)],
    ]);
  });

  it("no session: nothing", () => {
    expect(keptDocumentHeaders({ change: null, user: null, data: null }, request(true), 12 * HOUR)).toEqual([]);
  });

  it("a session that ended by itself while something written offline waits: the HTTP cache only, the outbox stays for the same person", () => {
    for (const endedBy of ["idle", "absolute", "refresh-failed", "another-session"]) {
      expect(keptDocumentHeaders({ change: "ended", user: null, data: null, endedBy }, request(), 12 * HOUR, 0, undefined, { waiting: true, sameOwner: true })).toEqual([["Clear-Site-Data", '"cache"']]);
    }
  });

  it("Logout (or a session found invalid) discards what waits: storage cleared and the outbox cookie let go", () => {
    for (const endedBy of ["logout", "invalid-session", null]) {
      expect(keptDocumentHeaders({ change: "ended", user: null, data: null, endedBy }, request(), 12 * HOUR, 0, undefined, { waiting: true, sameOwner: true })).toEqual([
        ["Clear-Site-Data", '"cache", "storage"'],
        ["Set-Cookie", "portal-outbox=; Path=/; Max-Age=0; SameSite=Lax"],
      ]);
    }
  });

  it("the same person signing in again keeps what waits; another person's sign-in clears it", () => {
    expect(keptDocumentHeaders({ ...live, change: "started" }, request(), 12 * HOUR, 0, undefined, { waiting: true, sameOwner: true })).toEqual([["X-Portal-User", "U-1"]]);
    expect(keptDocumentHeaders({ ...live, change: "started" }, request(), 12 * HOUR, 0, undefined, { waiting: true, sameOwner: false })).toEqual([
      ["Clear-Site-Data", '"storage"'],
      ["Set-Cookie", "portal-outbox=; Path=/; Max-Age=0; SameSite=Lax"],
      ["X-Portal-User", "U-1"],
    ]);
  });
});
