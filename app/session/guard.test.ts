import { describe, expect, it } from "vitest";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { startActing } from "./acting.server";
import { returnToAdmin } from "./guard.server";
import { SessionHandle } from "./session.server";
import type { SessionUser } from "~/upstream/tokens";

useInProcessUpstream();

function user(userId: string, email: string, role: string): SessionUser {
  return {
    userId,
    firstName: "A",
    middleName: null,
    lastName: "B",
    salutation: "",
    designation: "",
    email,
    mobilePhone: "",
    accountId: "ACC-1001",
    accountName: "Acme",
    cpContactProfile: role,
    isOcTeamMember: false,
    feedbackDate: null,
    tcaUser: null,
    icc: null,
  };
}

async function impersonating(adminRefreshToken: string) {
  const now = Date.now();
  const admin = user("U-3001", "admin@thermax.test", "Admin");
  return new SessionHandle({
    user: user("U-1001", "customer@demo.test", "Customer User"),
    tokens: { accessToken: "customer-token", refreshToken: "customer-refresh", expiresAt: now + 900_000 },
    createdAt: now,
    lastSeenAt: now,
    adminTemp: await startActing(admin, adminRefreshToken, "/admin/companylist"),
  });
}

describe("an impersonating admin whose customer session ends", () => {
  it("returns to the admin session with fresh admin tokens", async () => {
    const handle = await impersonating("refresh-U-3001");
    expect(handle.impersonating).toBe(true);
    await expect(returnToAdmin(handle)).resolves.toBe(true);
    expect(handle.user?.email).toBe("admin@thermax.test");
    expect(handle.impersonating).toBe(false);
    expect(handle.data?.tokens.refreshToken).not.toBe("refresh-U-3001");
  });

  it("is signed out when the admin's own refresh fails", async () => {
    const handle = await impersonating("revoked-token");
    await expect(returnToAdmin(handle)).resolves.toBe(false);
    expect(handle.user?.email).toBe("customer@demo.test");
  });

  it("does nothing for a session without an admin behind it", async () => {
    const now = Date.now();
    const handle = new SessionHandle({
      user: user("U-1001", "customer@demo.test", "Customer User"),
      tokens: { accessToken: "a", refreshToken: "r", expiresAt: now + 900_000 },
      createdAt: now,
      lastSeenAt: now,
    });
    await expect(returnToAdmin(handle)).resolves.toBe(false);
  });
});
