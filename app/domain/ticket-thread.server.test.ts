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
    const [day] = threadDays([message], new Date("2026-11-21T05:00:00Z"), "U-2", { ticketNumber: "TCK-1" });
    expect(day.messages[0].attachments.map((a) => a.fileName)).toEqual(["invoicefdp.exe", "a b c.pdf", "attachment"]);
  });

  it("marks the user's message just sent, and no other (issue 32 §2)", () => {
    const base = { message: "<p>x</p>", userFirstName: "Asha", userLastName: "Rao", userEmail: null, createdDate: "2026-11-20T05:00:00Z", attachments: [] };
    const messages: UpstreamMessage[] = [
      { ...base, id: "M-1", userId: "U-2" },
      { ...base, id: "M-2", userId: "U-1" },
      { ...base, id: "M-3", userId: "U-2", createdDate: "2026-11-20T06:00:00Z" },
    ];
    const times = (sent: string | null) => threadDays(messages, new Date("2026-11-21T05:00:00Z"), "U-2", { sentId: sent, ticketNumber: "TCK-1" }).flatMap((d) => d.messages.map((m) => m.time));
    expect(times("M-3").filter((t) => t.endsWith(" · Sent"))).toHaveLength(1);
    expect(times("M-3")[2]).toMatch(/ · Sent$/);
    // Another's message is never marked, nor anything without a sent message.
    expect(times("M-2").some((t) => t.endsWith(" · Sent"))).toBe(false);
    expect(times(null).some((t) => t.endsWith(" · Sent"))).toBe(false);
  });

  it("links every file through the portal, images with a thumbnail; one without an address is named only (issue 40 §2)", () => {
    const message: UpstreamMessage = {
      id: "MSG-7",
      message: "<p>Files</p>",
      userId: "U-1",
      userFirstName: "Asha",
      userLastName: "Rao",
      userEmail: null,
      createdDate: "2026-11-20T05:00:00Z",
      attachments: [
        { fileName: "panel.png", contentType: "image/png", url: "data:image/png;base64,iVBORw0KGgo=" },
        { fileName: "log sheet.pdf", contentType: "application/pdf", url: "/files/log.pdf" },
        { fileName: "photo.jpg", contentType: null, url: "data:image/jpeg;base64,/9j/" },
        { fileName: "gone.pdf", contentType: null, url: null },
      ],
    };
    const [day] = threadDays([message], new Date("2026-11-21T05:00:00Z"), "U-2", { ticketNumber: "TCK 9" });
    expect(day.messages[0].attachments).toEqual([
      { fileName: "panel.png", href: "/tickets/TCK%209/files/MSG-7/0", thumbSrc: "/tickets/TCK%209/files/MSG-7/0?view=1" },
      { fileName: "log sheet.pdf", href: "/tickets/TCK%209/files/MSG-7/1", thumbSrc: null },
      { fileName: "photo.jpg", href: "/tickets/TCK%209/files/MSG-7/2", thumbSrc: "/tickets/TCK%209/files/MSG-7/2?view=1" },
      { fileName: "gone.pdf", href: null, thumbSrc: null },
    ]);
  });

  it("marks the other side's first unread message, else the newest (the thread opens there, issue 40 §2)", () => {
    const base = { message: "<p>x</p>", userFirstName: "Asha", userLastName: "Rao", userEmail: null, attachments: [] };
    const messages: UpstreamMessage[] = [
      { ...base, id: "M-1", userId: "U-2", createdDate: "2026-11-20T05:00:00Z", isRead: true },
      { ...base, id: "M-2", userId: "U-1", createdDate: "2026-11-20T06:00:00Z", isRead: true },
      { ...base, id: "M-3", userId: "U-2", createdDate: "2026-11-20T07:00:00Z", isRead: false },
      { ...base, id: "M-4", userId: "U-1", createdDate: "2026-11-20T08:00:00Z", isRead: false },
      { ...base, id: "M-5", userId: "U-1", createdDate: "2026-11-20T09:00:00Z", isRead: false },
    ];
    const flags = (userId: string, list = messages) =>
      threadDays(list, new Date("2026-11-21T05:00:00Z"), userId, { ticketNumber: "T" })
        .flatMap((d) => d.messages)
        .map((m) => `${m.id}${m.firstUnread ? " new" : ""}${m.latest ? " latest" : ""}`);
    // U-2 reads U-1's replies: the first unread of them; the user's own unread flag means nothing.
    expect(flags("U-2")).toEqual(["M-1", "M-2", "M-3", "M-4 new", "M-5"]);
    // U-1: M-3 is U-2's, unread.
    expect(flags("U-1")).toEqual(["M-1", "M-2", "M-3 new", "M-4", "M-5"]);
    // Nothing unread: the newest.
    expect(flags("U-1", messages.slice(0, 2))).toEqual(["M-1", "M-2 latest"]);
  });
});
