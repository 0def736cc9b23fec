import { describe, expect, it } from "vitest";
import { currentStep, parseStep, progressField, TOUR_STEPS } from "./tour";

describe("guided tour", () => {
  it("has three steps: the dashboard, quick actions, assets", () => {
    expect(TOUR_STEPS.map((s) => s.target)).toEqual(["dashboard", "quick-actions", "assets"]);
    expect(TOUR_STEPS.map((s) => progressField(s.step))).toEqual(["isIntro1Complete", "isIntro2Complete", "isIntro3Complete"]);
  });

  it("shows the first step not yet complete, while the upstream wants it shown", () => {
    expect(currentStep({ show: true, done: [false, false, false] })).toBe(1);
    expect(currentStep({ show: true, done: [true, false, false] })).toBe(2);
    expect(currentStep({ show: true, done: [true, true, false] })).toBe(3);
    expect(currentStep({ show: true, done: [true, false, true] })).toBe(2);
  });

  it("never shows again once finished or when not wanted", () => {
    expect(currentStep({ show: true, done: [true, true, true] })).toBeNull();
    expect(currentStep({ show: false, done: [false, false, false] })).toBeNull();
    expect(currentStep(null)).toBeNull();
  });

  it("reads step numbers 1 to 3 only", () => {
    expect(parseStep("2")).toBe(2);
    for (const bad of ["0", "4", "", null, 2, "1.0"]) expect(parseStep(bad)).toBeNull();
  });
});
