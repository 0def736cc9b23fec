import { describe, expect, it } from "vitest";
import { countryOptions, formatIcc, lastTenDigits, phoneMaxLength } from "./profile";

describe("profile display rules", () => {
  it("shows a country as the spec writes it: 'Country- +code'", () => {
    expect(formatIcc("INDIA- +91")).toBe("India- +91");
    expect(formatIcc("India +91")).toBe("India- +91");
    expect(formatIcc("UNITED ARAB EMIRATES- +971")).toBe("United Arab Emirates- +971");
    expect(formatIcc("")).toBe("");
  });

  it("labels the country options 'India- +91' and keeps the upstream's value", () => {
    const options = countryOptions([
      { name: "INDIA", code: "+91" },
      { name: "KENYA", code: "+254" },
    ]);
    expect(options).toEqual([
      { value: "INDIA- +91", label: "India- +91" },
      { value: "KENYA- +254", label: "Kenya- +254" },
    ]);
  });

  it("offers a stored country the list does not have first, in the same format", () => {
    expect(countryOptions([{ name: "INDIA", code: "+91" }], "NEPAL- +977")[0]).toEqual({ value: "NEPAL- +977", label: "Nepal- +977" });
    expect(countryOptions([], "INDIA- +91")).toEqual([{ value: "INDIA- +91", label: "India- +91" }]);
    expect(countryOptions([{ name: "INDIA", code: "+91" }], "INDIA- +91")).toHaveLength(1);
  });

  it("caps the contact number at 10 digits for India, 15 elsewhere", () => {
    expect(phoneMaxLength("INDIA- +91")).toBe(10);
    expect(phoneMaxLength("KENYA- +254")).toBe(15);
    expect(phoneMaxLength("")).toBe(15);
    expect(phoneMaxLength(undefined)).toBe(15);
  });

  it("shows the last 10 digits of a stored number", () => {
    expect(lastTenDigits("+919820012345")).toBe("9820012345");
  });
});
