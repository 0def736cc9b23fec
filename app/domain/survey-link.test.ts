import { describe, expect, it } from "vitest";
import { decodeSurveyLink, encodeSurveyLink, surveyLinkCanonical, surveyLinkSignature, type SurveyLink } from "./survey-link";

const KEY = "unit-survey-link-key-0123456789abcdef";
const KEYS = [KEY];
const FIELDS = { parentId: "CMP-0001", contactId: "U-1001", ownerId: "OWN-01", type: "RATE_MY_SERVICE", object: "WorkOrder" };
const LINK: SurveyLink = { type: "RATE_MY_SERVICE", parentId: "CMP-0001", contactId: "U-1001", ownerId: "OWN-01", object: "WorkOrder" };
const std = (text: string) => Buffer.from(text).toString("base64");

/** The fields with the signature of `link` (the upstream's, when nothing was changed). */
function signedQuery(fields: Record<string, string>, link: SurveyLink = LINK, key = KEY): string {
  return encodeSurveyLink({ ...fields, sig: surveyLinkSignature(link, key) });
}

describe("decodeSurveyLink", () => {
  it("reads the link the upstream mails (URL-safe base64 of the whole query, signed)", () => {
    expect(decodeSurveyLink(`?${signedQuery(FIELDS)}`, KEYS)).toEqual({ ok: true, link: LINK });
  });

  it("reads standard base64 too, padded, percent-encoded, or with its + turned into a space", () => {
    const link: SurveyLink = { parentId: "CMP-0002", contactId: "U-1001", ownerId: "OWN-01", type: "CASE_CLOSURE", object: null };
    const text = `parentId=CMP-0002&contactId=U-1001&ownerId=OWN-01&type=case_closure&note=??>>&sig=${surveyLinkSignature(link, KEY)}`;
    const encoded = std(text);
    expect(encoded).toMatch(/[+/=]/);
    for (const search of [`?${encoded}`, `?${encodeURIComponent(encoded)}`, `?${encoded.replace(/\+/g, " ")}`, `?${encoded.replace(/=+$/, "")}`]) {
      expect(decodeSurveyLink(search, KEYS), search).toEqual({ ok: true, link });
    }
  });

  it("refuses what is not base64 of a query string", () => {
    for (const search of ["?%%%", "?not base64!", "?a", `?${std("just some words")}`, `?${Buffer.from([0xff, 0xfe, 0x3d]).toString("base64")}`, `?${"A".repeat(3000)}`]) {
      expect(decodeSurveyLink(search, KEYS), search).toEqual({ ok: false, problem: "encoding" });
    }
    expect(decodeSurveyLink("", KEYS)).toEqual({ ok: false, problem: "missing" });
  });

  it("needs parentId, contactId, ownerId and type, and an object for Rate My Service", () => {
    for (const drop of ["parentId", "contactId", "ownerId", "type"]) {
      const { [drop as keyof typeof FIELDS]: _gone, ...rest } = FIELDS;
      expect(decodeSurveyLink(`?${signedQuery(rest)}`, KEYS), drop).toEqual({ ok: false, problem: "missing" });
    }
    const { object: _o, ...noObject } = FIELDS;
    expect(decodeSurveyLink(`?${signedQuery(noObject)}`, KEYS)).toEqual({ ok: false, problem: "missing" });
    const csat: SurveyLink = { ...LINK, type: "CSAT", object: null };
    expect(decodeSurveyLink(`?${signedQuery({ ...noObject, type: "CSAT" }, csat)}`, KEYS)).toEqual({ ok: true, link: csat });
  });

  it("refuses an unknown type and ids that are not ids", () => {
    expect(decodeSurveyLink(`?${signedQuery({ ...FIELDS, type: "NPS" })}`, KEYS)).toEqual({ ok: false, problem: "type" });
    expect(decodeSurveyLink(`?${signedQuery({ ...FIELDS, parentId: "CMP-1<script>" })}`, KEYS)).toEqual({ ok: false, problem: "format" });
    expect(decodeSurveyLink(`?${signedQuery({ ...FIELDS, contactId: "x".repeat(65) })}`, KEYS)).toEqual({ ok: false, problem: "format" });
    expect(decodeSurveyLink(`?${signedQuery({ ...FIELDS, object: "Work Order" })}`, KEYS)).toEqual({ ok: false, problem: "format" });
  });
});

describe("the link's signature", () => {
  it("matches the test vector of docs/upstream-api.md (the embedded upstream's signer is held to it too)", () => {
    const key = "test-vector-key-0123456789abcdef0123";
    expect(surveyLinkCanonical(LINK)).toBe("survey-link/v1\nRATE_MY_SERVICE\nCMP-0001\nU-1001\nOWN-01\nWorkOrder");
    expect(surveyLinkSignature(LINK, key)).toBe("iMfL-wueESWQ4IGEZwML-pYjKBUimnl8tSZkAlywjYQ");
    const mailed =
      "cGFyZW50SWQ9Q01QLTAwMDEmY29udGFjdElkPVUtMTAwMSZvd25lcklkPU9XTi0wMSZ0eXBlPVJBVEVfTVlfU0VSVklDRSZvYmplY3Q9V29ya09yZGVyJnNpZz1pTWZMLXd1ZUVTV1E0SUdFWndNTC1wWWpLQlVpbW5sOHRTWmtBbHl3allR";
    expect(decodeSurveyLink(`?${mailed}`, [key])).toEqual({ ok: true, link: LINK });
  });

  it("refuses a link without a signature, or with an empty or malformed one", () => {
    const good = surveyLinkSignature(LINK, KEY);
    for (const sig of [undefined, "", "x", good.slice(0, 42), `${good}A`, `${good}=`, good.replace(/[-_]/g, "+").replace(/^./, "+")]) {
      const fields: Record<string, string> = sig === undefined ? FIELDS : { ...FIELDS, sig };
      expect(decodeSurveyLink(`?${encodeSurveyLink(fields)}`, KEYS), String(sig)).toEqual({ ok: false, problem: "signature" });
    }
  });

  it("refuses a link with any signed field changed and the mailed signature kept", () => {
    const changes: Record<string, string>[] = [
      { parentId: "CMP-0002" },
      { contactId: "U-1002" },
      { ownerId: "OWN-FAKE" },
      { type: "CSAT" },
      { object: "Case" },
      { object: "WorkOrder", type: "GENERAL" },
    ];
    for (const change of changes) {
      expect(decodeSurveyLink(`?${signedQuery({ ...FIELDS, ...change })}`, KEYS), JSON.stringify(change)).toEqual({ ok: false, problem: "signature" });
    }
    // Dropping the object of a survey that needs none changes what was signed too.
    const general: SurveyLink = { ...LINK, type: "GENERAL" };
    const { object: _o, ...noObject } = FIELDS;
    expect(decodeSurveyLink(`?${signedQuery({ ...noObject, type: "GENERAL" }, general)}`, KEYS)).toEqual({ ok: false, problem: "signature" });
  });

  it("refuses a link signed with another key, and any link when no key is known", () => {
    expect(decodeSurveyLink(`?${signedQuery(FIELDS, LINK, "another-key-0123456789abcdef0123456")}`, KEYS)).toEqual({ ok: false, problem: "signature" });
    expect(decodeSurveyLink(`?${signedQuery(FIELDS)}`, [])).toEqual({ ok: false, problem: "signature" });
    expect(decodeSurveyLink(`?${signedQuery(FIELDS)}`, [""])).toEqual({ ok: false, problem: "signature" });
  });

  it("accepts every listed key (rotation): links mailed before the switch keep working while the old key is listed", () => {
    const oldKey = "old-survey-link-key-0123456789abcdef";
    const newKey = "new-survey-link-key-0123456789abcdef";
    const before = `?${signedQuery(FIELDS, LINK, oldKey)}`;
    const after = `?${signedQuery(FIELDS, LINK, newKey)}`;
    expect(decodeSurveyLink(before, [newKey, oldKey])).toEqual({ ok: true, link: LINK });
    expect(decodeSurveyLink(after, [newKey, oldKey])).toEqual({ ok: true, link: LINK });
    expect(decodeSurveyLink(before, [newKey])).toEqual({ ok: false, problem: "signature" });
  });

  it("covers the checked values: the type in any case and spaces around a value read the same", () => {
    const loose = encodeSurveyLink({ ...FIELDS, type: "rate_my_service", ownerId: " OWN-01 ", sig: surveyLinkSignature(LINK, KEY) });
    expect(decodeSurveyLink(`?${loose}`, KEYS)).toEqual({ ok: true, link: LINK });
  });
});
