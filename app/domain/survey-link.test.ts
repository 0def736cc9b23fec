import { describe, expect, it } from "vitest";
import { decodeSurveyLink, encodeSurveyLink } from "./survey-link";

const FIELDS = { parentId: "CMP-0001", contactId: "U-1001", ownerId: "OWN-01", type: "RATE_MY_SERVICE", object: "WorkOrder" };
const std = (text: string) => Buffer.from(text).toString("base64");

describe("decodeSurveyLink", () => {
  it("reads the link the upstream mails (URL-safe base64 of the whole query)", () => {
    expect(decodeSurveyLink(`?${encodeSurveyLink(FIELDS)}`)).toEqual({ ok: true, link: { ...FIELDS, type: "RATE_MY_SERVICE" } });
  });

  it("reads standard base64 too, padded, percent-encoded, or with its + turned into a space", () => {
    const text = "parentId=CMP-0002&contactId=U-1001&ownerId=OWN-01&type=case_closure&note=??>>";
    const encoded = std(text);
    expect(encoded).toMatch(/[+/=]/);
    for (const search of [`?${encoded}`, `?${encodeURIComponent(encoded)}`, `?${encoded.replace(/\+/g, " ")}`, `?${encoded.replace(/=+$/, "")}`]) {
      const decoded = decodeSurveyLink(search);
      expect(decoded, search).toEqual({ ok: true, link: { parentId: "CMP-0002", contactId: "U-1001", ownerId: "OWN-01", type: "CASE_CLOSURE", object: null } });
    }
  });

  it("refuses what is not base64 of a query string", () => {
    for (const search of ["?%%%", "?not base64!", "?a", `?${std("just some words")}`, `?${Buffer.from([0xff, 0xfe, 0x3d]).toString("base64")}`, `?${"A".repeat(3000)}`]) {
      expect(decodeSurveyLink(search), search).toEqual({ ok: false, problem: "encoding" });
    }
    expect(decodeSurveyLink("")).toEqual({ ok: false, problem: "missing" });
  });

  it("needs parentId, contactId, ownerId and type, and an object for Rate My Service", () => {
    for (const drop of ["parentId", "contactId", "ownerId", "type"]) {
      const { [drop as keyof typeof FIELDS]: _gone, ...rest } = FIELDS;
      expect(decodeSurveyLink(`?${encodeSurveyLink(rest)}`), drop).toEqual({ ok: false, problem: "missing" });
    }
    const { object: _o, ...noObject } = FIELDS;
    expect(decodeSurveyLink(`?${encodeSurveyLink(noObject)}`)).toEqual({ ok: false, problem: "missing" });
    expect(decodeSurveyLink(`?${encodeSurveyLink({ ...noObject, type: "CSAT" })}`)).toMatchObject({ ok: true, link: { object: null } });
  });

  it("refuses an unknown type and ids that are not ids", () => {
    expect(decodeSurveyLink(`?${encodeSurveyLink({ ...FIELDS, type: "NPS" })}`)).toEqual({ ok: false, problem: "type" });
    expect(decodeSurveyLink(`?${encodeSurveyLink({ ...FIELDS, parentId: "CMP-1<script>" })}`)).toEqual({ ok: false, problem: "format" });
    expect(decodeSurveyLink(`?${encodeSurveyLink({ ...FIELDS, contactId: "x".repeat(65) })}`)).toEqual({ ok: false, problem: "format" });
    expect(decodeSurveyLink(`?${encodeSurveyLink({ ...FIELDS, object: "Work Order" })}`)).toEqual({ ok: false, problem: "format" });
  });
});
