import { describe, expect, it } from "vitest";
import { parseAssetDeepLink } from "./deep-link";

const b64 = (s: string) => Buffer.from(s).toString("base64");

describe("asset deep links", () => {
  it("reads a base64 query of contactId and accountId", () => {
    expect(parseAssetDeepLink(`?${b64("contactId=U-1001&accountId=ACC-1001")}`)).toEqual({ kind: "link", contactId: "U-1001", accountId: "ACC-1001" });
    expect(parseAssetDeepLink(`?${encodeURIComponent(b64('{"contactId":"U-1","accountId":"ACC-9"}'))}`)).toEqual({ kind: "link", contactId: "U-1", accountId: "ACC-9" });
    // base64url spelling too.
    const plain = b64("contactId=U-1001&accountId=ACC-1001&x=>>>?");
    expect(plain).toMatch(/[+/]/);
    expect(parseAssetDeepLink(`?${plain.replace(/\+/g, "-").replace(/\//g, "_")}`)).toEqual({ kind: "link", contactId: "U-1001", accountId: "ACC-1001" });
  });

  it("leaves the page's own parameters alone", () => {
    expect(parseAssetDeepLink("")).toEqual({ kind: "none" });
    expect(parseAssetDeepLink("?category=drawings")).toEqual({ kind: "none" });
    expect(parseAssetDeepLink("?category=reports&docPage=2")).toEqual({ kind: "none" });
    expect(parseAssetDeepLink("?notice=zip-failed")).toEqual({ kind: "none" });
  });

  it("calls anything else that looks like a link malformed, never throws", () => {
    for (const bad of ["?%E0%A4%A", "?!!!", `?${b64("hello")}`, `?${b64("contactId=U-1")}`, `?${b64("contactId=<x>&accountId=ACC-1")}`, `?${b64("{not json")}`, `?${"A".repeat(2000)}`]) {
      expect(parseAssetDeepLink(bad), bad).toEqual({ kind: "malformed" });
    }
  });
});
