import { describe, expect, it } from "vitest";
import { LOGGED_OUT_PATH, logoutLanding } from "./logout";

const base = { clientId: "thermax-portal", portalOrigin: "https://portal.example/", endSessionEndpoint: "https://id.example/oidc/session/end" };

describe("where logout lands", () => {
  it("goes through the identity provider's end-session endpoint when the logout service sent a statusCode", () => {
    const url = new URL(logoutLanding({ ...base, statusCode: 200 }));
    expect(`${url.origin}${url.pathname}`).toBe("https://id.example/oidc/session/end");
    expect(url.searchParams.get("client_id")).toBe("thermax-portal");
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe("https://portal.example/login?reason=logged-out");
  });

  it("goes straight to /login without a statusCode (or a failed call) or without an end-session endpoint", () => {
    expect(logoutLanding({ ...base, statusCode: undefined })).toBe(LOGGED_OUT_PATH);
    expect(logoutLanding({ ...base, statusCode: 200, endSessionEndpoint: null })).toBe("/login?reason=logged-out");
  });
});
