import { describe, expect, it } from "vitest";
import { db } from "./store";
import { api, tokenFor, useInProcessUpstream } from "./handlers/test-setup";

type Json = Record<string, unknown>;
const testIdentity = useInProcessUpstream();

describe("auth", () => {
  it("refuses calls without a valid bearer token", async () => {
    expect((await api("/userapi/api/um/profile")).json).toEqual({ status: 401, message: "Unauthorized" });
    const bad = await api("/userapi/api/um/profile", { token: "not-a-jwt" });
    expect(bad.status).toBe(401);
  });

  it("signs in known users and answers 404 for unknown ones", async () => {
    const res = await api("/userapi/api/um/auth/login", { method: "POST", json: {}, token: await tokenFor("customer@demo.test") });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ userId: "U-1001", accountId: "ACC-1001", cpContactProfile: "Customer User", icc: "INDIA- +91" });
    const unknown = await api("/userapi/api/um/auth/login", { method: "POST", json: {}, token: await tokenFor("unregistered@demo.test") });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ status: 404, message: "User Not Registered" });
  });

  it("refreshes through the identity bridge and answers 404 for a used token", async () => {
    const first = await api("/userapi/api/um/auth/refreshTokenAzure", { method: "POST", json: { refreshToken: "refresh-U-1001" } });
    expect(first.status).toBe(200);
    const data = first.json.data as Json;
    expect(data.token).toBe("access-for-U-1001");
    expect(typeof data.refreshToken).toBe("string");
    expect(Date.parse(String(data.tokenExpiration))).toBe(data.tokenExpirationInMillis);
    const again = await api("/userapi/api/um/auth/refreshTokenAzure", { method: "POST", json: { refreshToken: "refresh-U-1001" } });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ status: 404, message: "Refresh token not found" });
  });

  it("logout revokes earlier tokens and grants, but a later sign-in works", async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = await tokenFor("customer@demo.test", now - 5);
    const sameSecond = await tokenFor("customer@demo.test", now);
    expect((await api("/userapi/api/um/profile", { token: old })).status).toBe(200);
    const out = await api("/userapi/api/um/auth/logout", { method: "POST", token: old, json: { userId: "U-1001", accountId: "ACC-1001" } });
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ statusCode: 200 });
    expect(testIdentity.revoked).toEqual(["U-1001"]);
    expect((await api("/userapi/api/um/profile", { token: old })).status).toBe(401);
    expect((await api("/userapi/api/um/profile", { token: sameSecond })).status).toBe(401);
    // Issued in a second after the logout's (read after it: on a loaded machine the logout may
    // land seconds after \`now\`).
    const fresh = await tokenFor("customer@demo.test", Math.floor(Date.now() / 1000) + 1);
    expect((await api("/userapi/api/um/profile", { token: fresh })).status).toBe(200);
    // Other users are unaffected.
    expect((await api("/userapi/api/um/profile", { token: await tokenFor("buyer@demo.test", now - 5) })).status).toBe(200);
  });
});

describe("users and lookups", () => {
  it("answers the profile and consolidated data", async () => {
    const token = await tokenFor("customer@demo.test");
    const profile = await api("/userapi/api/um/profile", { token });
    expect(profile.json.data).toMatchObject({ id: "U-1001", email: "customer@demo.test", salutation: "Ms.", icc: "INDIA- +91" });
    const consolidated = (await api("/userapi/api/um/consolidated", { token })).json.data as Json;
    expect(consolidated.countries).toContainEqual({ name: "INDIA", code: "+91" });
    expect(consolidated.salutations).toEqual(["Mr.", "Ms.", "Mrs.", "Dr."]);
  });

  it("pages and searches companies case-insensitively", async () => {
    const token = await tokenFor("staff@thermax.test");
    const page0 = (await api("/userapi/api/um/companyListing?page=0&size=15", { token })).json.data as Json;
    expect(page0.totalElements).toBe(db.companies.length);
    expect((page0.companyListResponseDTO as unknown[]).length).toBe(15);
    expect(page0.totalPages).toBe(2);
    const search = (await api("/userapi/api/um/companyListing?accountPrefix=ACME&page=0&size=15", { token })).json.data as Json;
    expect(search.companyListResponseDTO).toEqual([
      { id: "ACC-2020", name: "Acme Beverages Ltd" },
      { id: "ACC-1001", name: "Acme Dairy Products Pvt Ltd" },
    ]);
    const word = (await api("/userapi/api/um/companyListing?accountPrefix=cem", { token })).json.data as Json;
    expect((word.companyListResponseDTO as Json[]).map((c) => c.name)).toContain("Sunrise Cement Ltd");
  });

  it("scopes the company list to a dealer's code", async () => {
    const token = await tokenFor("dealer@demo.test");
    const res = (await api("/userapi/api/um/companyListing?page=0&size=15&tcaUser=TCA-501", { token })).json.data as Json;
    expect((res.companyListResponseDTO as Json[]).map((c) => c.id).sort()).toEqual(["ACC-1001", "ACC-1002", "ACC-1004"]);
  });

  it("returns the cart of customer@demo.test", async () => {
    const res = (await api("/enquiryapi/cart/fetch/user", { token: await tokenFor("customer@demo.test") })).json.data as {
      groups: { spares: unknown[]; services: unknown[] }[];
    };
    expect(res.groups).toHaveLength(2);
    expect(res.groups.reduce((n, g) => n + g.spares.length + g.services.length, 0)).toBe(5);
  });
});

describe("notifications", () => {
  it("pages newest first with the unread count, and marks read", async () => {
    const token = await tokenFor("customer@demo.test");
    const p0 = (await api("/notificationapi/notifications/all?page=0&size=10", { token })).json.data as {
      data: { notificationId: string; createdAt: string; read: boolean }[];
      unreadCount: number;
      totalElements: number;
    };
    expect(p0.data).toHaveLength(10);
    expect(p0.totalElements).toBe(30);
    expect(p0.unreadCount).toBe(12);
    const dates = p0.data.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const p2 = (await api("/notificationapi/notifications/all?page=2&size=10", { token })).json.data as { data: { createdAt: string }[] };
    expect(p2.data).toHaveLength(10);
    expect(p2.data[0].createdAt < dates[9]).toBe(true);
    expect((await api("/notificationapi/notifications/all?page=3&size=10", { token })).json.data).toMatchObject({ data: [] });

    const unread = p0.data.find((n) => !n.read);
    const marked = await api(`/notificationapi/notifications/${unread?.notificationId}/mark-read`, { method: "PUT", token });
    expect(marked.json.data).toMatchObject({ notificationId: unread?.notificationId, read: true });
    const after = (await api("/notificationapi/notifications/all?page=0&size=10", { token })).json.data as { unreadCount: number };
    expect(after.unreadCount).toBe(11);
  });

  it("does not let a user mark someone else's notification", async () => {
    const other = db.notifications.find((n) => n.userId === "U-1002");
    const res = await api(`/notificationapi/notifications/${other?.notificationId}/mark-read`, { method: "PUT", token: await tokenFor("customer@demo.test") });
    expect(res.status).toBe(404);
  });
});

describe("later domains", () => {
  it("lists assets with filters, favourites and paging", async () => {
    const token = await tokenFor("customer@demo.test");
    const all = (await api("/assetsApi/assets/get-assets-v2?page=0&pageSize=8", { token })).json.data as { assets: { assets: Json[]; totalElements: number; totalPages: number } };
    expect(all.assets.totalElements).toBe(14);
    expect(all.assets.assets).toHaveLength(8);
    expect(all.assets.totalPages).toBe(2);
    const cooling = (await api("/assetsApi/assets/get-assets-v2?page=0&pageSize=8&filterBy=division_COOLING,HEATING$status_Commisioned", { token })).json.data as { assets: { assets: Json[] } };
    expect(cooling.assets.assets.every((a) => ["COOLING", "HEATING"].includes(String(a.division)) && a.commisioningStatus === "Commisioned")).toBe(true);
    const fav = (await api("/assetsApi/assets/get-assets-v2?page=0&pageSize=8&isFvrt=true", { token })).json.data as { assets: { assets: Json[]; totalElements: number } };
    expect(fav.assets.totalElements).toBe(5);
    expect(fav.assets.assets.every((a) => a.isFvrt === true)).toBe(true);
    const ordered = (await api("/assetsApi/assets/get-assets-v2?page=0&pageSize=50&filterBy=status_Ordered", { token })).json.data as { assets: { assets: Json[] } };
    expect(ordered.assets.assets.some((a) => a.commisioningStatus === null)).toBe(true);
  });

  it("scopes dealer lists to the dealer code", async () => {
    const token = await tokenFor("dealer@demo.test");
    const res = (await api("/assetsApi/assets/get-assets-v2?page=0&pageSize=100&tcaUser=TCA-501", { token })).json.data as { assets: { totalElements: number } };
    expect(res.assets.totalElements).toBe(db.assets.filter((a) => a.tcaUser === "TCA-501").length);
    const own = (await api("/assetsApi/assets/get-assets-v2?page=0&pageSize=100", { token })).json.data as { assets: { totalElements: number } };
    expect(own.assets.totalElements).toBe(db.assets.filter((a) => a.accountId === "ACC-1002").length);
  });

  it("names each list item's company, so a dealer's mixed list can say whose it is (issue 32 §4)", async () => {
    const token = await tokenFor("dealer@demo.test");
    const names = async (path: string, items: (data: Json) => Json[]) => new Set(items((await api(path, { token })).json.data as Json).map((i) => i.accountName));
    const assets = await names("/assetsApi/assets/get-assets-v2?page=0&pageSize=100&tcaUser=TCA-501", (d) => (d.assets as { assets: Json[] }).assets);
    const expected = new Set(db.assets.filter((a) => a.tcaUser === "TCA-501").map((a) => db.companies.find((c) => c.id === a.accountId)?.name));
    expect(assets).toEqual(expected);
    expect(assets.size).toBeGreaterThan(1);
    const tickets = await names("/ticketapi/tickets?page=0&pageSize=100&tcaUser=TCA-501", (d) => (d.tickets as { ticketInfoList: Json[] }).ticketInfoList);
    const orders = await names("/orderapi/v2/orders?page=0&pageSize=100&filterBy=Spares;R%26R;Services;Project;Product&tcaUser=TCA-501", (d) => (d.order as { orderInfo: Json[] }).orderInfo);
    const contracts = await names("/serviceapi/getActiveServices?page=0&size=100&tcaUser=TCA-501", (d) => d.items as Json[]);
    for (const seen of [tickets, orders, contracts]) {
      expect(seen.size).toBeGreaterThan(0);
      for (const name of seen) expect(expected).toContain(name);
    }
  });

  it("reads an asset, refuses another account's, and toggles favourites", async () => {
    const token = await tokenFor("customer@demo.test");
    expect((await api("/assetsApi/assets/get-asset-by-id/AST-0002", { token })).json.data).toMatchObject({ id: "AST-0002", isFvrt: false });
    expect((await api("/assetsApi/assets/get-asset-by-id/AST-0030", { token })).status).toBe(404);
    await api("/assetsApi/assets/populateFavoriteAssets", { method: "POST", token, json: { userId: "U-1001", assetId: "AST-0002", isFavorite: true } });
    expect((await api("/assetsApi/assets/get-asset-by-id/AST-0002", { token })).json.data).toMatchObject({ isFvrt: true });
  });

  it("lists tickets and my tickets with status/type filters", async () => {
    const token = await tokenFor("customer@demo.test");
    const all = (await api("/ticketapi/tickets?page=0&pageSize=4", { token })).json.data as { tickets: { ticketInfoList: Json[]; totalElements: number; totalPages: number } };
    expect(all.tickets.ticketInfoList).toHaveLength(4);
    const mine = (await api("/ticketapi/my-tickets?page=0&pageSize=100", { token })).json.data as { tickets: { ticketInfoList: Json[]; totalElements: number } };
    expect(mine.tickets.totalElements).toBeGreaterThan(0);
    expect(mine.tickets.totalElements).toBeLessThan(all.tickets.totalElements);
    expect(mine.tickets.ticketInfoList.every((t) => t.contactId === "U-1001")).toBe(true);
    const filtered = (await api(`/ticketapi/tickets?page=0&pageSize=100&filterBy=${encodeURIComponent("status-Open,Completed$type-Quotation,Complaint")}`, { token })).json.data as { tickets: { ticketInfoList: Json[] } };
    expect(filtered.tickets.ticketInfoList.length).toBeGreaterThan(0);
    for (const t of filtered.tickets.ticketInfoList) {
      expect(["Open", "Completed"]).toContain(t.status);
      expect(["Quotation", "Complaint"]).toContain(t.type);
    }
  });

  it("reads, saves and marks ticket messages", async () => {
    const token = await tokenFor("customer@demo.test");
    const ticket = db.tickets[0].ticketNumber;
    const before = (await api(`/ticketapi/ticket-messages/${ticket}`, { token })).json.data as Json[];
    expect(before.some((m) => String(m.message).includes("<script>"))).toBe(true);
    const saved = await api("/ticketapi/ticket-messages/save", { method: "POST", token, json: { ticketNumber: ticket, message: "<p>Thanks</p>" } });
    expect(saved.json.data).toMatchObject({ ticketNumber: ticket, userId: "U-1001", message: "<p>Thanks</p>" });
    expect((await api("/ticketapi/ticket-messages/save", { method: "POST", token, json: { ticketNumber: ticket, message: " " } })).status).toBe(400);
    const read = await api("/ticketapi/ticket-messages/read", { method: "POST", token, json: { ticketNumber: ticket } });
    expect((read.json.data as Json).updated).toBe(2);
    const after = (await api(`/ticketapi/ticket-messages/${ticket}`, { token })).json.data as Json[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.every((m) => m.isRead)).toBe(true);
  });

  it("answers orders, order detail and line items", async () => {
    const token = await tokenFor("customer@demo.test");
    const ongoing = (await api("/orderapi/v2/orders?page=0&pageSize=8&filterBy=Spares;R%26R;Services;Project;Product", { token })).json.data as { order: { orderInfo: Json[]; totalElements: number } };
    const history = (await api("/orderapi/history/orders?page=0&pageSize=8", { token })).json.data as { order: { orderInfo: Json[]; totalElements: number } };
    expect(ongoing.order.totalElements).toBe(12);
    expect(history.order.totalElements).toBe(2);
    expect(history.order.orderInfo.every((o) => o.erpStatus === "Order closed")).toBe(true);
    const detail = (await api("/orderapi/orderbyid/ORD-0003", { token })).json.data as Json;
    expect(detail).toMatchObject({ id: "ORD-0003", erpOrderNumber: expect.any(String), ownerEmail: expect.any(String) });
    const lines = (await api(`/orderapi/v2/order-line-items?page=0&pageSize=6&orderNumber=${detail.erpOrderNumber}`, { token })).json.data as Json;
    expect(lines).toMatchObject({ totalPages: 3, totalElements: 14 });
  });

  it("answers contracts, complaints, surveys and knowledge", async () => {
    const token = await tokenFor("customer@demo.test");
    const services = (await api("/serviceapi/getActiveServices?page=0&size=8", { token })).json.data as { items: Json[]; totalResults: number };
    expect(services.totalResults).toBe(db.contracts.filter((c) => c.accountId === "ACC-1001").length);
    const detail = (await api(`/serviceapi/getActiveServicesDetail/${services.items[0].serviceId}?page=1&size=12`, { token })).json.data as Json;
    expect(detail).toMatchObject({ visitsCount: 4, description: "Annual Service Contract" });
    const complaint = db.complaints.find((c) => c.accountId === "ACC-1001" && c.origin === "Customer Portal");
    expect((await api(`/serviceapi/cases/detail/${complaint?.id}`, { token })).json.data).toMatchObject({ origin: "Customer Portal" });

    const survey = (await api("/surveyapi/survey/questions?type=RATE_MY_SERVICE&parentId=CMP-0001")).json.data as { surveyId: string; taken: boolean };
    expect(survey.taken).toBe(false);
    const submit = { surveyId: survey.surveyId, parentId: "CMP-0001", contactId: "U-1001", ownerId: "OWN-01", questionsAnswers: [{ questionId: "RMS-Q1", answer: "9" }, { questionId: "RMS-Q2", answer: "Yes" }] };
    expect((await api("/surveyapi/survey/submit", { method: "POST", json: submit })).json.data).toEqual({ message: "Survey submitted successfully" });
    expect((await api("/surveyapi/survey/submit", { method: "POST", json: submit })).status).toBe(409);
    expect(((await api("/surveyapi/survey/questions?type=CASE_CLOSURE&parentId=CMP-0009")).json.data as Json).taken).toBe(true);

    const items = (await api("/knowledgeapi/knowledge/items?section=PRODUCT_AND_FEATURES", { token })).json.data as { items: Json[] };
    expect(items.items.length).toBeGreaterThan(0);
    expect(items.items.every((k) => k.section === "PRODUCT_AND_FEATURES")).toBe(true);
  });

  it("answers a JSON 404 for unknown /api paths", async () => {
    const res = await api("/nope/nothing");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 404 });
  });
});
