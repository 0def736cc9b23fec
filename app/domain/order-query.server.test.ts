import { describe, expect, it } from "vitest";
import { canonicalOrderSearch, parseOrderQuery } from "./order-query.server";

const at = (search: string) => new URL(`http://portal.test/dashboard/spares-and-services${search}`);

describe("spares and services query", () => {
  it("defaults to Ongoing, page 1, nothing chosen", () => {
    expect(parseOrderQuery(at(""))).toEqual({ view: "ongoing", types: [], statuses: [], products: [], page: 1, due: null });
  });
  it("reads repeated filters; Retrofit and Revamp becomes R&R", () => {
    const q = parseOrderQuery(at("?view=ongoing&type=Retrofit+and+Revamp&type=Spares&status=Order+confirmed&product=Water&page=2"));
    expect(q).toEqual({ view: "ongoing", types: ["Spares", "R&R"], statuses: ["Order confirmed"], products: ["Water"], page: 2, due: null });
  });
  it("falls back on nonsense and drops statuses the view does not offer", () => {
    expect(parseOrderQuery(at("?view=bogus&page=-3&product=Nope"))).toEqual({ view: "ongoing", types: [], statuses: [], products: [], page: 1, due: null });
    expect(parseOrderQuery(at("?view=history&status=Order+confirmed")).statuses).toEqual([]);
    expect(parseOrderQuery(at("?status=Order+closed")).statuses).toEqual([]);
  });
  it("reads Home's due filters only in the view they belong to (issue 52 §3)", () => {
    expect(parseOrderQuery(at("?due=late")).due).toBe("late");
    expect(parseOrderQuery(at("?view=history&due=feedback")).due).toBe("feedback");
    expect(parseOrderQuery(at("?due=feedback")).due).toBeNull();
    expect(parseOrderQuery(at("?view=history&due=late")).due).toBeNull();
    expect(parseOrderQuery(at("?due=bogus")).due).toBeNull();
  });
  it("redirects to the URL that states the applied filter", () => {
    const url = at("?view=history&status=Order+confirmed&type=Retrofit+and+Revamp&page=3");
    expect(canonicalOrderSearch(url, parseOrderQuery(url))).toBe("?view=history&type=R%26R");
    const clean = at("?view=ongoing&type=R%26R&status=Order+confirmed");
    expect(canonicalOrderSearch(clean, parseOrderQuery(clean))).toBeNull();
  });
});
