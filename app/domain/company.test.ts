import { describe, expect, it } from "vitest";
import { otherCompany } from "./company";

describe("the company a card names (issue 32 §4)", () => {
  it("names a record of another company than the header's", () => {
    expect(otherCompany("Acme Dairy Products Pvt Ltd", "Sunrise Cement Ltd")).toBe("Acme Dairy Products Pvt Ltd");
  });
  it("names none for the header's own company, or when the upstream sent none", () => {
    expect(otherCompany("Sunrise Cement Ltd", "Sunrise Cement Ltd")).toBeNull();
    expect(otherCompany(" Sunrise Cement Ltd ", "Sunrise Cement Ltd")).toBeNull();
    expect(otherCompany(null, "Sunrise Cement Ltd")).toBeNull();
    expect(otherCompany("", "Sunrise Cement Ltd")).toBeNull();
  });
});
