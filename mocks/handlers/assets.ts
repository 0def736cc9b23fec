import { http } from "msw";
import { db, DOCUMENT_COUNT_KEY, type Asset, type AssetPreferences, type DocCount, type UserState } from "../store";
import { SPARES } from "../store/catalogue";
import { isViewedBy } from "../store/documents";
import { authed } from "./auth-context";
import { includesCI, parseFilterBy, semicolonList } from "./filters";
import { fail, intParam, notFound, ok, paginate, readJson, str } from "./http-utils";
import { accountNameOf, inScope, isRestricted, scopeFor, visibleAsset } from "./scope";

/** Documents per category with the ones this user has not opened. */
function documentCount(assetId: string, user: UserState) {
  const count = { drawings: { totalCount: 0, unreadCount: 0 }, reports: { totalCount: 0, unreadCount: 0 }, others: { totalCount: 0, unreadCount: 0 } } satisfies Record<string, DocCount>;
  for (const d of db.documents) {
    if (d.assetId !== assetId) continue;
    const c = count[DOCUMENT_COUNT_KEY[d.type]];
    c.totalCount++;
    if (!isViewedBy(d, user.userId)) c.unreadCount++;
  }
  return count;
}

export function assetView(a: Asset, user: UserState) {
  const { accountId: _a, tcaUser: _t, product: _p, documentPlan: _d, ...fields } = a;
  // The warranty's state against today (spec document 3 section 9: activeWarranty, expiredWarranty).
  const warrantyStatus = a.warrantyExpiredDate ? (a.warrantyExpiredDate.slice(0, 10) < new Date().toISOString().slice(0, 10) ? "expiredWarranty" : "activeWarranty") : null;
  return { ...fields, warrantyStatus, accountName: accountNameOf(a), isFvrt: (db.favourites[user.userId] ?? []).includes(a.id), documentCount: documentCount(a.id, user) };
}

/** My Assets follow the saved preferences: a location (city or state) and a division chosen. */
function inPreferences(a: Asset, prefs: AssetPreferences | undefined): boolean {
  if (!prefs) return true;
  const places = [...prefs.city, ...prefs.state];
  return (places.length === 0 || includesCI(places, a.city) || includesCI(places, a.state)) && (prefs.division.length === 0 || includesCI(prefs.division, a.division));
}

const joined = (values: string[]) => (values.length ? values.join(";") : null);

/** Asset names as the rename call accepts them: 1 to 50 characters of letters, digits, spaces and . , ' - ( ) / & # + :, a letter or digit among them (issue 32). */
const ASSET_NAME = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} .,'’()/&#+:-]{1,50}$/u;

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
      const prefs = db.preferences[user.userId];
      const matched = db.assets.filter(
        (a) =>
          inScope(a, scope) &&
          !isRestricted(a.id, user) &&
          (!favouritesOnly || (favourites.has(a.id) && inPreferences(a, prefs))) &&
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

  /** The customer's own name for an asset. */
  http.put(
    "*/api/assetsApi/assets/:id",
    authed(async ({ params, request, user }) => {
      const asset = visibleAsset(params.id, user);
      if (!asset) return notFound("Asset not found");
      const name = str((await readJson(request)).name)?.trim();
      if (!name || !ASSET_NAME.test(name)) return fail(400, "Invalid Name");
      asset.name = name;
      return ok(assetView(asset, user), "Asset updated");
    }),
  ),

  http.get(
    "*/api/assetsApi/assets/get-user-asset-preferences",
    authed(({ user }) => {
      const prefs = db.preferences[user.userId];
      return ok({ city: joined(prefs?.city ?? []), state: joined(prefs?.state ?? []), division: joined(prefs?.division ?? []) });
    }),
  ),

  /** `{ city, state, division }` as semicolon-joined lists (or null) and `isSubmit: true`. */
  http.post(
    "*/api/assetsApi/assets/save-user-preferences-for-asset",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const list = (v: unknown) => (typeof v === "string" ? semicolonList(v) : []);
      if (body.isSubmit !== true) return fail(400, "isSubmit must be true");
      const prefs = { city: list(body.city), state: list(body.state), division: list(body.division) };
      if (prefs.city.length + prefs.state.length === 0 || prefs.division.length === 0) return fail(400, "Choose at least one location and one product");
      db.preferences[user.userId] = prefs;
      return ok({ city: joined(prefs.city), state: joined(prefs.state), division: joined(prefs.division) }, "Preferences saved");
    }),
  ),
];
