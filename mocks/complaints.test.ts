import { describe, expect, it } from "vitest";
import { db } from "./store";
import { api, BASE, tokenFor, useInProcessUpstream } from "./handlers/test-setup";

useInProcessUpstream();
const EMAIL = "complaint.js@demo.test";

function complaintForm(data: Record<string, unknown>, files: File[] = []) {
  const form = new FormData();
  for (const f of files) form.append("files", f);
  form.set("complaintData", JSON.stringify(data));
  return form;
}

const valid = { complaintType: "ACTIVE_ORDER", enquiryId: "ORD-0023", assetId: "AST-0033", spareList: [], serviceList: [], reasonToComplaint: "Damaged item", country: "INDIA", description: "Cracked", poNumber: null, priority: "Medium" };

describe("complaint calls of the embedded upstream", () => {
  it("registers a multipart complaint and records it with a Registered Complaint ticket", async () => {
    const token = await tokenFor(EMAIL);
    const before = db.complaints.length;
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], "photo.png", { type: "image/png" });
    const res = await api("/enquiryapi/enquiry/services/complaints", { method: "POST", token, body: complaintForm(valid, [png]) });
    expect(res.status).toBe(200);
    const { caseNumber } = res.json.data as { caseNumber: string };
    expect(caseNumber).toMatch(/^CAS-\d{6}$/);
    expect(db.complaints).toHaveLength(before + 1);
    expect(db.complaints.at(-1)).toMatchObject({
      caseNumber,
      status: "Registered",
      origin: "Customer Portal",
      contactId: "U-9003",
      assetId: "AST-0033",
      registration: { complaintType: "ACTIVE_ORDER", enquiryId: "ORD-0023", fileNames: ["photo.png"], country: "INDIA" },
    });
    expect(db.tickets.find((t) => t.ticketNumber === caseNumber)).toMatchObject({ type: "Complaint", status: "Registered", contactId: "U-9003", accountId: "ACC-1004" });
    const mine = (await api("/ticketapi/my-tickets?page=0&pageSize=4", { token })).json.data as { tickets: { ticketInfoList: { ticketNumber: string }[] } };
    expect(mine.tickets.ticketInfoList[0].ticketNumber).toBe(caseNumber);
  });

  it("refuses bad complaints with 400", async () => {
    const token = await tokenFor(EMAIL);
    const post = (form: FormData) => api("/enquiryapi/enquiry/services/complaints", { method: "POST", token, body: form });
    expect((await post(complaintForm({ ...valid, complaintType: "BOGUS" }))).json.message).toBe("Complaint type is required");
    expect((await post(complaintForm({ ...valid, assetId: "AST-0001" }))).json.message).toBe("Asset is required");
    expect((await post(complaintForm({ ...valid, enquiryId: "" }))).json.message).toBe("Order/Enquiry id is required");
    const exe = new File(["MZ"], "tool.exe");
    expect((await post(complaintForm(valid, [exe]))).status).toBe(400);
  });

  it("lists an asset's active orders and enquiries", async () => {
    const token = await tokenFor(EMAIL);
    const orders = (await api("/orderapi/v2/orders/AST-0033?page=0&pageSize=3", { token })).json.data as { order: { orderInfo: { id: string }[] } };
    expect(orders.order.orderInfo.map((o) => o.id)).toEqual(["ORD-0023"]);
    const none = (await api("/orderapi/v2/orders/AST-0034", { token })).json.data as { order: { totalElements: number } };
    expect(none.order.totalElements).toBe(0);
    const enquiries = (await api("/enquiryapi/enquiry/active?assetId=AST-0033&pageNo=0&pageSize=12", { token })).json.data as { enquiries: { id: string; status: string }[] };
    expect(enquiries.enquiries).toEqual([expect.objectContaining({ id: "ENQ-006141", status: "Validated" })]);
    expect((await api("/enquiryapi/enquiry/active?assetId=AST-0001", { token })).status).toBe(404);
  });

  it("lists an asset's spares and services by its division, and records the chosen ones", async () => {
    const token = await tokenFor(EMAIL);
    const spares = (await api("/assetsApi/assets/spare-recommendations/AST-0036", { token })).json.data as { spares: { id: string; name: string }[] };
    expect(spares.spares.map((s) => s.id)).toEqual(["SP-VAM-2001", "SP-VAM-2002", "SP-VAM-2003"]);
    const enviro = (await api("/assetsApi/assets/spare-recommendations/AST-0035", { token })).json.data as { spares: unknown[] };
    expect(enviro.spares).toEqual([]);
    const services = (await api("/enquiryapi/enquiry/services?assetId=AST-0033", { token })).json.data as { services: { name: string }[] };
    expect(services.services.map((s) => s.name)).toEqual(["Membrane cleaning (CIP)", "Plant health check"]);
    expect((await api("/assetsApi/assets/spare-recommendations/AST-0001", { token })).status).toBe(404);

    const chosen = { ...valid, complaintType: "SPARES", enquiryId: null, assetId: "AST-0036", spareList: ["SP-VAM-2002"], reasonToComplaint: "Poor manufacturing design" };
    const res = await api("/enquiryapi/enquiry/services/complaints", { method: "POST", token, body: complaintForm(chosen) });
    expect(res.status).toBe(200);
    expect(db.complaints.at(-1)?.registration).toMatchObject({ complaintType: "SPARES", spareList: ["SP-VAM-2002"], serviceList: [] });
  });
});

describe("a complaint on an asset that is not listed (registerAssetData)", () => {
  const unlisted = (serialOcNumber: string, extra: Record<string, unknown> = {}) => ({
    ...valid,
    complaintType: "OTHER",
    enquiryId: null,
    assetId: null,
    reasonToComplaint: "Other",
    registerAssetData: { serialOcNumber, division: "COOLING", region: "SOUTH" },
    ...extra,
  });
  const post = async (data: Record<string, unknown>) =>
    api("/enquiryapi/enquiry/services/complaints", { method: "POST", token: await tokenFor(EMAIL), body: complaintForm(data) });

  it("registers the complaint on the caller's account and records the asset request", async () => {
    const res = await post(unlisted("VAM-NEW-0042"));
    expect(res.status).toBe(200);
    const { caseNumber } = res.json.data as { caseNumber: string };
    expect(db.complaints.at(-1)).toMatchObject({
      caseNumber,
      assetId: null,
      assetName: "VAM-NEW-0042",
      accountId: "ACC-1004",
      registration: { complaintType: "OTHER", registerAssetData: { serialOcNumber: "VAM-NEW-0042", division: "COOLING", region: "SOUTH" } },
    });
    expect(db.assetRegistrations.at(-1)).toMatchObject({ ticketNumber: caseNumber, serialOcNumber: "VAM-NEW-0042", complaintsFlow: true, accountId: "ACC-1004", accountName: "Deccan Textiles Ltd" });
    expect(db.tickets.find((t) => t.ticketNumber === caseNumber)).toMatchObject({ type: "Complaint", assetId: null, assetName: "VAM-NEW-0042", product: "Absorption Cooling" });
    // The same serial again: a request now exists.
    expect((await post(unlisted("vam-new-0042"))).json.message).toBe("A request for Serial/OC number VAM-NEW-0042 already exists!");
  });

  it("answers the seeded request for serial Test with the spec's message", async () => {
    const res = await post(unlisted("Test"));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("A request for Serial/OC number Test already exists!");
  });

  it("applies the registration rules", async () => {
    const before = db.complaints.length;
    expect((await post(unlisted("")))).toMatchObject({ status: 400, json: { message: "Equipment model & Sr. No. is required" } });
    expect((await post(unlisted("X-1", { registerAssetData: { serialOcNumber: "X-1", division: "TBWES", region: "EUROPE" } }))).json.message).toBe("Please send a valid division!");
    expect((await post(unlisted("X-1", { registerAssetData: { serialOcNumber: "X-1", division: "COOLING", region: "MARS" } }))).json.message).toBe("Region is required");
    expect((await post(unlisted("X-1", { complaintType: "ACTIVE_ORDER", enquiryId: "ORD-0023", reasonToComplaint: "Damaged item" }))).json.message).toBe("Complaint type is required");
    // An installed asset's serial: the asset is listed.
    const installed = db.assets.find((a) => a.accountId === "ACC-1004")!.thermaxName;
    expect((await post(unlisted(installed))).json.message).toBe("Equipment model & Sr No already exists!");
    // Without registerAssetData an asset id is still required.
    expect((await post({ ...valid, assetId: null })).json.message).toBe("Asset is required");
    expect(db.complaints).toHaveLength(before);
  });

  it("keeps a complaint's attached files: the detail lists them and fileBlobUrl serves them to the company only (issue 32 §2)", async () => {
    const token = await tokenFor(EMAIL);
    const pdf = new File([new TextEncoder().encode("%PDF-1.4 site photo")], "Pump seal leak.pdf", { type: "application/pdf" });
    const res = await api("/enquiryapi/enquiry/services/complaints", { method: "POST", token, body: complaintForm(valid, [pdf]) });
    const { caseNumber } = res.json.data as { caseNumber: string };
    const detail = (await api(`/serviceapi/cases/detail/${caseNumber}`, { token })).json.data as { attachments: { id: string; fileName: string; contentType: string; size: number; url: string; bytes?: unknown }[] };
    expect(detail.attachments).toEqual([expect.objectContaining({ fileName: "Pump seal leak.pdf", contentType: "application/pdf", size: 19 })]);
    expect(detail.attachments[0]).not.toHaveProperty("bytes");
    const file = await fetch(`${BASE}/fileuploadapi/api/v1/fileBlobUrl`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ url: detail.attachments[0].url }) });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("%PDF-1.4 site photo");
    const stranger = await api("/fileuploadapi/api/v1/fileBlobUrl", { method: "POST", token: await tokenFor("customer@demo.test"), json: { url: detail.attachments[0].url } });
    expect(stranger.status).toBe(404);
  });

  it("seeds what customers reported with files of their own (CMP-0001: a photo and a log)", async () => {
    const detail = (await api("/serviceapi/cases/detail/CMP-0001", { token: await tokenFor("customer@demo.test") })).json.data as { description: string; attachments: { fileName: string; contentType: string }[] };
    expect(detail.description).toMatch(/^The boiler tripped on low water level/);
    expect(detail.attachments.map((a) => [a.fileName, a.contentType])).toEqual([
      ["Gauge glass at trip.png", "image/png"],
      ["Trip log 12-18 Oct.pdf", "application/pdf"],
    ]);
  });

  it("lists a complaint's service reports and serves them through fileBlobUrl to the company only (issue 33 §3)", async () => {
    const token = await tokenFor("customer@demo.test");
    type Reports = { reports: { id: string; reportNumber: string; fileName: string; contentType: string; size: number; visitDate: string; engineerName: string; url: string }[] };
    const closed = (await api("/serviceapi/get-case-service-reports/CMP-0010", { token })).json.data as Reports;
    expect(closed.reports).toHaveLength(2);
    expect(closed.reports[0]).toMatchObject({ reportNumber: expect.stringMatching(/^SR-\d{6}$/), contentType: "application/pdf", engineerName: expect.any(String) });
    expect(closed.reports[0].visitDate >= closed.reports[1].visitDate).toBe(true);
    expect(closed.reports[0]).not.toHaveProperty("bytes");
    // By case number too, and none for a complaint still Registered.
    const byNumber = (await api("/serviceapi/get-case-service-reports/CAS-030509", { token })).json.data as Reports;
    expect(byNumber.reports.map((r) => r.id)).toEqual(closed.reports.map((r) => r.id));
    expect(((await api("/serviceapi/get-case-service-reports/CMP-0001", { token })).json.data as Reports).reports).toEqual([]);
    const file = await fetch(`${BASE}/fileuploadapi/api/v1/fileBlobUrl`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ url: closed.reports[0].url }) });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Number(file.headers.get("content-length"))).toBe(closed.reports[0].size);
    const stranger = await tokenFor("product@demo.test");
    expect((await api("/serviceapi/get-case-service-reports/CMP-0010", { token: stranger })).status).toBe(404);
    expect((await api("/fileuploadapi/api/v1/fileBlobUrl", { method: "POST", token: stranger, json: { url: closed.reports[0].url } })).status).toBe(404);
  });
});
