import { describe, expect, it } from "vitest";
import { errorCopy } from "./error-panel";

/** What an error boundary says for a refused request (issue 51 §6: a per-user limit says its own words). */
const refused = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("errorCopy", () => {
  it("says the status's own words", () => {
    expect(errorCopy(refused(404, { message: "Not found" }))).toEqual({ status: 404, title: "Page not found", text: "The page you are looking for does not exist or has moved." });
    expect(errorCopy(new Error("boom"))).toMatchObject({ status: 500, title: "Something went wrong" });
  });

  it("says a refusal's own title and text when the server gave them (a 429's wait)", () => {
    expect(errorCopy(refused(429, { title: "Too many labels", text: "Please try again in 3 minutes." }))).toEqual({ status: 429, title: "Too many labels", text: "Please try again in 3 minutes." });
    expect(errorCopy(refused(429, { title: 3 }))).toMatchObject({ status: 429, title: "Something went wrong" });
  });
});
