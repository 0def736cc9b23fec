import { describe, expect, it } from "vitest";
import { KNOWLEDGE_INDUSTRIES, KNOWLEDGE_SOLUTIONS, industryHref, industrySlug, sectionLabel } from "./knowledge";
import { parseKnowledgeQuery } from "./knowledge-query.server";

const parse = (query: string) => parseKnowledgeQuery(new URL(`http://portal.test/knowledge-hub${query}`));

describe("knowledge hub lists", () => {
  it("holds the spec's 17 industries and six solutions with their products", () => {
    expect(KNOWLEDGE_INDUSTRIES).toHaveLength(17);
    expect(KNOWLEDGE_SOLUTIONS.map((s) => s.solution)).toEqual([
      "Process Heating",
      "Chemical",
      "Absorption Cooling",
      "Steam",
      "Waste & Water Solutions",
      "Air Pollution Control",
    ]);
    expect(KNOWLEDGE_SOLUTIONS.reduce((n, s) => n + s.products.length, 0)).toBe(30);
  });

  it("links each industry to a page of its own", () => {
    expect(industrySlug("Paper & Pulp")).toBe("paper-pulp");
    expect(industrySlug("Commercial/Construction")).toBe("commercial-construction");
    expect(industryHref("Tyre", "https://example.test/industries")).toBe("https://example.test/industries/tyre/");
    expect(new Set(KNOWLEDGE_INDUSTRIES.map((i) => industryHref(i))).size).toBe(17);
    // Pharmaceuticals opens the portal's own full-screen pharma page (decision 052).
    expect(industryHref("Pharmaceuticals")).toBe("/pharma?back=/knowledge-hub");
  });

  it("names sections by their value", () => {
    expect(sectionLabel("PRODUCT_AND_FEATURES")).toBe("Product Brochures");
    expect(sectionLabel("OTHER")).toBe("OTHER");
  });
});

describe("parseKnowledgeQuery", () => {
  it("reads one section, repeated types, solutions and products, and the page", () => {
    expect(parse("?section=TRAINING_MATERIALS&type=Video&solution=Steam&product=CPCRS&product=HPCRS&page=2")).toEqual({
      section: "TRAINING_MATERIALS",
      types: ["Video"],
      solutions: ["Steam"],
      products: ["CPCRS", "HPCRS"],
      page: 2,
    });
  });

  it("falls back to no filter and page 1 for anything malformed", () => {
    expect(parse("?section=&page=-1")).toEqual({ section: null, types: [], solutions: [], products: [], page: 1 });
    expect(parse(`?type=${"x".repeat(61)}`).types).toEqual([]);
    expect(parse("?type=Video&type=Video").types).toEqual(["Video"]);
  });
});
