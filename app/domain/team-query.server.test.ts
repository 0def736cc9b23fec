import { describe, expect, it } from "vitest";
import { parseTeamQuery, teamFilterParams } from "./team-query.server";

const parse = (search: string) => parseTeamQuery(new URL(`http://portal.test/my-team${search}`));

describe("My Team's query (issue 33 §1)", () => {
  it("reads the search text, the known statuses in their order, and the page", () => {
    expect(parse("?q=%20Sunil%20%20Pawar%20&status=PENDING&status=ACTIVE&status=OWNER&page=2")).toEqual({
      q: "Sunil Pawar",
      statuses: ["ACTIVE", "PENDING"],
      page: 2,
    });
  });

  it("drops control characters, cuts long text, and reads a bad page as page 1", () => {
    const q = parse(`?q=a%00b%E2%80%AEc${"x".repeat(100)}&page=-3`);
    expect(q.q).toBe(`abc${"x".repeat(57)}`);
    expect(q.page).toBe(1);
  });

  it("sends searchText and a ;-list of statuses, nothing when nothing is chosen", () => {
    expect(teamFilterParams(parse("?q=acmedairy&status=ACTIVE&status=DEACTIVATED"))).toEqual({ searchText: "acmedairy", status: "ACTIVE;DEACTIVATED" });
    expect(teamFilterParams(parse(""))).toEqual({ searchText: undefined, status: undefined });
  });
});
