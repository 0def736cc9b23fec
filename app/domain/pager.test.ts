import { describe, expect, it } from "vitest";
import { pageCount, pagerWindow } from "./pager";

describe("pagerWindow", () => {
  it("shows every page when there are 6 or fewer", () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("starts at 1 near the start", () => {
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("centres the current page in the middle (two before, three after)", () => {
    expect(pagerWindow(4, 20)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(pagerWindow(10, 20)).toEqual([8, 9, 10, 11, 12, 13]);
  });

  it("slides against the end so it keeps 6 numbers", () => {
    expect(pagerWindow(18, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pagerWindow(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pagerWindow(7, 7)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("clamps a page outside the range and answers nothing without pages", () => {
    expect(pagerWindow(0, 10)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerWindow(99, 10)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(pagerWindow(1, 0)).toEqual([]);
  });

  it("honours another window size, odd ones centred exactly", () => {
    expect(pagerWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pagerWindow(5, 10, 1)).toEqual([5]);
  });
});

describe("pageCount", () => {
  it("rounds up and answers 0 for an empty list", () => {
    expect(pageCount(0, 4)).toBe(0);
    expect(pageCount(4, 4)).toBe(1);
    expect(pageCount(5, 4)).toBe(2);
  });
});
