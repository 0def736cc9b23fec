import { describe, expect, it } from "vitest";
import { indianMobile, isEmail, isName, isPhone, isTeamPhone, lastTenDigits, phoneHref, phoneWithoutSeparators } from "./patterns";

describe("phone pattern (3-3-4 with optional brackets, dashes, dots or spaces)", () => {
  it.each(["9820012345", "982-001-2345", "982.001.2345", "982 001 2345", "(982) 001-2345", "(982)0012345"])("accepts %s", (v) => {
    expect(isPhone(v)).toBe(true);
  });
  it.each(["", "982001234", "98200123456", "98-2001-2345", "982_001_2345", "(982 001 2345", "+919820012345", "98200l2345"])("refuses %s", (v) => {
    expect(isPhone(v)).toBe(false);
  });
});

describe("team phone pattern (10 to 15 digits, optional leading +)", () => {
  it.each(["9820012345", "+919820012345", "123456789012345", "+123456789012345"])("accepts %s", (v) => expect(isTeamPhone(v)).toBe(true));
  it.each(["982001234", "1234567890123456", "++9198200123", "98200 12345", "9820-012345", "+"])("refuses %s", (v) => expect(isTeamPhone(v)).toBe(false));
});

describe("name pattern (1 to 50 letters, accents, apostrophe, hyphen, space)", () => {
  it.each(["Priya", "D'Souza", "Jean-Luc", "José María", "Zoë", "Ṛṣi", "a".repeat(50)])("accepts %s", (v) => expect(isName(v)).toBe(true));
  it.each(["", " ", "a".repeat(51), "R2D2", "Priya!", "O'Neil_", "<b>", "Anna\u0000"])("refuses %j", (v) => expect(isName(v)).toBe(false));
});

describe("e-mail", () => {
  it("accepts ordinary addresses and refuses broken ones", () => {
    expect(isEmail("priya.sharma+plant@acme-dairy.co.in")).toBe(true);
    for (const bad of ["", "priya", "priya@", "@acme.test", "priya@acme", "pri ya@acme.test", "priya@acme..test", "priya@-acme.test"]) expect(isEmail(bad), bad).toBe(false);
  });
});

it("prefills the last 10 digits of the profile's mobile number", () => {
  expect(lastTenDigits("+919820012345")).toBe("9820012345");
  expect(lastTenDigits("98200 12345")).toBe("9820012345");
  expect(lastTenDigits(null)).toBe("");
});

describe("phone numbers as people write them (issue 40 §4)", () => {
  it("an Indian mobile in any usual form gives its 10 digits", () => {
    for (const typed of ["9820012345", "+91 98200 12345", "+91-98200-12345", "0091 98200 12345", "91 98200 12345", "098200 12345", "98200-12345", "(982) 001-2345", " 98200.12345 "]) {
      expect(indianMobile(typed), typed).toBe("9820012345");
    }
  });

  it("anything else comes back without separators, for the field's check to refuse", () => {
    expect(indianMobile("98200 1234")).toBe("982001234");
    expect(indianMobile("+44 20 7946 0958")).toBe("+442079460958");
    expect(indianMobile("12345 678901")).toBe("12345678901");
    expect(indianMobile("call me")).toBe("callme");
    expect(phoneWithoutSeparators("+254 712-345.678")).toBe("+254712345678");
  });
});

describe("phoneHref (issue 52 §5)", () => {
  it("makes a phone number a tel: link, +91 before a bare 10-digit number", () => {
    expect(phoneHref("+91 98220 00102")).toBe("tel:+919822000102");
    expect(phoneHref("98220-00102")).toBe("tel:+919822000102");
    expect(phoneHref("1800 209 0115")).toBe("tel:18002090115");
    expect(phoneHref("(020) 6612 2222")).toBe("tel:02066122222");
  });
  it("leaves text that is not a phone number alone", () => {
    for (const value of [null, undefined, "", "NA", "call the office", "12345"]) expect(phoneHref(value)).toBeNull();
  });
});
