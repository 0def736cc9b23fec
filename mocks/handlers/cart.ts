import { http } from "msw";
import { db } from "../store";
import { authed } from "./auth-context";
import { ok } from "./http-utils";

export const cartHandlers = [
  http.get("*/api/enquiryapi/cart/fetch/user", authed(({ user }) => ok({ groups: db.carts[user.userId] ?? [] }))),
];
