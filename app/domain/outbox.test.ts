import { describe, expect, it } from "vitest";
import { dataAddress, doneValue, entryBytes, fits, logoutWarning, outboxCookieOf, outcomeHeader, readOutcome, sortOut, waitingSentence, type OutboxEntry } from "./outbox";

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: "e",
  owner: "me",
  kind: "reply",
  action: "/dashboard/tickets/TCK-1/messages",
  ticket: "TCK-1",
  preview: "",
  fields: [],
  bytes: 10,
  keptAt: 1,
  expiresAt: 1_000,
  state: "waiting",
  ...over,
});

describe("the device's outbox: whose entries go where", () => {
  it("sends the signed-in person's waiting entries, oldest first; another person's and expired ones go", () => {
    const mine2 = entry({ id: "m2", keptAt: 20 });
    const mine1 = entry({ id: "m1", keptAt: 10 });
    const theirs = entry({ id: "t", owner: "them" });
    const expired = entry({ id: "x", expiresAt: 100 });
    const refused = entry({ id: "r", state: "refused" });
    const { send, drop, keep } = sortOut([mine2, theirs, expired, mine1, refused], "me", 100);
    expect(send.map((e) => e.id)).toEqual(["m1", "m2"]);
    expect(drop.map((e) => e.id).sort()).toEqual(["t", "x"]);
    expect(keep.map((e) => e.id)).toEqual(["m2", "m1", "r"]);
  });

  it("without an owner (the service worker) drops only what expired and offers every waiting entry to the server", () => {
    const { send, drop } = sortOut([entry({ id: "a", owner: "one" }), entry({ id: "b", owner: "two" }), entry({ id: "x", expiresAt: 5 })], null, 5);
    expect(send.map((e) => e.id)).toEqual(["a", "b"]);
    expect(drop.map((e) => e.id)).toEqual(["x"]);
  });

  it("counts texts and files against the device's limit", () => {
    const file = new File([new Uint8Array(1_000)], "pump.jpg", { type: "image/jpeg" });
    expect(entryBytes([["message", "hello"], ["files", file]])).toBe("message".length + 5 + "files".length + 1_000);
    expect(fits([{ bytes: 600 }], 400, 1_000)).toBe(true);
    expect(fits([{ bytes: 600 }], 401, 1_000)).toBe(false);
  });
});

describe("a replay and the server's word on it", () => {
  it("posts to the action's single-fetch address, its query kept", () => {
    expect(dataAddress("/dashboard/tickets/TCK-1/messages?view=all&type=Quotation")).toBe("/dashboard/tickets/TCK-1/messages.data?view=all&type=Quotation");
    expect(dataAddress("/complaints/new?returnTo=%2F")).toBe("/complaints/new.data?returnTo=%2F");
    expect(dataAddress("/")).toBe("/_root.data");
  });

  it("reads sent, refused, and anything else as still waiting", () => {
    expect(readOutcome(outcomeHeader({ kind: "sent", href: "/complaints/new?done=CMP-0042&returnTo=%2F" }))).toEqual({ kind: "sent", href: "/complaints/new?done=CMP-0042&returnTo=%2F" });
    expect(readOutcome(outcomeHeader({ kind: "refused", reason: "Please select a reason. Ünïcode ok" }))).toEqual({ kind: "refused", reason: "Please select a reason. Ünïcode ok" });
    for (const header of [null, "", "kept", "sent", "sent https%3A%2F%2Fevil.test", "sent %2F%2Fevil.test", "refused %E0%A4%A"]) expect(readOutcome(header)).toEqual({ kind: "kept" });
  });

  it("names the complaint a sent one made", () => {
    expect(doneValue("/complaints/new?done=CMP-0042&returnTo=%2F")).toBe("CMP-0042");
    expect(doneValue("/dashboard/tickets/TCK-1/messages?sent=M-1#message-M-1")).toBeNull();
  });
});

describe("words and the cookie", () => {
  it("says how many wait, and what Logout does to them", () => {
    expect(waitingSentence(1)).toBe("1 message waiting to be sent");
    expect(waitingSentence(3)).toBe("3 messages waiting to be sent");
    expect(logoutWarning(2)).toBe("2 messages waiting to be sent on this device. Logging out discards them. Log out anyway?");
  });

  it("reads the outbox cookie's owner, and nothing else", () => {
    expect(outboxCookieOf("a=1; portal-outbox=AbC_d-9; b=2")).toBe("AbC_d-9");
    expect(outboxCookieOf("portal-outbox=")).toBeNull();
    expect(outboxCookieOf("x-portal-outbox=abc")).toBeNull();
    expect(outboxCookieOf(null)).toBeNull();
  });
});
