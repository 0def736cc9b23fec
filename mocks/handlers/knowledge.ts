import { http } from "msw";
import { db, type KnowledgeItem } from "../store";
import { knowledgeSections, knowledgeSolutions, resourceTypes } from "../store/knowledge";
import { authed } from "./auth-context";
import { includesCI } from "./filters";
import { intParam, ok, paginate } from "./http-utils";

const list = (url: URL, name: string) =>
  url.searchParams.getAll(name).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);

/**
 * Solutions and products filter as a tree: with nothing chosen every item matches; a product
 * chosen narrows its solution to the chosen products (the solution need not be chosen too); a
 * solution chosen without any of its products matches all of that solution's items.
 */
function matchesSolution(k: KnowledgeItem, solutions: string[], products: string[]): boolean {
  if (solutions.length === 0 && products.length === 0) return true;
  const own = knowledgeSolutions.find((s) => s.solution === k.solution)?.products ?? [];
  const chosenHere = own.filter((p) => includesCI(products, p));
  if (chosenHere.length > 0) return k.product !== null && includesCI(chosenHere, k.product);
  return includesCI(solutions, k.solution);
}

export const knowledgeHandlers = [
  http.get(
    "*/api/knowledgeapi/knowledge/options",
    authed(() => ok({ sections: knowledgeSections, solutions: knowledgeSolutions, resourceTypes })),
  ),

  http.get(
    "*/api/knowledgeapi/knowledge/items",
    authed(({ url }) => {
      const section = url.searchParams.get("section");
      const types = list(url, "resourceTypes");
      const solutions = list(url, "solutions");
      const products = list(url, "products");
      const matched = db.knowledge.filter(
        (k) =>
          (!section || k.section === section) &&
          (types.length === 0 || includesCI(types, k.resourceType)) &&
          matchesSolution(k, solutions, products),
      );
      const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 12));
      return ok({ items: result.items, totalElements: result.totalElements, totalPages: result.totalPages });
    }),
  ),
];
