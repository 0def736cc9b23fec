import { describe, expect, it } from "vitest";
import { ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG, settingsLink } from "./profile-menu";

describe("the profile menu's Account Settings link (decision 043, issue 54)", () => {
  it("is the page with back= before the page is interactive, the Edit Profile dialog with returnTo= after", () => {
    expect(settingsLink("/dashboard/tickets", "?status=open", false, ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG)).toBe(
      "/account-settings?back=%2Fdashboard%2Ftickets%3Fstatus%3Dopen",
    );
    expect(settingsLink("/dashboard/tickets", "?status=open", true, ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG)).toBe(
      "/edit-profile?returnTo=%2Fdashboard%2Ftickets%3Fstatus%3Dopen",
    );
  });

  it("is the plain page on the settings pages themselves and in the admin portal", () => {
    expect(settingsLink("/account-settings", "?back=%2F", true, ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG)).toBe("/account-settings");
    expect(settingsLink("/edit-profile", "?returnTo=%2F", true, ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG)).toBe("/account-settings");
    expect(settingsLink("/admin/companylist", "", true, "/admin/account-settings")).toBe("/admin/account-settings");
  });
});
