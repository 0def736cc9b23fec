import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { profileSchema } from "./profile-schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return parseWithZod(data, { schema: profileSchema });
}

const valid = {
  firstName: "Priya",
  lastName: "Sharma",
  department: "Operations",
  designation: "Plant Manager",
  country: "INDIA- +91",
  state: "Maharashtra",
  mobilePhone: "9820012345",
};

describe("edit-profile schema", () => {
  it("accepts a complete profile; city and middle name are optional", () => {
    expect(form(valid).status).toBe("success");
  });

  it("gives the spec's message for every required field", () => {
    const result = form({});
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.firstName).toEqual(["First name is required"]);
    expect(errors.lastName).toEqual(["last name is required"]);
    expect(errors.department).toEqual(["Department is required"]);
    expect(errors.designation).toEqual(["Designation is required"]);
    expect(errors.country).toEqual(["Country is required"]);
    expect(errors.state).toEqual(["State is required"]);
    expect(errors.mobilePhone).toEqual(["Phone number is required"]);
    expect(errors.city).toBeUndefined();
  });

  it("wants exactly 10 digits for India, digits only everywhere, and caps lengths", () => {
    expect(form({ ...valid, mobilePhone: "98200" }).reply().error?.mobilePhone).toEqual(["Contact number should be 10 digits"]);
    // As people write it (issue 40 §4): separators and +91 or 0 are dropped, then the 10 digits checked and kept.
    for (const typed of ["98200-12345", "+91 98200 12345", "098200 12345"]) {
      const result = form({ ...valid, mobilePhone: typed });
      expect(result.status, typed).toBe("success");
      expect(result.status === "success" ? result.value.mobilePhone : null, typed).toBe("9820012345");
    }
    expect(form({ ...valid, mobilePhone: "98200 1234x" }).reply().error?.mobilePhone).toEqual(["Phone number should contain digits only"]);
    expect(form({ ...valid, country: "KENYA- +254", mobilePhone: "712345678" }).status).toBe("success");
    expect(form({ ...valid, firstName: "x".repeat(31) }).reply().error?.firstName).toEqual(["First name cannot be more than 30 characters"]);
  });
});
