import { describe, expect, it } from "vitest";
import { actionsFor, bannerSentence, bannerText, canChangeStatus, OUTCOME_PATTERN, resultText, statusActions, switchTarget, USER_STATUSES } from "./admin";

describe("status transitions", () => {
  it("offers Deactivate to users who can sign in and Activate to deactivated ones", () => {
    expect(statusActions("ACTIVE").map((a) => a.to)).toEqual(["DEACTIVATED"]);
    expect(statusActions("PENDING_EMAIL_CHANGE").map((a) => a.to)).toEqual(["DEACTIVATED"]);
    expect(statusActions("DEACTIVATED").map((a) => a.to)).toEqual(["ACTIVE"]);
    expect(statusActions("VERIFIED").map((a) => a.to)).toEqual(["ACTIVE", "DEACTIVATED"]);
    expect(statusActions("APPROVED").map((a) => a.to)).toEqual(["ACTIVE", "DEACTIVATED"]);
  });

  it("offers nothing for PENDING, DELETED or an unknown status", () => {
    for (const s of ["PENDING", "DELETED", "SOMETHING"]) expect(statusActions(s)).toEqual([]);
  });

  it("names the spec's outcomes", () => {
    expect(statusActions("DEACTIVATED")[0]).toEqual({ to: "ACTIVE", label: "Activate", outcome: "Activated" });
    expect(statusActions("ACTIVE")[0]).toEqual({ to: "DEACTIVATED", label: "Deactivate", outcome: "Deactivated" });
  });

  it("checks a change against the current status, for every pair", () => {
    for (const from of USER_STATUSES) {
      for (const to of ["ACTIVE", "DEACTIVATED", "DELETED", "PENDING"]) {
        expect(canChangeStatus(from, to), `${from} → ${to}`).toBe(statusActions(from).some((a) => a.to === to));
      }
    }
    expect(canChangeStatus("ACTIVE", "ACTIVE")).toBe(false);
    expect(canChangeStatus("DELETED", "ACTIVE")).toBe(false);
  });

  it("offers no action at all on a deleted user, and login-as only to users who can sign in", () => {
    expect(actionsFor({ status: "DELETED", cpContactProfile: "Customer User" })).toEqual({ edit: false, resetPassword: false, status: [], restrictAssets: false, delete: false, loginAs: false });
    expect(actionsFor({ status: "ACTIVE", cpContactProfile: "Customer User" }).loginAs).toBe(true);
    expect(actionsFor({ status: "PENDING", cpContactProfile: "Customer User" }).loginAs).toBe(false);
    expect(actionsFor({ status: "DEACTIVATED", cpContactProfile: "Customer User" }).loginAs).toBe(false);
    expect(actionsFor({ status: "ACTIVE", cpContactProfile: "BUYER" }).loginAs).toBe(false);
  });

  it("offers the invitation again only to a user who has not verified yet: sign-in is by e-mailed code, no password (issue 42 §5)", () => {
    expect(actionsFor({ status: "PENDING", cpContactProfile: "Customer User" }).resetPassword).toBe(true);
    for (const status of ["ACTIVE", "VERIFIED", "APPROVED", "DEACTIVATED", "PENDING_EMAIL_CHANGE"]) expect(actionsFor({ status, cpContactProfile: "Customer User" }).resetPassword, status).toBe(false);
  });
});

describe("the admin banner", () => {
  it("reads 'Logged in as <customer> (Log out as <admin>)'", () => {
    expect(bannerSentence("Priya Sharma", "Kavita Menon")).toBe("Logged in as Priya Sharma (Log out as Kavita Menon)");
    expect(bannerText(" Priya Sharma ", "Kavita Menon")).toEqual({ lead: "Logged in as", customer: "Priya Sharma", logOutAs: "Log out as Kavita Menon" });
  });

  it("never shows an empty name", () => {
    expect(bannerSentence("", " ")).toBe("Logged in as customer (Log out as admin)");
  });
});

describe("results and Switch Profile", () => {
  it("accepts only known results in the result redirect", () => {
    for (const ok of ["Activated", "Deactivated", "Updated", "Deleted", "Created", "ResetSent", "ReVerificationSent"]) expect(OUTCOME_PATTERN.test(ok)).toBe(true);
    for (const bad of ["", "activated", "Deleted<script>", "x"]) expect(OUTCOME_PATTERN.test(bad)).toBe(false);
    expect(resultText("ReVerificationSent")).toBe("User is registered, re-verification mail sent !!");
  });

  it("switches a super-admin to the second entry of the role list, and back only when they are one", () => {
    expect(switchTarget("SUPER_ADMIN", false)).toBe("Admin");
    expect(switchTarget("Admin", true)).toBe("SUPER_ADMIN");
    expect(switchTarget("Admin", false)).toBeNull();
    expect(switchTarget("Customer User", true)).toBeNull();
  });
});
