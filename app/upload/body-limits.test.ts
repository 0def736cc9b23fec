import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "./body-limits";

describe("body limits per path", () => {
  it("takes the profile picture's multipart post on the page and on the Edit Profile dialog", () => {
    for (const path of ["/account-settings", "/admin/account-settings", "/edit-profile", "/edit-profile.data"]) {
      expect(bodyLimitFor(path).multipart, path).toBe(true);
    }
    expect(bodyLimitFor("/feedback").multipart).toBe(false);
    expect(bodyLimitFor("/edit-profile/x").multipart).toBe(false);
  });
});
