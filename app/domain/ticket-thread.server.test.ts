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
});
