import { describe, expect, it } from "vitest";
import { isLiteMode, parseLiteChoice } from "./lite-mode";

describe("lite mode rule", () => {
  it("is off without any signal", () => {
    expect(isLiteMode({})).toBe(false);
    expect(isLiteMode({ saveData: null, ect: null, choice: null })).toBe(false);
  });

  it("is on for Save-Data: on, in any case and with spaces", () => {
    expect(isLiteMode({ saveData: "on" })).toBe(true);
    expect(isLiteMode({ saveData: " On " })).toBe(true);
    expect(isLiteMode({ saveData: "off" })).toBe(false);
    expect(isLiteMode({ saveData: "" })).toBe(false);
  });

  it("is on for slow-2g and 2g connections, not 3g or 4g", () => {
    expect(isLiteMode({ ect: "slow-2g" })).toBe(true);
    expect(isLiteMode({ ect: "2g" })).toBe(true);
    expect(isLiteMode({ ect: '"2g"' })).toBe(true);
    expect(isLiteMode({ ect: "3g" })).toBe(false);
    expect(isLiteMode({ ect: "4g" })).toBe(false);
    expect(isLiteMode({ ect: "fast" })).toBe(false);
  });

  it("lets the user's choice win over the hints", () => {
    expect(isLiteMode({ saveData: "on", ect: "slow-2g", choice: "off" })).toBe(false);
    expect(isLiteMode({ ect: "4g", choice: "on" })).toBe(true);
    expect(isLiteMode({ choice: "on" })).toBe(true);
    expect(isLiteMode({ choice: "off" })).toBe(false);
  });

  it("reads only on and off as a choice", () => {
    expect(parseLiteChoice("on")).toBe("on");
    expect(parseLiteChoice("off")).toBe("off");
    expect(parseLiteChoice("1")).toBeNull();
    expect(parseLiteChoice(undefined)).toBeNull();
    expect(parseLiteChoice({})).toBeNull();
  });
});
