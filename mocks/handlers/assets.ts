import { http } from "msw";
import { db, type Asset, type UserState } from "../store";
import { SPARES } from "../store/catalogue";
import { authed } from "./auth-context";
import { parseFilterBy, includesCI } from "./filters";
import { fail, intParam, notFound, ok, paginate, readJson, str } from "./http-utils";
import { inScope, isRestricted, scopeFor, visibleAsset } from "./scope";

export function assetView(a: Asset, user: UserState) {
  const { accountId: _a, tcaUser: _t, product: _p, ...fields } = a;
  return { ...fields, isFvrt: (db.favourites[user.userId] ?? []).includes(a.id) };
}

/** The portal shows a missing status as Ordered, so filtering by Ordered includes them. */
function statusMatches(a: Asset, wanted: string[]): boolean {
  return includesCI(wanted, a.commisioningStatus ?? "Ordered");
}

export const assetHandlers = [
  http.get(
    "*/api/assetsApi/assets/get-assets-v2",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      const filters = parseFilterBy(url.searchParams.get("filterBy"), "_");
      const statusParam = (url.searchParams.get("commissioningStatus") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
      const statuses = [...(filters.get("status") ?? []), ...statusParam];
      const divisions = filters.get("division") ?? [];
      const locations = filters.get("location") ?? [];
      const favouritesOnly = url.searchParams.get("isFvrt") === "true";
      const favourites = new Set(db.favourites[user.userId] ?? []);
      const matched = db.assets.filter(
        (a) =>
          inScope(a, scope) &&
          !isRestricted(a.id, user) &&
          (!favouritesOnly || favourites.has(a.id)) &&
          (divisions.length === 0 || includesCI(divisions, a.division)) &&
          (locations.length === 0 || includesCI(locations, a.city) || includesCI(locations, a.state)) &&
          (statuses.length === 0 || statusMatches(a, statuses)),
      );
      const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["pageSize", "size"], 8));
      return ok({
        assets: {
          assets: result.items.map((a) => assetView(a, user)),
          totalPages: result.totalPages,
          totalElements: result.totalElements,
        },
      });
    }),
  ),

  http.get(
    "*/api/assetsApi/assets/get-asset-by-id/:id",
    authed(({ params, user }) => {
      const asset = visibleAsset(params.id, user);
      if (!asset) return notFound("Asset not found");
      return ok(assetView(asset, user));
    }),
  ),

  /** Spare recommendations for one asset (complaint dialog, type Spares). */
  http.get(
    "*/api/assetsApi/assets/spare-recommendations/:assetId",
    authed(({ params, user }) => {
      const asset = visibleAsset(params.assetId, user);
      if (!asset) return notFound("Asset not found");
      return ok({ spares: SPARES[asset.division] });
    }),
  ),

  http.get(
    "*/api/assetsApi/assets/asset-filters",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      const seen = new Set<string>();
      const entries: { city: string; state: string; division: string }[] = [];
      for (const a of db.assets.filter((x) => inScope(x, scope))) {
        const key = `${a.city}|${a.state}|${a.division}`;
        if (seen.has(key)) continue;
        seen.add(key);
        entries.push({ city: a.city, state: a.state, division: a.division });
      }
      return ok(entries);
    }),
  ),

  http.post(
    "*/api/assetsApi/assets/populateFavoriteAssets",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const assetId = str(body.assetId);
      if (!assetId || typeof body.isFavorite !== "boolean") return fail(400, "assetId and isFavorite are required");
      const asset = visibleAsset(assetId, user);
      if (!asset) return notFound("Asset not found");
      const current = new Set(db.favourites[user.userId] ?? []);
      if (body.isFavorite) current.add(assetId);
      else current.delete(assetId);
      db.favourites[user.userId] = [...current];
      return ok({ assetId, isFvrt: body.isFavorite });
    }),
  ),
];
