import { describe, expect, it } from "vitest";
import { LOGGED_OUT_PATH, LOGOUT_FEEDBACK_PATH, logoutLanding } from "./logout";

const base = { clientId: "thermax-portal", portalOrigin: "https://portal.example/", endSessionEndpoint: "https://id.example/oidc/session/end" };

describe("where logout lands", () => {
  it("goes through the identity provider's end-session endpoint, back to the sign-in page", () => {
    const url = new URL(logoutLanding({ ...base, next: LOGGED_OUT_PATH }));
    expect(`${url.origin}${url.pathname}`).toBe("https://id.example/oidc/session/end");
    expect(url.searchParams.get("client_id")).toBe("thermax-portal");
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe("https://portal.example/login?reason=logged-out");
  });

  it("goes through the end-session endpoint before the feedback page too (issue 51 §1): the provider's sign-in ends at the click", () => {
    const url = new URL(logoutLanding({ ...base, next: LOGOUT_FEEDBACK_PATH }));
    expect(`${url.origin}${url.pathname}`).toBe("https://id.example/oidc/session/end");
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe("https://portal.example/logout/feedback");
  });

  it("goes straight to where it was going without an end-session endpoint", () => {
    expect(logoutLanding({ ...base, endSessionEndpoint: null, next: LOGGED_OUT_PATH })).toBe("/login?reason=logged-out");
    expect(logoutLanding({ ...base, endSessionEndpoint: null, next: LOGOUT_FEEDBACK_PATH })).toBe("/logout/feedback");
  });
});
