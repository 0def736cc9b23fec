import { describe, expect, it } from "vitest";
import { foldLine, MAX_LINE_OCTETS, rfc5545 } from "./ics-lines";
import { shutdownIcs } from "./shutdown-calendar.server";

const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("calendar lines as RFC 5545 writes them (issue 53 §2)", () => {
  it("folds at 75 octets, not 75 characters, and never inside a character", () => {
    const line = `SUMMARY:${"तमिऴ் தமிழ் देवनागरी ".repeat(8)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    for (const part of folded.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
    // An emoji (four octets, two UTF-16 units) is not split either.
    const emoji = foldLine(`X:${"😀".repeat(40)}`).split("\r\n");
    for (const part of emoji) expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("a short line stays as it is; an ASCII line is cut at exactly 75", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
    const [first, second] = foldLine(`DESCRIPTION:${"a".repeat(100)}`).split("\r\n");
    expect(first).toHaveLength(75);
    expect(second).toBe(` ${"a".repeat(100 + 12 - 75)}`);
  });

  it("drops a duration's bare T (P1DT → P1D), keeps a real time, and refolds the library's tab folds", () => {
    const out = rfc5545(`BEGIN:VEVENT\r\nDURATION:P1DT\r\nTRIGGER:-PT15M\r\nSUMMARY:${"b".repeat(74)}\r\n\tcc\r\nEND:VEVENT\r\n`);
    expect(out).toContain("\r\nDURATION:P1D\r\n");
    expect(out).toContain("\r\nTRIGGER:-PT15M\r\n");
    expect(unfold(out)).toContain(`SUMMARY:${"b".repeat(74)}cc\r\n`);
    expect(out.endsWith("END:VEVENT\r\n")).toBe(true);
  });

  it("the planned shutdown's file: lines of 75 octets at most, with Devanagari activities", () => {
    const ics = shutdownIcs({ ticketNumber: "TCK-300001", shutdownDate: "2027-02-03", assetName: "बॉयलर लाइन दो", plannedActivities: "सुरक्षा वाल्व परीक्षण और डीस्केलिंग, क्रेन की आवश्यकता" });
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(unfold(ics)).toContain("SUMMARY:Planned shutdown: बॉयलर लाइन दो");
  });
});
