import {
  assetPath,
  documentKey,
  emptyIndex,
  filePath,
  keptCacheName,
  OFFLINE_COPY_HEADER,
  OFFLINE_COPY_VALUE,
  SESSION_ENDS_HEADER,
  SESSION_IDLE_HEADER,
  sessionEndFrom,
  USER_HEADER,
  viewerPath,
  withDocument,
  type KeptDocument,
} from "./kept";
import { currentKept, dropOtherUsers, readIndex, removeDocuments, writeIndex, writeSessionEnd } from "./kept-store";
import { SESSION_EXPIRES_HEADER } from "~/domain/session-deadline";

/**
 * Keeping documents on this device (the page's side; docs/decisions/077). The page fetches each
 * copy itself, with the user's cookie, asking the server for an offline copy (plain HTML for the
 * pages, the file as the browser views it), and stores it in the cache named after the user the
 * server's answer names. Nothing here runs without JavaScript; the buttons are not offered then.
 */

export interface KeepRequest {
  assetId: string;
  assetName: string;
  cvId: string;
  title: string;
  fileName: string;
  /** Opens in the portal's PDF viewer page (kept too). */
  pdf: boolean;
  /** The browser can show it (PDF, image): kept as viewed, so it opens offline instead of downloading. */
  viewable: boolean;
}

export type KeepFailure = "signed-out" | "failed" | "full";
export type KeepOutcome = { ok: true; kept: number } | { ok: false; reason: KeepFailure };

class KeepError extends Error {
  constructor(readonly reason: KeepFailure) {
    super(reason);
  }
}

/** Cache Storage and service workers: secure pages of browsers that have both. */
export function canKeep(): boolean {
  return typeof window !== "undefined" && window.isSecureContext && "caches" in window && "serviceWorker" in navigator;
}

async function fetchCopy(path: string): Promise<Response> {
  const response = await fetch(path, { credentials: "same-origin", headers: { [OFFLINE_COPY_HEADER]: OFFLINE_COPY_VALUE } }).catch(() => {
    throw new KeepError("failed");
  });
  if (response.redirected && new URL(response.url).pathname.startsWith("/login")) throw new KeepError("signed-out");
  if (!response.ok || response.redirected) throw new KeepError("failed");
  return response;
}

/** The same answer with its body read (the size kept is the bytes stored). */
async function settled(response: Response): Promise<{ stored: Response; bytes: number }> {
  const blob = await response.blob();
  return { stored: new Response(blob, { status: response.status, statusText: response.statusText, headers: response.headers }), bytes: blob.size };
}

/** One writer at a time for the index (two tabs keeping at once). */
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request("portal-kept", task) as Promise<T>) : task();
}

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"?#]+\.css)"/g;

/**
 * Keep `docs` (all of one asset) on this device: the asset page, each file, each PDF's viewer page,
 * and the stylesheets those pages use. All or nothing per document: a failure part-way leaves the
 * documents already kept and stores nothing of the one that failed.
 */
export async function keepDocuments(docs: KeepRequest[], onProgress?: (kept: number) => void): Promise<KeepOutcome> {
  if (docs.length === 0) return { ok: true, kept: 0 };
  try {
    return await exclusively(async () => {
      const page = await fetchCopy(assetPath(docs[0].assetId));
      const userId = page.headers.get(USER_HEADER);
      if (!userId) throw new KeepError("signed-out");
      const endsIn = Number(page.headers.get(SESSION_ENDS_HEADER));
      const sessionEndsAt = Number.isFinite(endsIn) && endsIn > 0 ? Date.now() + endsIn : null;
      const idle = Number(page.headers.get(SESSION_IDLE_HEADER));
      const idleMs = Number.isFinite(idle) && idle > 0 ? idle : null;
      // The idle end, as the answer that keeps the first copy states it (issue 51 §3): the copies
      // end with the session even if no other signed-in answer ever reaches the worker.
      const idleEndsAt = sessionEndFrom(page.headers.get(SESSION_EXPIRES_HEADER), Date.now());
      const html = await page.text();
      // Another user's documents never stay beside this user's.
      await dropOtherUsers(userId);
      const cache = await caches.open(keptCacheName(userId));
      if (idleEndsAt !== null) await writeSessionEnd(cache, idleEndsAt);
      let index = (await readIndex(cache)) ?? emptyIndex(userId, sessionEndsAt, idleMs);
      index = { ...index, sessionEndsAt, idleMs };
      const styles = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
      for (const href of styles) {
        if (!(await cache.match(href))) await cache.put(href, (await settled(await fetchCopy(href))).stored);
      }
      index = { ...index, styles: [...new Set([...index.styles, ...styles])] };
      await cache.put(assetPath(docs[0].assetId), new Response(html, { status: 200, headers: page.headers }));
      let kept = 0;
      for (const doc of docs) {
        const file = await settled(await fetchCopy(`${filePath(doc.assetId, doc.cvId)}${doc.viewable ? "?view=1" : ""}`));
        const viewer = doc.pdf ? await settled(await fetchCopy(viewerPath(doc.assetId, doc.cvId))) : null;
        await cache.put(filePath(doc.assetId, doc.cvId), file.stored);
        if (viewer) await cache.put(viewerPath(doc.assetId, doc.cvId), viewer.stored);
        const entry: KeptDocument = { assetId: doc.assetId, assetName: doc.assetName, cvId: doc.cvId, title: doc.title, fileName: doc.fileName, bytes: file.bytes, keptAt: Date.now(), pdf: doc.pdf };
        index = withDocument(index, entry);
        await writeIndex(cache, index);
        kept += 1;
        onProgress?.(kept);
      }
      return { ok: true as const, kept };
    });
  } catch (error) {
    if (error instanceof KeepError) return { ok: false, reason: error.reason };
    if (error instanceof DOMException && error.name === "QuotaExceededError") return { ok: false, reason: "full" };
    return { ok: false, reason: "failed" };
  }
}

/** The documents kept for `userId` on this device (none for anyone else: their copies are dropped). */
export async function keptDocuments(userId: string): Promise<KeptDocument[]> {
  return (await currentKept(Date.now(), userId))?.index.documents ?? [];
}

/** Remove kept documents (Remove, Remove all); the documents still kept. */
export async function removeKept(userId: string, keys: ReadonlySet<string> | "all"): Promise<KeptDocument[]> {
  return exclusively(async () => {
    const kept = await currentKept(Date.now(), userId);
    if (!kept) return [];
    return (await removeDocuments(kept, (d) => keys === "all" || keys.has(documentKey(d)))).documents;
  });
}
