import { http } from "msw";
import { db } from "../store";
import { authed } from "./auth-context";
import { ok } from "./http-utils";
import { inScope, isRestricted, scopeFor } from "./scope";

/**
 * Book assets (spec document 2 section 3: "Book-asset entries show name, productFamily, state"):
 * the assets the caller's account has booked and not yet received, that is, whose commissioning
 * status is Ordered or not set. Every one, by name: the spec names no paging for this call.
 * Dealers who send their code see what was booked through it.
 */
export const bookingHandlers = [
  http.get(
    "*/api/assetsApi/assets/book-assets",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      const booked = db.assets
        .filter((a) => inScope(a, scope) && !isRestricted(a.id, user) && (a.commisioningStatus === "Ordered" || a.commisioningStatus === null))
        .map((a) => ({ id: a.id, name: a.name, thermaxName: a.thermaxName, productFamily: a.productFamily, state: a.state }))
        .sort((a, b) => (a.name ?? a.thermaxName).localeCompare(b.name ?? b.thermaxName) || a.id.localeCompare(b.id));
      return ok(booked);
    }),
  ),
];
