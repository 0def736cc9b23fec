import { data, redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { outcomeOf, reasonOf } from "./outbox.server";

describe("what a kept form's replay was answered", () => {
  it("a redirect after success is sent, naming where it went; to the sign-in page it waits", () => {
    expect(outcomeOf(redirect("/complaints/new?done=CMP-0042&returnTo=%2F", 303), false)).toEqual({ kind: "sent", href: "/complaints/new?done=CMP-0042&returnTo=%2F" });
    expect(outcomeOf(redirect("/login?reason=expired"), false)).toEqual({ kind: "kept" });
    expect(outcomeOf(redirect("/login"), true)).toEqual({ kind: "kept" });
  });

  it("an answer that keeps the form is refused, in the words the form shows", () => {
    expect(outcomeOf(data({ formError: "Something went wrong, please try again." }, { status: 502 }), false)).toEqual({ kind: "refused", reason: "Something went wrong, please try again." });
    expect(outcomeOf(data({ formError: null, fileErrors: ["pump.exe: this file type is not allowed."] }, { status: 400 }), false)).toEqual({ kind: "refused", reason: "pump.exe: this file type is not allowed." });
    expect(outcomeOf(data({ result: { status: "error", error: { reason: ["Please select a reason"], description: null } } }, { status: 400 }), false)).toEqual({ kind: "refused", reason: "Please select a reason" });
    expect(outcomeOf(data({ result: { error: { "": ["Staff cannot register a complaint."] } } }, { status: 403 }), false)).toEqual({ kind: "refused", reason: "Staff cannot register a complaint." });
    expect(outcomeOf(data({ result: {}, failed: "We cannot send this right now. Please try again in a moment." }, { status: 503 }), false)).toEqual({ kind: "refused", reason: "We cannot send this right now. Please try again in a moment." });
    expect(outcomeOf(data({ result: { initialValue: {} }, staged: { changed: true, filesDropped: false } }), false)).toEqual({ kind: "refused", reason: "The form changed since it was written: check it and send it again." });
  });

  it("a thrown 404 is refused with its message; a thrown failure of the server waits", () => {
    expect(outcomeOf(data({ message: "Complaint not found" }, { status: 404 }), true)).toEqual({ kind: "refused", reason: "Complaint not found" });
    expect(outcomeOf(data({ message: "Upstream down" }, { status: 503 }), true)).toEqual({ kind: "kept" });
    expect(outcomeOf(new Error("bug"), true)).toEqual({ kind: "kept" });
  });

  it("says the generic failure when an answer has no words", () => {
    expect(reasonOf(null)).toBe("Something went wrong, please try again.");
    expect(reasonOf({})).toBe("Something went wrong, please try again.");
  });
});
