import { Link, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { documentKey, OFFLINE_DOCUMENTS_PATH } from "~/offline/kept";
import * as store from "~/offline/keep";
import type { KeepFailure, KeepRequest } from "~/offline/keep";

/**
 * 'Keep offline' on a document and 'Keep this asset's documents offline' (issue 34 §2,
 * docs/decisions/077). Keeping stores copies in this browser's Cache Storage, which only script can
 * do: the controls appear once the page is hydrated, in a browser that can keep documents, for a
 * user who may (not an admin acting for a customer); without JavaScript (and in lite mode) they are
 * not offered, and the Offline documents page says why. This module and the keeping code load
 * after hydration (app/ui/offline/KeepOffline.tsx), only on the pages that offer them.
 */

const FAILURES: Record<KeepFailure, string> = {
  "signed-out": "Your session has ended. Sign in again to keep documents offline.",
  failed: "We could not keep this offline right now. Please try again in a moment.",
  full: "There is not enough space on this device to keep this offline.",
};

const BUTTON = "inline-flex items-center gap-1.5 rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50 disabled:opacity-60";
const LINK = "font-medium text-brand-blue-dark underline underline-offset-2";

/** The user who may keep documents on this page (the signed-in layout's), or null. */
function useOfflineUser(): string | null {
  const layout = useRouteLoaderData("routes/_app") as { offlineUser?: string | null } | undefined;
  return layout?.offlineUser ?? null;
}

/** What is kept on this device, shared by every control of the page (one read of the index). */
const shared = {
  kept: null as ReadonlySet<string> | null,
  listeners: new Set<() => void>(),
  loading: false,
};

function publish(keys: ReadonlySet<string>) {
  shared.kept = keys;
  for (const listener of shared.listeners) listener();
}

async function refresh(userId: string) {
  publish(new Set((await store.keptDocuments(userId)).map(documentKey)));
}

function subscribe(listener: () => void) {
  shared.listeners.add(listener);
  return () => void shared.listeners.delete(listener);
}

/** The kept documents' keys, or null until known (and for good where keeping is not possible). */
function useKept(userId: string | null): ReadonlySet<string> | null {
  const kept = useSyncExternalStore(subscribe, () => shared.kept, () => null);
  useEffect(() => {
    if (!userId || shared.loading || !store.canKeep()) return;
    shared.loading = true;
    refresh(userId).catch(() => {});
  }, [userId]);
  return kept;
}

/** Keep offline / Kept offline · Remove, on one document's row or page. */
export function KeepDocumentButton({ doc }: { doc: KeepRequest }) {
  const userId = useOfflineUser();
  const kept = useKept(userId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!userId || !kept) return null;
  const isKept = kept.has(documentKey(doc));
  const keep = async () => {
    setBusy(true);
    setError(null);
    const outcome = await store.keepDocuments([doc]);
    if (!outcome.ok) setError(FAILURES[outcome.reason]);
    await refresh(userId);
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    publish(new Set((await store.removeKept(userId, new Set([documentKey(doc)]))).map(documentKey)));
    setBusy(false);
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {isKept ? (
        <>
          <span className="text-sm font-medium text-green-800">Kept offline</span>
          <button type="button" onClick={remove} disabled={busy} className={BUTTON}>
            Remove<span className="sr-only"> {doc.title} from this device</span>
          </button>
        </>
      ) : (
        <button type="button" onClick={keep} disabled={busy} className={BUTTON}>
          {busy ? "Keeping…" : "Keep offline"}
          <span className="sr-only"> {doc.title}</span>
        </button>
      )}
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}

interface KeepList {
  assetName: string;
  documents: { cvId: string; title: string; fileName: string; pdf: boolean; viewable: boolean }[];
}

/** 'Keep this asset's documents offline': every document of the asset (all categories and pages). */
export function KeepAssetButton({ assetId }: { assetId: string }) {
  const userId = useOfflineUser();
  const kept = useKept(userId);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  if (!userId || !kept) return null;
  const keepAll = async () => {
    setNote(null);
    setProgress({ done: 0, of: 0 });
    const answer = await fetch(`/asset/${encodeURIComponent(assetId)}/keep`, { headers: { Accept: "application/json" } }).catch(() => null);
    const list = answer?.ok ? ((await answer.json()) as KeepList) : null;
    if (!list) {
      setProgress(null);
      setNote({ ok: false, text: FAILURES.failed });
      return;
    }
    const docs = list.documents.map((d) => ({ ...d, assetId, assetName: list.assetName }));
    setProgress({ done: 0, of: docs.length });
    const outcome = await store.keepDocuments(docs, (done) => setProgress({ done, of: docs.length }));
    await refresh(userId);
    setProgress(null);
    setNote(outcome.ok ? { ok: true, text: docs.length === 0 ? "This asset has no documents to keep." : `${docs.length === 1 ? "Its document is" : `All ${docs.length} documents are`} kept on this device.` } : { ok: false, text: FAILURES[outcome.reason] });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button type="button" onClick={keepAll} disabled={progress !== null} className={BUTTON}>
        {progress ? (progress.of ? `Keeping ${progress.done} of ${progress.of}…` : "Keeping…") : "Keep this asset's documents offline"}
      </button>
      <Link to={OFFLINE_DOCUMENTS_PATH} className={`${LINK} text-sm`}>
        Offline documents
      </Link>
      {note ? (
        <span role={note.ok ? "status" : "alert"} className={`text-sm ${note.ok ? "text-green-800" : "text-red-700"}`}>
          {note.text}
        </span>
      ) : null}
    </div>
  );
}
