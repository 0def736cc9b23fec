import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import OfflinePage from "~/routes/offline";
import { emptyIndex, isKept, KEPT_LIST_EMPTY, keptAddressOf, keptListPlaceholder, parseIndex, pathsOf, storedPathOf, sessionEndFrom, sessionLive, without, withDocument, type KeptDocument } from "./kept";
import { keptListHtml } from "./kept-list-html";

const doc = (assetId: string, cvId: string, pdf = true, title = `Doc ${cvId}`): KeptDocument => ({ assetId, assetName: `Asset ${assetId}`, cvId, title, fileName: `${cvId}.pdf`, bytes: 2048, keptAt: 0, pdf });

describe("kept addresses", () => {
  it("are an asset page, a document's file and a PDF's viewer page, nothing else", () => {
    expect(keptAddressOf("/asset/AST-0001")).toEqual({ kind: "asset", assetId: "AST-0001" });
    expect(keptAddressOf("/asset/AST-0001/documents/CV-000007")).toEqual({ kind: "file", assetId: "AST-0001", cvId: "CV-000007" });
    expect(keptAddressOf("/asset/AST-0001/documents/CV-000007/view")).toEqual({ kind: "viewer", assetId: "AST-0001", cvId: "CV-000007" });
    // The file under its name (the viewer page's frame), stored as the file itself.
    const named = keptAddressOf("/asset/AST-0001/documents/CV-000007/Operation%20Manual%20BLR-609.pdf");
    expect(named).toEqual({ kind: "file", assetId: "AST-0001", cvId: "CV-000007" });
    expect(storedPathOf(named!)).toBe("/asset/AST-0001/documents/CV-000007");
    expect(storedPathOf({ kind: "viewer", assetId: "A", cvId: "C" })).toBe("/asset/A/documents/C/view");
    expect(storedPathOf({ kind: "asset", assetId: "A" })).toBe("/asset/A");
    for (const other of ["/", "/asset/AST-0001/keep", "/asset/AST-0001/download-all", "/asset/AST-0001/request-document", "/asset/AST%2F1", "/asset/AST-0001/documents/CV-1/view/x", "/dashboard/assets"]) {
      expect(keptAddressOf(other), other).toBeNull();
    }
  });

  it("of a PDF are its file and viewer page; of another document its file alone", () => {
    expect(pathsOf(doc("A", "C1"))).toEqual(["/asset/A/documents/C1", "/asset/A/documents/C1/view"]);
    expect(pathsOf(doc("A", "C2", false))).toEqual(["/asset/A/documents/C2"]);
  });

  it("are kept while a document needs them: the viewer of a PDF only, the asset page for any of its documents", () => {
    const index = withDocument(withDocument(emptyIndex("U-1", null), doc("A", "C1")), doc("A", "C2", false));
    expect(isKept(index, { kind: "asset", assetId: "A" })).toBe(true);
    expect(isKept(index, { kind: "asset", assetId: "B" })).toBe(false);
    expect(isKept(index, { kind: "viewer", assetId: "A", cvId: "C1" })).toBe(true);
    expect(isKept(index, { kind: "viewer", assetId: "A", cvId: "C2" })).toBe(false);
    expect(isKept(index, { kind: "file", assetId: "A", cvId: "C3" })).toBe(false);
  });
});

describe("forgetting documents", () => {
  it("drops their addresses, and the asset page only with its last document", () => {
    const index = [doc("A", "C1"), doc("A", "C2", false), doc("B", "C3")].reduce(withDocument, emptyIndex("U-1", null));
    const first = without(index, (d) => d.cvId === "C1");
    expect(first.drop).toEqual(["/asset/A/documents/C1", "/asset/A/documents/C1/view"]);
    expect(first.index.documents.map((d) => d.cvId)).toEqual(["C2", "C3"]);
    const second = without(first.index, (d) => d.assetId === "A");
    expect(second.drop).toEqual(["/asset/A/documents/C2", "/asset/A"]);
  });

  it("keeps one entry per document when it is kept again", () => {
    const index = [doc("A", "C1"), { ...doc("A", "C1"), bytes: 9 }].reduce(withDocument, emptyIndex("U-1", null));
    expect(index.documents).toHaveLength(1);
    expect(index.documents[0].bytes).toBe(9);
  });
});

describe("the stored index", () => {
  it("is read back only when sound, its unsound entries left out", () => {
    expect(parseIndex(null)).toBeNull();
    expect(parseIndex({ version: 2, userId: "U-1", documents: [] })).toBeNull();
    const parsed = parseIndex({ version: 1, userId: "U-1", sessionEndsAt: 5, checkedAt: "x", documents: [doc("A", "C1"), { ...doc("A/..", "C2") }, { assetId: "A" }], styles: ["/assets/app.css", "https://evil.example/x.css"] });
    expect(parsed?.documents.map((d) => d.cvId)).toEqual(["C1"]);
    expect(parsed?.checkedAt).toBe(0);
    expect(parsed?.styles).toEqual(["/assets/app.css"]);
  });

  it("is shown only before its session's absolute end", () => {
    expect(sessionLive({ sessionEndsAt: 1000 }, 999)).toBe(true);
    expect(sessionLive({ sessionEndsAt: 1000 }, 1000)).toBe(false);
    expect(sessionLive({ sessionEndsAt: null }, 1000)).toBe(true);
  });
});

describe("the offline page's list", () => {
  it("is the page's own empty list when nothing is kept, and escapes every text and address", () => {
    expect(keptListHtml([], KEPT_LIST_EMPTY)).toBe(keptListPlaceholder());
    const html = keptListHtml([{ ...doc("A", "C1"), title: `<img src=x onerror="alert(1)">`, assetName: "Boiler & \"Co\"" }], KEPT_LIST_EMPTY);
    expect(html).not.toContain("<img");
    expect(html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect(html).toContain('href="/asset/A/documents/C1/view"');
    expect(html).toContain("Boiler &#38; &#34;Co&#34;");
    expect(html).toContain("2.0 KB");
  });

  it("replaces exactly what the server renders in the offline page", async () => {
    const handler = createStaticHandler([{ path: "/offline", id: "routes/offline", element: <OfflinePage /> }]);
    const context = await handler.query(new Request("http://localhost/offline"));
    if (context instanceof Response) throw new Error("unexpected response");
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    expect(html).toContain(keptListPlaceholder());
  });
});

describe("the session's end as the worker learns it (issue 41 §2)", () => {
  const index = { sessionEndsAt: 10_000 };
  it("shows kept copies only before the absolute end and before the idle end last learnt", () => {
    expect(sessionLive(index, 5_000)).toBe(true);
    expect(sessionLive(index, 5_000, 6_000)).toBe(true);
    expect(sessionLive(index, 6_000, 6_000)).toBe(false);
    expect(sessionLive(index, 10_000, 20_000)).toBe(false);
    expect(sessionLive({ sessionEndsAt: null }, 5_000, null)).toBe(true);
  });
  it("where no idle end was learnt, ends them the idle limit after the last copy kept (issue 51 §3)", () => {
    const kept = { sessionEndsAt: 100_000, idleMs: 1_000, documents: [{ keptAt: 2_000 }, { keptAt: 3_000 }] };
    expect(sessionLive(kept, 3_999)).toBe(true);
    expect(sessionLive(kept, 4_000)).toBe(false);
    // A learnt end wins over the count from keeping.
    expect(sessionLive(kept, 4_000, 9_000)).toBe(true);
    // An index of an older build, without the limit: the absolute end only, as before.
    expect(sessionLive({ ...kept, idleMs: null }, 50_000)).toBe(true);
  });
  it("reads the idle limit back from a stored index, and nothing that is not one", () => {
    expect(parseIndex({ ...emptyIndex("U-1", 5, 1_800_000) })?.idleMs).toBe(1_800_000);
    expect(parseIndex({ ...emptyIndex("U-1", 5), idleMs: "x" })?.idleMs).toBeNull();
  });
  it("reads X-Session-Expires-In as milliseconds from now, and nothing else", () => {
    expect(sessionEndFrom("1800000", 1_000)).toBe(1_801_000);
    expect(sessionEndFrom(" 0 ", 1_000)).toBe(1_000);
    for (const bad of [null, "", "-5", "1e9", "soon", "12.5"]) expect(sessionEndFrom(bad, 1_000)).toBeNull();
  });
});
