import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { api, BASE, tokenFor, useInProcessUpstream } from "./handlers/test-setup";
import { db } from "./store";
import { SCAN_ASSET, SCAN_COUNT } from "./store/documents";

useInProcessUpstream();

type Json = Record<string, unknown>;
interface Doc {
  cvId: string;
  title: string;
  fileName: string;
  type: string;
  size: number;
  url: string;
  isViewed: boolean;
  contentType: string;
}

async function documents(token: string, query: string) {
  const res = await api(`/assetsApi/assets/asset-documents?${query}`, { token });
  return { status: res.status, data: res.json.data as { documents: Doc[]; totalElements: number; totalPages: number } };
}

async function file(token: string, url: string) {
  const res = await fetch(`${BASE}/fileuploadapi/api/v1/fileBlobUrl`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("asset documents", () => {
  it("lists an asset's documents by category, newest first, with the counts the asset reports", async () => {
    const token = await tokenFor("assets.js@demo.test");
    const asset = (await api("/assetsApi/assets/get-asset-by-id/AST-0049", { token })).json.data as { documentCount: Record<string, { totalCount: number; unreadCount: number }> };
    expect(asset.documentCount).toEqual({ drawings: { totalCount: 3, unreadCount: 1 }, reports: { totalCount: 2, unreadCount: 1 }, others: { totalCount: 1, unreadCount: 1 } });
    const drawings = await documents(token, "assetId=AST-0049&types=Engineering Drawing&page=0&size=8");
    expect(drawings.data.totalElements).toBe(3);
    expect(drawings.data.documents.map((d) => d.fileName)).toEqual(["GA drawing Rev B.pdf", "P&ID sheet 1.pdf", "Layout sketch.png"]);
    expect(drawings.data.documents.map((d) => d.isViewed)).toEqual([false, true, true]);
    const all = await documents(token, "assetId=AST-0049&page=0&size=50");
    expect(all.data.totalElements).toBe(6);
    expect((await documents(token, "assetId=AST-0049&types=Nope")).status).toBe(400);
  });

  it("answers 404 for another account's asset, and its files too", async () => {
    const own = await tokenFor("customer@demo.test");
    const other = await tokenFor("assets.js@demo.test");
    expect((await documents(other, "assetId=AST-0001")).status).toBe(404);
    const doc = (await documents(own, "assetId=AST-0001&size=1")).data.documents[0];
    expect((await file(other, doc.url)).status).toBe(404);
    expect((await file(own, doc.url)).status).toBe(200);
  });

  it("serves real PDF and PNG files with their type and length", async () => {
    const token = await tokenFor("assets.js@demo.test");
    const docs = (await documents(token, "assetId=AST-0049&size=50")).data.documents;
    const pdf = docs.find((d) => d.fileName.endsWith(".pdf"))!;
    const got = await file(token, pdf.url);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(Number(got.headers.get("content-length"))).toBe(got.bytes.length);
    expect(got.bytes.length).toBe(pdf.size);
    expect(got.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(got.bytes.toString("latin1")).toMatch(/%%EOF\n$/);
    // The xref offset points at the xref table.
    const startxref = Number(/startxref\n(\d+)/.exec(got.bytes.toString("latin1"))?.[1]);
    expect(got.bytes.subarray(startxref, startxref + 4).toString()).toBe("xref");

    const png = docs.find((d) => d.fileName.endsWith(".png"))!;
    const image = await file(token, png.url);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(PNG.sync.read(image.bytes).width).toBe(320);
  });

  it("holds 20 scanned drawings of megabytes on the scan asset", async () => {
    const token = await tokenFor("customer@demo.test");
    const scans = (await documents(token, `assetId=${SCAN_ASSET}&types=Engineering Drawing&size=50`)).data;
    expect(scans.totalElements).toBe(SCAN_COUNT);
    expect(scans.documents.every((d) => d.size > 2_000_000)).toBe(true);
    const one = await file(token, scans.documents[0].url);
    expect(one.bytes.length).toBe(scans.documents[0].size);
    const startxref = Number(/startxref\n(\d+)/.exec(one.bytes.subarray(-200).toString("latin1"))?.[1]);
    expect(one.bytes.subarray(startxref, startxref + 4).toString()).toBe("xref");
  });

  it("documentViewed clears the unread mark for that user only", async () => {
    const mine = await tokenFor("customer@demo.test");
    const colleague = await tokenFor("resin@demo.test");
    const unread = (await documents(mine, "assetId=AST-0001&size=50")).data.documents.find((d) => !d.isViewed)!;
    const before = (await api("/assetsApi/assets/get-asset-by-id/AST-0001", { token: mine })).json.data as Json;
    const res = await api("/assetsApi/assets/documentViewed", { method: "POST", token: mine, json: { assetId: "AST-0001", cvId: unread.cvId } });
    expect(res.json.data).toEqual({ cvId: unread.cvId, isViewed: true });
    const after = (await api("/assetsApi/assets/get-asset-by-id/AST-0001", { token: mine })).json.data as Json;
    const key = { "Engineering Drawing": "drawings", Reports: "reports", "Other Documents": "others" }[unread.type]!;
    const count = (x: Json) => (x.documentCount as Record<string, { unreadCount: number }>)[key].unreadCount;
    expect(count(after)).toBe(count(before) - 1);
    expect((await documents(colleague, "assetId=AST-0001&size=50")).data.documents.find((d) => d.cvId === unread.cvId)?.isViewed).toBe(false);
    expect((await api("/assetsApi/assets/documentViewed", { method: "POST", token: mine, json: { assetId: "AST-0049", cvId: unread.cvId } })).status).toBe(404);
  });
});

describe("asset names, preferences and favourites", () => {
  it("renames an asset with a valid name and refuses others", async () => {
    const token = await tokenFor("assets.js@demo.test");
    const renamed = await api("/assetsApi/assets/AST-0050", { method: "PUT", token, json: { name: "Boiler House Élan" } });
    expect((renamed.json.data as Json).name).toBe("Boiler House Élan");
    expect(db.assets.find((a) => a.id === "AST-0050")?.name).toBe("Boiler House Élan");
    // Plant names as customers write them (issue 32): digits and the usual punctuation.
    expect((await api("/assetsApi/assets/AST-0050", { method: "PUT", token, json: { name: "Boiler No. 2 (East)" } })).status).toBe(200);
    for (const name of ["", "Unit_7", "--", "x".repeat(51), "<b>"]) {
      expect((await api("/assetsApi/assets/AST-0050", { method: "PUT", token, json: { name } })).status, name).toBe(400);
    }
    expect((await api("/assetsApi/assets/AST-0001", { method: "PUT", token, json: { name: "Mine" } })).status).toBe(404);
  });

  it("My Assets follow the saved preferences", async () => {
    const token = await tokenFor("customer@demo.test");
    const mine = async () => ((await api("/assetsApi/assets/get-assets-v2?page=0&pageSize=50&isFvrt=true", { token })).json.data as { assets: { assets: { id: string; city: string; division: string }[] } }).assets.assets;
    expect((await mine()).length).toBe(5);
    const empty = await api("/assetsApi/assets/get-user-asset-preferences", { token });
    expect(empty.json.data).toEqual({ city: null, state: null, division: null });
    const saved = await api("/assetsApi/assets/save-user-preferences-for-asset", { method: "POST", token, json: { city: "Pune;Anand", state: null, division: "COOLING;HEATING;WATER;TBWES;ENVIRO", isSubmit: true } });
    expect(saved.json.data).toEqual({ city: "Pune;Anand", state: null, division: "COOLING;HEATING;WATER;TBWES;ENVIRO" });
    expect((await mine()).every((a) => ["Pune", "Anand"].includes(a.city))).toBe(true);
    expect((await mine()).length).toBeLessThan(5);
    expect((await api("/assetsApi/assets/save-user-preferences-for-asset", { method: "POST", token, json: { city: "Pune", division: null, isSubmit: true } })).status).toBe(400);
  });
});

describe("document request and account update", () => {
  it("opens a Requested Document ticket and answers its number", async () => {
    const token = await tokenFor("assets.js@demo.test");
    const res = await api("/enquiryapi/enquiry/document-request", { method: "POST", token, json: { userId: "U-9008", assetId: "AST-0049", productFamily: "Absorption Cooling", type: "I&C Documents", details: "Loop diagrams" } });
    const ticketNumber = res.json.data as string;
    expect(ticketNumber).toMatch(/^TCK-\d{6}$/);
    expect(db.tickets.find((t) => t.ticketNumber === ticketNumber)).toMatchObject({ type: "Requested Document", status: "Open", assetId: "AST-0049", contactId: "U-9008" });
    expect((await api("/enquiryapi/enquiry/document-request", { method: "POST", token, json: { assetId: "AST-0049", productFamily: "x", type: "Poems" } })).status).toBe(400);
  });

  it("accepts a deep link's own contact and account, refuses others", async () => {
    const token = await tokenFor("customer@demo.test");
    const b64 = (s: string) => Buffer.from(s).toString("base64");
    const good = await api("/userapi/api/um/account-update", { method: "POST", token, json: { contactRef: b64("U-1001"), accountRef: b64("ACC-1001") } });
    expect(good.json.data).toEqual({ contactId: "U-1001", accountId: "ACC-1001" });
    expect((await api("/userapi/api/um/account-update", { method: "POST", token, json: { contactRef: b64("U-1002"), accountRef: b64("ACC-1001") } })).status).toBe(403);
    expect((await api("/userapi/api/um/account-update", { method: "POST", token, json: { contactRef: "!!", accountRef: b64("ACC-1001") } })).status).toBe(400);
  });
});
