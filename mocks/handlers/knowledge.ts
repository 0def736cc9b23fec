import { http } from "msw";
import { db } from "../store";
import { knowledgeSections, knowledgeSolutions, resourceTypes } from "../store/knowledge";
import { authed } from "./auth-context";
import { includesCI } from "./filters";
import { intParam, ok, paginate } from "./http-utils";

const list = (url: URL, name: string) =>
  url.searchParams.getAll(name).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);

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
          (solutions.length === 0 || includesCI(solutions, k.solution)) &&
          (products.length === 0 || includesCI(products, k.product)),
      );
      const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 12));
      return ok({ items: result.items, totalElements: result.totalElements, totalPages: result.totalPages });
    }),
  ),
];
