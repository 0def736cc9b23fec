import { describe, expect, it } from "vitest";
import { registeredCheckMessage, TEAM_MESSAGES } from "./team";

/**
 * Issue 32 §3: the invite's messages speak to the person inviting a colleague, not to someone
 * signing up (a departure from the spec's sign-up wording, decision 079).
 */
describe("team invite messages", () => {
  it("say what is true of the colleague being invited", () => {
    expect(registeredCheckMessage(302)).toBe("This colleague already has an account. They can sign in with this email.");
    expect(registeredCheckMessage(423)).toBe("This colleague's account is locked. Please contact support to unlock it.");
    expect(TEAM_MESSAGES.companyDomain).toBe("Thermax employees cannot be invited to a customer's team. Please contact your admin.");
    expect(registeredCheckMessage(200)).toBeNull();
  });

  it("never address the reader as the one signing up or in", () => {
    for (const message of Object.values(TEAM_MESSAGES)) {
      expect(message, message).not.toMatch(/\b(sign up|you are already|try sign in)\b/i);
    }
  });

  it("say what is expected where the spec gives no text (issue 52 §5)", () => {
    expect(TEAM_MESSAGES.firstNameInvalid).toBe("Enter a first name of up to 30 letters; accents, apostrophes, hyphens and spaces are fine.");
    expect(TEAM_MESSAGES.lastNameInvalid).toBe("Enter a last name of up to 30 letters; accents, apostrophes, hyphens and spaces are fine.");
    // The spec's own texts stay word for word.
    expect(TEAM_MESSAGES.phoneInvalid).toBe("Enter a valid phone number");
  });
});
