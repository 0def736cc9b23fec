import { describe, expect, it } from "vitest";
import { threadDays, type UpstreamMessage } from "./ticket-thread.server";

describe("thread view", () => {
  it("shows attachment names normalised: no bidi control, line break or quote from the upstream", () => {
    const message: UpstreamMessage = {
      id: "M-1",
      message: "<p>See attached</p>",
      userId: "U-1",
      userFirstName: "Asha",
      userLastName: "Rao",
      userEmail: null,
      createdDate: "2026-11-20T05:00:00Z",
      attachments: [
        { fileName: "invoice\u202efdp.exe", contentType: null, url: null },
        { fileName: 'a"b\r\nc.pdf', contentType: null, url: null },
        { fileName: "\u2066\u2069", contentType: null, url: null },
      ],
    };
    const [day] = threadDays([message], new Date("2026-11-21T05:00:00Z"), "U-2");
    expect(day.messages[0].attachments.map((a) => a.fileName)).toEqual(["invoicefdp.exe", "a b c.pdf", "attachment"]);
  });

  it("marks the user's message just sent, and no other (issue 32 §2)", () => {
    const base = { message: "<p>x</p>", userFirstName: "Asha", userLastName: "Rao", userEmail: null, createdDate: "2026-11-20T05:00:00Z", attachments: [] };
    const messages: UpstreamMessage[] = [
      { ...base, id: "M-1", userId: "U-2" },
      { ...base, id: "M-2", userId: "U-1" },
      { ...base, id: "M-3", userId: "U-2", createdDate: "2026-11-20T06:00:00Z" },
    ];
    const times = (sent: string | null) => threadDays(messages, new Date("2026-11-21T05:00:00Z"), "U-2", sent).flatMap((d) => d.messages.map((m) => m.time));
    expect(times("M-3").filter((t) => t.endsWith(" · Sent"))).toHaveLength(1);
    expect(times("M-3")[2]).toMatch(/ · Sent$/);
    // Another's message is never marked, nor anything without a sent message.
    expect(times("M-2").some((t) => t.endsWith(" · Sent"))).toBe(false);
    expect(times(null).some((t) => t.endsWith(" · Sent"))).toBe(false);
  });
});
