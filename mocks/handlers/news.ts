/**
 * The provider's news (spec document 3 section 7: "public blog and news endpoints of the provider's
 * site"; document 2 section 2.17: the home list holds 4 items, 3 flagged visible). The whole list
 * with each item's flag: choosing what to show is the portal's job.
 */
import { http } from "msw";
import { NEWS } from "../store/news";
import { authed } from "./auth-context";
import { ok } from "./http-utils";

export const newsHandlers = [http.get("*/api/contentapi/news", authed(() => ok({ news: NEWS })))];
