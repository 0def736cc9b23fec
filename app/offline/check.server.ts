import { z } from "zod";
import { ASSET_ID, DOCUMENT_ID } from "~/domain/asset-query.server";
import { assetDocuments, servedFile } from "~/download/documents.server";
import type { Auth } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { CHECK_MAX_ASSETS, CHECK_MAX_DOCUMENTS } from "./kept";

/**
 * The server's side of documents kept offline (docs/decisions/077): which kept documents the user
 * may still see, and the whole list of an asset's documents to keep. Both ask the upstream as the
 * asset page and the downloads do (the asset, the user's right to it, and its documents together).
 */

export const CHECK_REFUSED = "Name at most 200 documents, as asset~document, of at most 20 assets.";

const key = z.string().refine((value) => {
  const [assetId, cvId, extra] = value.split("~");
  return extra === undefined && ASSET_ID.test(assetId ?? "") && DOCUMENT_ID.test(cvId ?? "");
}, CHECK_REFUSED);

const checkQuery = z
  .array(key)
  .max(CHECK_MAX_DOCUMENTS, CHECK_REFUSED)
  .refine((keys) => new Set(keys.map((k) => k.split("~")[0])).size <= CHECK_MAX_ASSETS, CHECK_REFUSED);

export type CheckResult = { ok: true; gone: string[]; failed: string[] } | { ok: false; message: string };

/**
 * Of the documents named (`asset~document`), the ones the user may no longer see (`gone`: the asset
 * is not theirs, or the document is not among its documents) and the ones that could not be checked
 * now (`failed`: an upstream failure; the device keeps them). The assets are asked all at once.
 */
export async function checkKept(auth: Auth, keys: string[], signal: AbortSignal): Promise<CheckResult> {
  const parsed = checkQuery.safeParse(keys);
  if (!parsed.success) return { ok: false, message: CHECK_REFUSED };
  if (parsed.data.length === 0) return { ok: true, gone: [], failed: [] };
  const byAsset = new Map<string, string[]>();
  for (const k of new Set(parsed.data)) {
    const [assetId, cvId] = k.split("~");
    byAsset.set(assetId, [...(byAsset.get(assetId) ?? []), cvId]);
  }
  const assets = [...byAsset.keys()];
  const answers = await Promise.allSettled(assets.map((assetId) => assetDocuments(auth, assetId, { size: 500, signal })));
  const gone: string[] = [];
  const failed: string[] = [];
  answers.forEach((answer, i) => {
    const assetId = assets[i];
    const cvIds = byAsset.get(assetId) ?? [];
    if (answer.status === "rejected") {
      if (!isUpstreamError(answer.reason)) throw answer.reason;
      failed.push(...cvIds.map((c) => `${assetId}~${c}`));
      return;
    }
    const found = answer.value;
    const present = new Set(found.ok ? found.value.documents.map((d) => d.cvId) : []);
    gone.push(...cvIds.filter((c) => !present.has(c)).map((c) => `${assetId}~${c}`));
  });
  return { ok: true, gone, failed };
}

export interface KeepListDocument {
  cvId: string;
  title: string;
  fileName: string;
  pdf: boolean;
  viewable: boolean;
}

/** Every document of an asset, to keep them all (at most 500, the documents call's largest page). */
export async function keepList(
  auth: Auth,
  assetId: string,
  signal: AbortSignal,
): Promise<{ status: 200; assetName: string; documents: KeepListDocument[] } | { status: 404 | 503 }> {
  try {
    const found = await assetDocuments(auth, assetId, { size: 500, signal });
    if (!found.ok) return { status: 404 };
    const { asset, documents } = found.value;
    return {
      status: 200,
      assetName: asset.name ?? asset.thermaxName ?? assetId,
      documents: documents.map((d) => {
        const served = servedFile(d);
        return { cvId: d.cvId, title: d.title ?? served.fileName, fileName: served.fileName, pdf: served.contentType === "application/pdf", viewable: served.viewable };
      }),
    };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { status: 503 };
  }
}
