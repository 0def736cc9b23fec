import { http } from "msw";
import { PRODUCT_FAMILY } from "../store";
import { authed } from "./auth-context";
import { ok } from "./http-utils";

/** The regions lookup as the upstream lists them (spec document 3 section 9), unordered. */
export const REGION_CODES_UPSTREAM = [
  "AFRICA", "AMERICA", "ANZ", "CENTRAL_AMERICA", "CHINA", "EAST", "EUROPE", "FAR_EAST_ASIA", "HEAD_OFFICE",
  "LATAM", "MENA", "MIDDLE_EAST", "NORTH", "RUSSIA", "SAARC", "SEA", "SOUTH", "WEST",
];

export const lookupHandlers = [
  http.get("*/api/assetsApi/assets/regions", authed(() => ok(REGION_CODES_UPSTREAM))),
  http.get("*/api/assetsApi/assets/divisions", authed(() => ok(Object.keys(PRODUCT_FAMILY)))),
];
