import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { rescheduleSchema } from "./reschedule-schema";

const check = (date: string | null) => {
  const form = new FormData();
  if (date !== null) form.set("rescheduleDate", date);
  return parseWithZod(form, { schema: rescheduleSchema("2026-11-24") }).reply().error;
};

describe("reschedule date", () => {
  it("is required and must be a real day", () => {
    expect(check(null)).toEqual({ rescheduleDate: ["Reschedule Date is required"] });
    expect(check("tomorrow")).toEqual({ rescheduleDate: ["Reschedule Date is required"] });
    expect(check("2026-02-30")).toEqual({ rescheduleDate: ["Reschedule Date is required"] });
  });
  it("refuses the past and today, takes tomorrow on", () => {
    expect(check("2026-11-22")).toEqual({ rescheduleDate: ["Date should be a future date"] });
    expect(check("2026-11-23")).toEqual({ rescheduleDate: ["Date should be a future date"] });
    expect(check("2026-11-24")).toBeUndefined();
    expect(check("2027-01-05")).toBeUndefined();
  });
});
