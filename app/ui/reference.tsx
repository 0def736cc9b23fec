import { createContext, useContext, useSyncExternalStore } from "react";

/**
 * The reference a customer can quote to the helpline: the id of the request that failed
 * (docs/decisions/036-observability.md). On the server it is the request being rendered; in the
 * browser, the id of the last data request (entry.client notes each one's X-Request-Id), or the
 * page's own (a meta tag the root renders), so hydration shows the same value.
 */
const ReferenceContext = createContext("");

export const ReferenceProvider = ReferenceContext.Provider;

const listeners = new Set<() => void>();
let lastDataRequestId: string | null = null;

/** entry.client calls this for every data response of the portal. */
export function noteDataRequestId(id: string | null) {
  if (!id || id === lastDataRequestId) return;
  lastDataRequestId = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function documentRequestId(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content ?? "";
}

/** The id of the page's own request (for the meta tag). */
export function usePageRequestId(): string {
  const fromServer = useContext(ReferenceContext);
  return typeof document === "undefined" ? fromServer : documentRequestId();
}

/** The reference to show next to an error. */
export function useReference(): string {
  const page = usePageRequestId();
  const latest = useSyncExternalStore(subscribe, () => lastDataRequestId, () => null);
  return latest ?? page;
}

/** "Reference: X", for error panels and the failure notes inside pages. */
export function ReferenceLine({ reference, className = "mt-3 text-sm text-ink/70" }: { reference: string; className?: string }) {
  return (
    <p className={className}>
      Reference: <span className="font-mono font-medium tracking-wider">{reference}</span> (quote it if you call the helpline)
    </p>
  );
}
