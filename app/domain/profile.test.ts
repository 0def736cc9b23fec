import { describe, expect, it } from "vitest";
import { countryNameOf, countryOptions, formatIcc, inPlaces, lastTenDigits, phoneMaxLength, placeOptions } from "./profile";

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

describe("State and City pickers (issue 42 §7)", () => {
  it("names the country as the countries service does", () => {
    expect(countryNameOf("INDIA- +91")).toBe("India");
    expect(countryNameOf("UNITED ARAB EMIRATES- +971")).toBe("United Arab Emirates");
    expect(countryNameOf("Sri Lanka +94")).toBe("Sri Lanka");
    expect(countryNameOf("")).toBeNull();
    expect(countryNameOf(null)).toBeNull();
    expect(countryNameOf("+91")).toBeNull();
  });

  it("offers the service's names, and a stored value it lacks first", () => {
    expect(placeOptions(["Gujarat", "Maharashtra"], "Maharashtra").map((o) => o.value)).toEqual(["Gujarat", "Maharashtra"]);
    expect(placeOptions(["Gujarat"], "Goa").map((o) => o.value)).toEqual(["Goa", "Gujarat"]);
    expect(placeOptions([], null)).toEqual([]);
  });

  it("keeps a value only when the answered list has it (a text field keeps any)", () => {
    expect(inPlaces(["Pune"], "Pune")).toBe(true);
    expect(inPlaces(["Pune"], "Dubai")).toBe(false);
    expect(inPlaces(["Pune"], "")).toBe(false);
    expect(inPlaces(null, "Dubai")).toBe(true);
    expect(inPlaces([], "Dubai")).toBe(true);
  });
});
