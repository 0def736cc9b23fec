import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { canKeep, keptDocuments, removeKept } from "~/offline/keep";
import { assetPath, documentKey, formatBytes, openPath, type KeptDocument } from "~/offline/kept";
import { checkWithServer, currentKept } from "~/offline/kept-store";
import { SECONDARY_BUTTON } from "../styles";

/**
 * The Offline documents page's list (docs/decisions/077): what this browser keeps for the user,
 * read from Cache Storage after hydration, each with its size and Remove. Online, the server is
 * asked first which of them the user may still see, and the others are dropped. Without
 * JavaScript the server's HTML says that keeping documents needs it.
 */

type State =
  | { kind: "no-script" }
  | { kind: "unsupported" }
  | { kind: "acting" }
  | { kind: "ready"; docs: KeptDocument[]; dropped: number };

const LINK = "font-medium text-brand-blue-dark underline underline-offset-2";
const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: true });

/** dd MMM yyyy hh:mm a in India's time, like every date of the portal (without a date library). */
function keptAt(ms: number): string {
  const part = Object.fromEntries(TIME.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year} ${part.hour}:${part.minute} ${String(part.dayPeriod).toUpperCase()}`;
}

export function KeptDocumentsList({ userId }: { userId: string | null }) {
  const [state, setState] = useState<State>({ kind: "no-script" });
  useEffect(() => {
    if (!userId) return setState({ kind: "acting" });
    if (!canKeep()) return setState({ kind: "unsupported" });
    let live = true;
    (async () => {
      setState({ kind: "ready", docs: await keptDocuments(userId), dropped: 0 });
      const kept = navigator.onLine ? await currentKept(Date.now(), userId) : null;
      const dropped = kept ? await checkWithServer(kept) : null;
      if (live && dropped) setState({ kind: "ready", docs: await keptDocuments(userId), dropped });
    })().catch(() => live && setState({ kind: "ready", docs: [], dropped: 0 }));
    return () => void (live = false);
  }, [userId]);

  if (state.kind === "no-script") {
    return (
      <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
        Keeping documents offline needs JavaScript, which is off in this browser or in the lite version of the portal. Turn it on, or choose
        &apos;Full version&apos; at the foot of the page, to keep documents on this device.
      </p>
    );
  }
  if (state.kind === "unsupported") {
    return <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">This browser cannot keep documents offline. Use a current version of Chrome, Edge, Safari or Firefox.</p>;
  }
  if (state.kind === "acting") {
    return <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">While you act for a customer, documents cannot be kept offline on this device.</p>;
  }
  const { docs, dropped } = state;
  const remove = async (keys: ReadonlySet<string> | "all") => {
    if (!userId) return;
    setState({ kind: "ready", docs: await removeKept(userId, keys), dropped: 0 });
  };
  const total = docs.reduce((sum, d) => sum + d.bytes, 0);
  return (
    <div className="space-y-3">
      {dropped > 0 ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
          {dropped === 1 ? "One document is" : `${dropped} documents are`} no longer yours to see and {dropped === 1 ? "was" : "were"} removed from this device.
        </p>
      ) : null}
      {docs.length === 0 ? (
        <p className="text-gray-700">
          No documents are kept on this device. Open an asset&apos;s documents and choose Keep offline.{" "}
          <Link to="/dashboard/assets" className={LINK}>
            Go to Assets
          </Link>
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-gray-700">
              {docs.length === 1 ? "1 document" : `${docs.length} documents`}, {formatBytes(total)} on this device.
            </p>
            <button type="button" onClick={() => remove("all")} className={SECONDARY_BUTTON}>
              Remove all
            </button>
          </div>
          <ul className="divide-y divide-gray-200 rounded-lg bg-white px-4 shadow-sm ring-1 ring-black/5" aria-label="Documents kept on this device">
            {docs.map((d) => (
              <li key={documentKey(d)} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="min-w-0 flex-1 basis-56">
                  <a href={openPath(d)} className={`${LINK} break-words`}>
                    {d.title}
                  </a>
                  <p className="text-sm [overflow-wrap:anywhere] text-gray-700">
                    {d.fileName} · {formatBytes(d.bytes)} · kept {keptAt(d.keptAt)}
                  </p>
                  <a href={assetPath(d.assetId)} className={`${LINK} text-sm`}>
                    {d.assetName || d.assetId}
                  </a>
                </div>
                <button type="button" onClick={() => remove(new Set([documentKey(d)]))} className={SECONDARY_BUTTON}>
                  Remove<span className="sr-only"> {d.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
