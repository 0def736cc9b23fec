import { describe, expect, it } from "vitest";
import { groupMessagesByDay, initialsOf } from "./messages";

// 2026-11-01 00:30 in Kolkata is 2026-10-31 19:00 UTC: the UTC date is still "yesterday".
const JUST_AFTER_MIDNIGHT_IST = new Date("2026-10-31T19:00:00.000Z");

function msg(id: string, createdDate: string, userId = "U-1") {
  return { id, createdDate, userId };
}

describe("groupMessagesByDay", () => {
  it("groups by the Kolkata calendar day around midnight, with Today and Yesterday", () => {
    const days = groupMessagesByDay(
      [
        msg("today-1", "2026-10-31T18:31:00.000Z"), // 01 Nov 00:01 IST
        msg("yesterday-late", "2026-10-31T18:29:00.000Z"), // 31 Oct 23:59 IST
        msg("yesterday-early", "2026-10-30T18:30:00.000Z"), // 31 Oct 00:00 IST
        msg("older", "2026-10-30T18:29:59.000Z"), // 30 Oct 23:59 IST
      ],
      JUST_AFTER_MIDNIGHT_IST,
      "U-1",
    );
    expect(days.map((d) => [d.label, d.messages.map((m) => m.id)])).toEqual([
      ["30 Oct 2026", ["older"]],
      ["Yesterday", ["yesterday-early", "yesterday-late"]],
      ["Today", ["today-1"]],
    ]);
    expect(days.map((d) => d.day)).toEqual(["2026-10-30", "2026-10-31", "2026-11-01"]);
  });

  it("shows times as hh:mm a in Asia/Kolkata", () => {
    const [day] = groupMessagesByDay(
      [msg("a", "2026-10-31T18:31:00.000Z"), msg("b", "2026-11-01T08:15:00.000Z")],
      new Date("2026-11-01T10:00:00.000Z"),
      "U-1",
    );
    expect(day.label).toBe("Today");
    expect(day.messages.map((m) => m.time)).toEqual(["12:01 AM", "01:45 PM"]);
  });

  it("puts the current user's messages on their side", () => {
    const [day] = groupMessagesByDay(
      [msg("mine", "2026-11-01T05:00:00.000Z", "U-1"), msg("theirs", "2026-11-01T06:00:00.000Z", "U-2")],
      JUST_AFTER_MIDNIGHT_IST,
      "U-1",
    );
    expect(day.messages.map((m) => [m.id, m.own])).toEqual([
      ["mine", true],
      ["theirs", false],
    ]);
  });

  it("sorts oldest first, keeps the order of equal times and puts unreadable dates last", () => {
    const days = groupMessagesByDay(
      [
        msg("bad", "not a date"),
        msg("b", "2026-09-02T10:00:00.000Z"),
        msg("a", "2026-09-01T10:00:00.000Z"),
        msg("b2", "2026-09-02T10:00:00.000Z"),
      ],
      JUST_AFTER_MIDNIGHT_IST,
      "U-1",
    );
    expect(days.map((d) => [d.label, d.messages.map((m) => m.id)])).toEqual([
      ["01 Sep 2026", ["a"]],
      ["02 Sep 2026", ["b", "b2"]],
      ["NA", ["bad"]],
    ]);
    expect(days[2].messages[0].time).toBe("NA");
  });

  it("gives no groups for no messages", () => {
    expect(groupMessagesByDay([], JUST_AFTER_MIDNIGHT_IST, "U-1")).toEqual([]);
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the names, else of the fallback", () => {
    expect(initialsOf("priya", "Sharma")).toBe("PS");
    expect(initialsOf("", null, "qa@demo.test")).toBe("Q");
    expect(initialsOf(null, null)).toBe("?");
  });
});
