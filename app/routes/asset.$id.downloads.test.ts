import { describe, expect, it } from "vitest";
import { calls, injectFault } from "../../mocks/controls";
import { documentFile } from "../../mocks/files";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { db } from "../../mocks/store";
import { unzip as entries } from "../../tests/support/unzip";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { loader as documentLoader } from "./asset.$id.documents.$cvId";
import { loader as zipLoader } from "./asset.$id.download-all";

/**
 * The two download routes against the in-process embedded upstream: the user's right to the
 * asset, the streamed bytes and their headers, the read marker, and what a failure gives.
 */
useInProcessUpstream();

const ORIGIN = "http://portal.test";
const context = () => ({ ...createRequestContext("n") });

async function get(loader: typeof documentLoader, email: string, path: string, params: Record<string, string>) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { cookie: await cookieFor(email) } });
  return settle(() => loader({ request, context: context(), params }));
}

function fileOf(cvId: string) {
  const doc = db.documents.find((d) => d.cvId === cvId);
  if (!doc) throw new Error(cvId);
  return { doc, bytes: Buffer.concat([...documentFile(doc, "").chunks()]) };
}


describe("one document", () => {
  it("streams the file with its type, length and a safe name, and marks it viewed", async () => {
    const { doc } = fileOf(db.documents.find((d) => d.assetId === "AST-0049" && d.fileName.startsWith("Service report"))!.cvId);
    const out = await get(documentLoader, "assets.js@demo.test", `/asset/AST-0049/documents/${doc.cvId}`, { id: "AST-0049", cvId: doc.cvId });
    expect(out.status).toBe(200);
    const headers = out.response!.headers;
    expect(headers.get("content-type")).toBe("application/pdf");
    expect(headers.get("content-disposition")).toBe(
      "attachment; filename=\"Service report Oct 2026 27 ? Kochi final.pdf\"; filename*=UTF-8''Service%20report%20Oct%202026%2027%20%E2%80%93%20Kochi%20final.pdf",
    );
    const body = Buffer.from(await out.response!.arrayBuffer());
    expect(body.equals(fileOf(doc.cvId).bytes)).toBe(true);
    expect(Number(headers.get("content-length"))).toBe(body.length);
    expect(calls({ path: "/assetsApi/assets/documentViewed" }).map((c) => c.body)).toEqual([{ assetId: "AST-0049", cvId: doc.cvId }]);
    // Never the document store's address.
    expect(JSON.stringify(Object.fromEntries(headers))).not.toContain("docs.thermax.test");
  });

  it("opens PDFs and images inline with ?view=1, never other types", async () => {
    const png = db.documents.find((d) => d.assetId === "AST-0049" && d.fileType === "png")!;
    const out = await get(documentLoader, "assets.js@demo.test", `/asset/AST-0049/documents/${png.cvId}?view=1`, { id: "AST-0049", cvId: png.cvId });
    expect(out.response!.headers.get("content-type")).toBe("image/png");
    expect(out.response!.headers.get("content-disposition")).toBe('inline; filename="Layout sketch.png"');
  });

  it("is the not-found page for another company's asset or document, before any file is asked for", async () => {
    const theirs = db.documents.find((d) => d.assetId === "AST-0001")!;
    for (const [id, cvId] of [["AST-0001", theirs.cvId], ["AST-0049", theirs.cvId], ["AST-9999", "CV-1"], ["../etc", "x"]]) {
      const out = await get(documentLoader, "assets.js@demo.test", `/asset/${id}/documents/${cvId}`, { id, cvId });
      expect(out.status, `${id} ${cvId}`).toBe(404);
      expect(out.response!.headers.get("content-type")).toMatch(/^text\/html/);
    }
    expect(calls({ path: "/fileuploadapi/api/v1/fileBlobUrl" })).toHaveLength(0);
  });

  it("sends the user back to the asset page with a note when the file cannot be had", async () => {
    const doc = db.documents.find((d) => d.assetId === "AST-0049")!;
    for (const mode of [500, "malformed", "network"] as const) {
      injectFault({ call: "POST /fileuploadapi/api/v1/fileBlobUrl", mode });
      const out = await get(documentLoader, "assets.js@demo.test", `/asset/AST-0049/documents/${doc.cvId}`, { id: "AST-0049", cvId: doc.cvId });
      expect(out.status, String(mode)).toBe(302);
      expect(out.location).toBe(`/asset/AST-0049?notice=download-failed&doc=${doc.cvId}#documents`);
    }
  });
});

describe("download all", () => {
  it("streams a ZIP of the category, a folder per category for all", async () => {
    const out = await get(zipLoader, "assets.js@demo.test", "/asset/AST-0049/download-all?category=all", { id: "AST-0049" });
    expect(out.status).toBe(200);
    expect(out.response!.headers.get("content-type")).toBe("application/zip");
    expect(out.response!.headers.get("content-disposition")).toBe('attachment; filename="Chiller Heater Unit 1 documents.zip"');
    const zip = await entries(Buffer.from(await out.response!.arrayBuffer()));
    expect([...zip.keys()]).toEqual([
      "Drawings/GA drawing Rev B.pdf",
      "Drawings/P&ID sheet 1.pdf",
      "Drawings/Layout sketch.png",
      "Reports/Service report Oct 2026 27 – Kochi final.pdf",
      "Reports/Commissioning report.pdf",
      "Others/Warranty certificate.pdf",
    ]);
    const ga = db.documents.find((d) => d.assetId === "AST-0049" && d.fileName === "GA drawing Rev B.pdf")!;
    expect(zip.get("Drawings/GA drawing Rev B.pdf")?.equals(fileOf(ga.cvId).bytes)).toBe(true);
    // Each document that went in whole is marked viewed.
    expect(calls({ path: "/assetsApi/assets/documentViewed" })).toHaveLength(6);
  });

  it("lists a document that fails in a text file inside the ZIP", async () => {
    injectFault({ call: "POST /fileuploadapi/api/v1/fileBlobUrl", mode: "hang" });
    const out = await get(zipLoader, "assets.js@demo.test", "/asset/AST-0049/download-all?category=drawings", { id: "AST-0049" });
    const zip = await entries(Buffer.from(await out.response!.arrayBuffer()));
    expect([...zip.keys()]).toEqual(["P&ID sheet 1.pdf", "Layout sketch.png", "documents-not-included.txt"]);
    expect(zip.get("documents-not-included.txt")?.toString()).toContain("- GA drawing Rev B.pdf: could not be loaded.");
  });

  it("sends the user back when there is nothing to zip or the list fails; 404 for another company's asset", async () => {
    const empty = db.assets.find((a) => a.accountId === "ACC-1001" && a.documentPlan.others.totalCount === 0)!;
    const none = await get(zipLoader, "customer@demo.test", `/asset/${empty.id}/download-all?category=others`, { id: empty.id });
    expect(none.location).toBe(`/asset/${empty.id}?category=others&notice=zip-empty#documents`);
    injectFault({ call: "GET /assetsApi/assets/asset-documents", mode: 500, times: 3 });
    const failed = await get(zipLoader, "customer@demo.test", "/asset/AST-0001/download-all?category=bogus", { id: "AST-0001" });
    expect(failed.location).toBe("/asset/AST-0001?category=all&notice=zip-failed#documents");
    expect((await get(zipLoader, "assets.js@demo.test", "/asset/AST-0001/download-all", { id: "AST-0001" })).status).toBe(404);
  });
});
