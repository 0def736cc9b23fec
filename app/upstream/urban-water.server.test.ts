import { describe, expect, it } from "vitest";
import { encodeCaptchaAnswer } from "./urban-water.server";

describe("captcha answer", () => {
  it("encodes the answer as base64 of the trimmed text", () => {
    expect(encodeCaptchaAnswer(" 12 ")).toBe("MTI=");
  });
});
