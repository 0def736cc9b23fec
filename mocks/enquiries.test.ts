import { describe, expect, it } from "vitest";
import { db, ENQUIRY_STATUSES } from "./store";
import { SPARES } from "./store/catalogue";
import { api, tokenFor, useInProcessUpstream } from "./handlers/test-setup";

useInProcessUpstream();

type Json = Record<string, unknown>;
interface ListAnswer {
  enquiries: Json[];
  totalElements: number;
  totalPages: number;
}

async function list(token: string, query = "") {
  const res = await api(`/enquiryapi/enquiry/list?${query}`, { token });
  return { status: res.status, data: res.json.data as ListAnswer, message: res.json.message as string | undefined };
}

describe("enquiry calls of the embedded upstream", () => {
  it("lists customer@demo.test's enquiries in every status, 12 a page, newest first", async () => {
    const token = await tokenFor("customer@demo.test");
    const all = await list(token, "pageNo=0&pageSize=500");
    const statuses = new Set(all.data.enquiries.map((e) => e.status));
    expect([...statuses].sort()).toEqual([...ENQUIRY_STATUSES].sort());
    // Some have no name (the portal shows the id) and some a ticket number.
    expect(all.data.enquiries.some((e) => e.name === null)).toBe(true);
    expect(all.data.enquiries.some((e) => typeof e.ticketNumber === "string")).toBe(true);

    const first = await list(token);
    expect(first.data.enquiries).toHaveLength(12);
    expect(first.data.totalElements).toBe(all.data.totalElements);
    const dates = first.data.enquiries.map((e) => String(e.createdDate));
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list(token, "pageNo=1&pageSize=12");
    expect(second.data.enquiries[0].id).toBe(all.data.enquiries[12].id);
  });

  it("narrows by status, name (id or ticket number too) and sorts; refuses unknown values", async () => {
    const token = await tokenFor("customer@demo.test");
    const expired = await list(token, `status=${encodeURIComponent("Expired;Upcoming")}`);
    expect(expired.data.enquiries.length).toBeGreaterThan(0);
    expect(expired.data.enquiries.every((e) => e.status === "Expired" || e.status === "Upcoming")).toBe(true);
    const withTicket = (await list(token, "pageSize=500")).data.enquiries.find((e) => e.ticketNumber) as Json;
    const byTicket = await list(token, `name=${withTicket.ticketNumber as string}`);
    expect(byTicket.data.enquiries.map((e) => e.id)).toEqual([withTicket.id]);
    const byName = await list(token, "sort=name,asc&pageSize=500");
    const names = byName.data.enquiries.map((e) => String(e.name ?? e.id).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect((await list(token, "status=Open")).status).toBe(400);
    expect((await list(token, "sort=price")).status).toBe(400);
  });

  it("scopes to the caller: another company's enquiry answers 404 in every call", async () => {
    const mine = await tokenFor("customer@demo.test");
    const other = await tokenFor("edgelive@demo.test");
    const theirs = (await list(other)).data.enquiries[0];
    const id = String(theirs.id);
    expect((await list(mine, "pageSize=500")).data.enquiries.some((e) => e.id === id)).toBe(false);
    expect((await api(`/enquiryapi/enquiry/detail/${id}`, { token: mine })).status).toBe(404);
    expect((await api(`/enquiryapi/enquiry/${id}/documents`, { token: mine })).status).toBe(404);
    const form = new FormData();
    form.append("files", new File(["%PDF-1.4\n%%EOF\n"], "a.pdf", { type: "application/pdf" }));
    expect((await api(`/enquiryapi/enquiry/${id}/documents`, { method: "POST", token: mine, body: form })).status).toBe(404);
    const detail = await api(`/enquiryapi/enquiry/detail/${id}`, { token: other });
    expect(detail.status).toBe(200);
    expect(detail.json.data).toMatchObject({ id, status: theirs.status, spares: expect.any(Array), services: expect.any(Array) });
  });

  it("uploads, lists, serves and deletes an enquiry's documents", async () => {
    const token = await tokenFor("customer@demo.test");
    const id = String((await list(token)).data.enquiries[0].id);
    const form = new FormData();
    form.append("files", new File(["%PDF-1.4\nbody\n%%EOF\n"], "Drawing.pdf", { type: "application/pdf" }));
    const upload = await api(`/enquiryapi/enquiry/${id}/documents`, { method: "POST", token, body: form });
    expect(upload.status).toBe(200);
    const [stored] = (upload.json.data as { documents: Json[] }).documents;
    expect(stored).toMatchObject({ fileName: "Drawing.pdf", contentType: "application/pdf", size: 20, uploadedBy: "Priya Sharma" });
    const docs = (await api(`/enquiryapi/enquiry/${id}/documents`, { token })).json.data as { documents: Json[] };
    expect(docs.documents[0].id).toBe(stored.id);

    const file = await fetch("http://upstream.test/api/fileuploadapi/api/v1/fileBlobUrl", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ url: stored.url }),
    });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("%PDF-1.4\nbody\n%%EOF\n");
    const stranger = await tokenFor("edgelive@demo.test");
    expect((await api(`/enquiryapi/enquiry/documents/${String(stored.id)}`, { method: "DELETE", token: stranger })).status).toBe(404);

    expect((await api(`/enquiryapi/enquiry/documents/${String(stored.id)}`, { method: "DELETE", token })).status).toBe(200);
    expect((await api(`/enquiryapi/enquiry/documents/${String(stored.id)}`, { method: "DELETE", token })).status).toBe(404);
    const after = (await api(`/enquiryapi/enquiry/${id}/documents`, { token })).json.data as { documents: Json[] };
    expect(after.documents.some((d) => d.id === stored.id)).toBe(false);
  });

  it("refuses uploads outside the complaint's rules", async () => {
    const token = await tokenFor("customer@demo.test");
    const id = String((await list(token)).data.enquiries[0].id);
    const post = (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append("files", f);
      return api(`/enquiryapi/enquiry/${id}/documents`, { method: "POST", token, body: form });
    };
    expect((await post([])).status).toBe(400);
    expect((await post([new File(["MZ"], "tool.exe")])).json.message).toBe("tool.exe: Invalid file type, allowed file types are - .jpeg,.jpg,.png,.pdf,.xlsx,.xls,.docx,.doc");
    expect((await post([new File(["x"], `${"n".repeat(51)}.pdf`)])).status).toBe(400);
  });

  it("a quote request and a new-equipment enquiry each make a Drafted enquiry that names their ticket", async () => {
    const token = await tokenFor("customer@demo.test");
    const asset = db.assets.find((a) => a.accountId === "ACC-1001" && SPARES[a.division].length > 0 && !a.tcaUser);
    if (!asset) throw new Error("seed: no Acme asset with spares");
    const partCode = SPARES[asset.division][0].partCode;
    const add = new FormData();
    for (const [k, v] of Object.entries({ assetId: asset.id, partCode, itemType: "Spare", quantity: "2" })) add.set(k, v);
    expect((await api("/enquiryapi/cart/add", { method: "POST", token, body: add })).status).toBe(200);
    const ticket = (await api("/enquiryapi/enquiry/generate", { method: "POST", token, json: { userId: "U-1001" } })).json.data as string;
    const [quote] = (await list(token, `name=${ticket}`)).data.enquiries;
    // The seeded cart already held lines: the enquiry lists every line with the asset it is for.
    expect(quote).toMatchObject({ ticketNumber: ticket, status: "Drafted", type: "Spare" });
    const detail = (await api(`/enquiryapi/enquiry/detail/${String(quote.id)}`, { token })).json.data as Json;
    expect(detail.spares).toEqual(expect.arrayContaining([expect.objectContaining({ partCode, assetName: asset.name ?? asset.thermaxName })]));
    expect(detail.services).toEqual(expect.arrayContaining([expect.objectContaining({ partCode: "SV-0002" })]));

    const equipment = await api("/enquiryapi/newAssetEnquiry", {
      method: "POST",
      token,
      json: { name: "Priya Sharma", email: "customer@demo.test", phone: "+91", accountId: "ACC-1001", accountName: "Acme", interestArea: "Process Heating", details: "A boiler", userId: "U-1001" },
    });
    const equipmentTicket = equipment.json.data as string;
    const [made] = (await list(token, `name=${equipmentTicket}`)).data.enquiries;
    expect(made).toMatchObject({ name: null, type: "NonStandard", status: "Drafted", ticketNumber: equipmentTicket });
    const madeDetail = (await api(`/enquiryapi/enquiry/detail/${String(made.id)}`, { token })).json.data as Json;
    expect(madeDetail).toMatchObject({ interestArea: "Process Heating", details: "A boiler" });
  });

  it("search names the enquiry a ticket opened; an ENQUIRY notification names the enquiry", async () => {
    const token = await tokenFor("customer@demo.test");
    const withTicket = (await list(token, "pageSize=500")).data.enquiries.find((e) => e.ticketNumber) as Json;
    const found = (await api(`/searchapi/globalSearch-v2?keyword=${String(withTicket.id)}`, { token })).json.data as { tickets: Json[] };
    expect(found.tickets).toEqual([expect.objectContaining({ ticketNumber: withTicket.ticketNumber, enquiryId: withTicket.id })]);
    const notes = (await api("/notificationapi/notifications/all?page=0&size=30", { token })).json.data as { data: Json[] };
    const enquiry = notes.data.find((n) => n.type === "ENQUIRY") as Json;
    expect(String(enquiry.entityId)).toMatch(/^ENQ-/);
    expect((await api(`/enquiryapi/enquiry/detail/${String(enquiry.entityId)}`, { token })).status).toBe(200);
  });
});
