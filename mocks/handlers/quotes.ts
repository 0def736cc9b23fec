import { http } from "msw";
import { db, type Asset, type CartGroup, type CartItem, type UserState } from "../store";
import { SERVICES, SPARES, type CatalogueItem } from "../store/catalogue";
import { authed } from "./auth-context";
import { openEnquiry } from "./enquiries";
import { includesCI } from "./filters";
import { fail, intParam, notFound, ok, paginate, readJson, str } from "./http-utils";
import { openTicket } from "./new-ticket";
import { inScope, scopeFor, visibleAsset } from "./scope";

/**
 * Get a Quote (spec document 3 sections 4 and 7): recommendations by asset, frequently booked
 * items, the cart (add and update, multipart), the quote request that turns the cart into an
 * enquiry, and the new-equipment enquiry.
 */
export const INTEREST_AREAS = [
  "Absorption Cooling",
  "Air Pollution Control",
  "Process Cooling",
  "Process Heating",
  "Water & Waste Solution",
  "Large Boilers & Fired Heaters",
  "Others",
];

type ItemType = "Spare" | "Service";
const withType = (items: CatalogueItem[], type: ItemType) => items.map((i) => ({ ...i, type }));
const label = (a: Asset) => a.name ?? a.thermaxName;

function matches(text: string, query: string) {
  return text.toLowerCase().includes(query);
}

function recommendationsOf(asset: Asset, query: string) {
  const all = [...withType(SPARES[asset.division], "Spare"), ...withType(SERVICES[asset.division], "Service")];
  const assetHit = !query || matches(`${label(asset)} ${asset.thermaxName}`, query);
  const items = assetHit ? all : all.filter((i) => matches(`${i.name} ${i.partCode}`, query));
  return {
    assetId: asset.id,
    assetName: asset.name,
    thermaxName: asset.thermaxName,
    productFamily: asset.productFamily,
    spares: items.filter((i) => i.type === "Spare"),
    services: items.filter((i) => i.type === "Service"),
  };
}

function cartOf(user: UserState): CartGroup[] {
  return (db.carts[user.userId] ??= []);
}

function nextItemId(): string {
  const used = Object.values(db.carts).flatMap((groups) => groups.flatMap((g) => [...g.spares, ...g.services]).map((i) => Number(i.id.slice(3)) || 0));
  return `CI-${String(Math.max(100, ...used) + 1).padStart(3, "0")}`;
}

async function formOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** Whole number 0..999 (0 removes on update); anything else is null. */
function quantityOf(raw: FormDataEntryValue | null): number | null {
  if (typeof raw !== "string" || !/^\d{1,3}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export const quoteHandlers = [
  /** Recommended spares and services, grouped by asset: `page`, `size`, `name` (search), `tcaUser`. */
  http.get(
    "*/api/assetsApi/recommendations/asset",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      const query = (url.searchParams.get("name") ?? "").trim().toLowerCase();
      const groups = db.assets
        .filter((a) => inScope(a, scope))
        .map((a) => recommendationsOf(a, query))
        .filter((g) => g.spares.length + g.services.length > 0);
      const result = paginate(groups, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 4));
      return ok({ recommendations: result.items, totalElements: result.totalElements, totalPages: result.totalPages });
    }),
  ),

  /**
   * What is booked most often for assets of this one's division (order lines across every account,
   * so a new asset has suggestions too), among the items offered for it; at most 3.
   */
  http.get(
    "*/api/assetsApi/frequentlyBooked",
    authed(({ url, user }) => {
      const asset = visibleAsset(url.searchParams.get("assetId"), user);
      if (!asset) return notFound("Asset not found");
      const offered = [...withType(SPARES[asset.division], "Spare"), ...withType(SERVICES[asset.division], "Service")];
      const divisionAssets = new Set(db.assets.filter((a) => a.division === asset.division).map((a) => a.id));
      const bookings = new Map<string, number>();
      for (const order of db.orders.filter((o) => divisionAssets.has(o.assetId))) {
        for (const line of order.lineItems) bookings.set(line.orderedItem, (bookings.get(line.orderedItem) ?? 0) + 1);
      }
      const items = offered
        .map((i) => ({ ...i, bookings: bookings.get(i.partCode) ?? 0 }))
        .filter((i) => i.bookings > 0)
        .sort((a, b) => b.bookings - a.bookings || a.partCode.localeCompare(b.partCode))
        .slice(0, 3);
      return ok({ assetId: asset.id, items });
    }),
  ),

  /** Add to the cart (multipart: assetId, partCode, itemType Spare|Service, quantity). Answers the cart. */
  http.post(
    "*/api/enquiryapi/cart/add",
    authed(async ({ request, user }) => {
      const form = await formOf(request);
      if (!form) return fail(400, "multipart/form-data expected");
      const asset = visibleAsset(form.get("assetId"), user);
      if (!asset) return fail(400, "Asset not found");
      const type = form.get("itemType");
      if (type !== "Spare" && type !== "Service") return fail(400, "itemType must be Spare or Service");
      const item = (type === "Spare" ? SPARES : SERVICES)[asset.division].find((i) => i.partCode === form.get("partCode"));
      if (!item) return fail(400, "This item is not offered for the asset");
      const quantity = quantityOf(form.get("quantity"));
      if (quantity === null || quantity < 1) return fail(400, "quantity must be a whole number of at least 1");
      const cart = cartOf(user);
      let group = cart.find((g) => g.id === `CG-${asset.id}`);
      if (!group) {
        group = { id: `CG-${asset.id}`, name: label(asset), spares: [], services: [] };
        cart.push(group);
      }
      const list = type === "Spare" ? group.spares : group.services;
      const existing = list.find((i) => i.partCode === item.partCode);
      if (existing) existing.quantity += quantity;
      else list.push({ id: nextItemId(), partCode: item.partCode, description: item.name, quantity });
      return ok({ groups: cart });
    }),
  ),

  /** Change a quantity (multipart: itemId, quantity; 0 removes the item). Answers the cart. */
  http.put(
    "*/api/enquiryapi/cart/update",
    authed(async ({ request, user }) => {
      const form = await formOf(request);
      if (!form) return fail(400, "multipart/form-data expected");
      const quantity = quantityOf(form.get("quantity"));
      if (quantity === null) return fail(400, "quantity must be a whole number");
      const cart = cartOf(user);
      const itemId = form.get("itemId");
      const group = cart.find((g) => [...g.spares, ...g.services].some((i) => i.id === itemId));
      if (!group) return notFound("Cart item not found");
      const update = (items: CartItem[]) =>
        quantity === 0 ? items.filter((i) => i.id !== itemId) : items.map((i) => (i.id === itemId ? { ...i, quantity } : i));
      group.spares = update(group.spares);
      group.services = update(group.services);
      db.carts[user.userId] = cart.filter((g) => g.spares.length + g.services.length > 0);
      return ok({ groups: db.carts[user.userId] });
    }),
  ),

  /** Turn the cart into a quotation enquiry: `{ userId }`; `data` is the ticket number; the cart empties. */
  http.post(
    "*/api/enquiryapi/enquiry/generate",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      if (str(body.userId) !== user.userId) return fail(400, "userId does not match the signed-in user");
      const cart = cartOf(user);
      if (cart.length === 0) return fail(400, "Your cart is empty.");
      const firstAsset = db.assets.find((a) => `CG-${a.id}` === cart[0].id) ?? null;
      const ticketNumber = openTicket(user, firstAsset, "Quotation");
      // The enquiry the quote request makes: every line of the cart, with the asset it is for.
      const lines = (pick: (g: CartGroup) => CartItem[]) =>
        cart.flatMap((g) => pick(g).map((i) => ({ partCode: i.partCode, description: i.description, quantity: i.quantity, assetName: g.name })));
      const spares = lines((g) => g.spares);
      const services = lines((g) => g.services);
      openEnquiry({
        user,
        type: spares.length > 0 ? "Spare" : "Service",
        asset: firstAsset,
        ticketNumber,
        name: `Quote for ${cart.map((g) => g.name).join(", ")}`.slice(0, 120),
        spares,
        services,
      });
      db.carts[user.userId] = [];
      return ok(ticketNumber);
    }),
  ),

  /** New-equipment enquiry: name, email, phone, accountId, accountName, interestArea, details, userId. */
  http.post(
    "*/api/enquiryapi/newAssetEnquiry",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const area = str(body.interestArea) ?? "";
      if (!includesCI(INTEREST_AREAS, area)) return fail(400, "Interest field is required.");
      const details = str(body.details)?.trim() ?? "";
      if (!details) return fail(400, "Details field is required.");
      if (details.length > 500) return fail(400, "Details must be at most 500 characters.");
      if (str(body.userId) !== user.userId || str(body.accountId) !== user.accountId) return fail(400, "userId and accountId must be the signed-in user's");
      const ticketNumber = openTicket(user, null, "New Equipment Request");
      // A new-equipment enquiry has no name of its own: the portal shows its id.
      openEnquiry({ user, type: "NonStandard", asset: null, ticketNumber, name: null, interestArea: area, details });
      return ok(ticketNumber);
    }),
  ),
];
