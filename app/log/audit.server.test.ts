import { afterEach, describe, expect, it } from "vitest";
import { audit, setAuditSink, type AuditLine } from "./audit.server";

describe("audit", () => {
  afterEach(() => setAuditSink());

  it("gives the logger one line: who, what, whom, when, outcome", () => {
    const lines: AuditLine[] = [];
    setAuditSink((l) => lines.push(l));
    audit({ actor: "U-3001", actorRole: "Admin", action: "user.status", outcome: "ok", targetUser: "U-9501", account: "ACC-1003", detail: { from: "ACTIVE", to: "DEACTIVATED" } }, new Date("2026-11-20T10:00:00Z"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      type: "audit",
      at: "2026-11-20T10:00:00.000Z",
      actor: "U-3001",
      actorRole: "Admin",
      action: "user.status",
      outcome: "ok",
      targetUser: "U-9501",
      account: "ACC-1003",
      detail: { from: "ACTIVE", to: "DEACTIVATED" },
    });
  });

  it("drops detail text that could carry an e-mail address, a token or free text", () => {
    const lines: AuditLine[] = [];
    setAuditSink((l) => lines.push(l));
    audit({ actor: "U-1", actorRole: "Admin", action: "user.add", outcome: "ok", detail: { email: "a@b.test", token: "eyJ.x.y<script>", note: "x".repeat(200), count: 3, route: "admin.customers.$id" } });
    expect(lines[0].detail).toEqual({ count: 3, route: "admin.customers.$id" });
  });
});
