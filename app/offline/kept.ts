/**
 * Asset documents kept offline (issue 34 §2, docs/decisions/076 and 077): the names, addresses and
 * pure rules that the pages, the server and the service worker share. No I/O here; unit-tested.
 *
 * What is kept, per document: the file (`/asset/:id/documents/:cvId`, stored as the browser would
 * view it), for a PDF the viewer page (`…/view`), and the asset page (`/asset/:id`). Pages are
 * stored as the server renders them for an offline copy: plain HTML, no script (lite mode, 057).
 */

/** Sent by the page when it fetches a copy to keep: the server answers a plain-HTML offline copy. */
export const OFFLINE_COPY_HEADER = "X-Portal-Copy";
export const OFFLINE_COPY_VALUE = "offline";
/** On every answer to a signed-in request: whose session it is (the kept cache's owner). */
export const USER_HEADER = "X-Portal-User";
/** On an offline copy: milliseconds until the session's absolute end (its 12-hour lifetime). */
export const SESSION_ENDS_HEADER = "X-Portal-Session-Ends-In";
/**
 * On an offline copy: the session's idle limit in milliseconds, kept in the index, so that where no
 * idle end was ever learnt the copies end that long after the last was kept (issue 51 §3).
 */
export const SESSION_IDLE_HEADER = "X-Portal-Session-Idle-Ms";

/**
 * On an answer to a request that carried no session at all (server.js): the visitor is signed out,
 * so the service worker forgets every kept document (issue 41 §2), as the next sign-in would.
 */
export const SIGNED_OUT_HEADER = "X-Portal-Signed-Out";
/**
 * Where the worker keeps when the session that kept the documents ends if nothing moves it (epoch
 * ms, this device's clock): learnt from every signed-in answer's X-Session-Expires-In (the idle
 * end, or the absolute end if sooner). Written by the worker only, beside the page-written index.
 */
export const KEPT_SESSION_PATH = "/__kept/session.json";
/**
 * A cache that says kept documents ended with their session (a deadline passed, or a signed-out
 * answer was seen): the offline page says so instead of 'No documents are kept'. Holds nothing of
 * the documents; gone when documents are kept again. Not a `portal-kept-` cache.
 */
export const KEPT_ENDED_CACHE = "portal-ended-kept";
/** The offline page's list once the kept documents ended with the session. */
export const KEPT_LIST_ENDED = "The documents kept on this device ended with your session. Sign in and keep them again to read them offline.";
/** One Cache Storage cache per user: `portal-kept-<userId>`. */
export const KEPT_CACHE_PREFIX = "portal-kept-";
/** The list of what is kept (JSON), stored in the user's cache under this address (never served). */
export const KEPT_INDEX_PATH = "/__kept/index.json";

/** The page a failed navigation shows (public, plain HTML, precached by the worker). */
export const OFFLINE_PATH = "/offline";
export const OFFLINE_DOCUMENTS_PATH = "/offline-documents";
/** Which kept documents the user may still see (GET, `?d=<assetId>~<cvId>`, repeated). */
export const CHECK_PATH = "/offline-documents/check";
export const CHECK_MAX_DOCUMENTS = 200;
export const CHECK_MAX_ASSETS = 20;
/** The worker asks CHECK_PATH at an online visit when the last check is older than this. */
export const CHECK_INTERVAL_MS = 10 * 60 * 1000;
/** A kept address waits this long for the network before its kept copy is shown. */
export const NETWORK_TIMEOUT_MS = 6_000;

/** The offline page's list before the worker fills it in (its exact server markup, see below). */
export const KEPT_LIST_EMPTY = "No documents are kept on this device.";
/** The element of the offline page whose content the worker replaces with the kept documents. */
export const keptListPlaceholder = () => `<div data-kept-list="">${KEPT_LIST_EMPTY}</div>`;

export interface KeptDocument {
  assetId: string;
  assetName: string;
  cvId: string;
  title: string;
  fileName: string;
  /** Bytes stored for the file. */
  bytes: number;
  /** Epoch ms (this device's clock). */
  keptAt: number;
  /** A PDF: its viewer page is kept too, and is where it opens. */
  pdf: boolean;
}

export interface KeptIndex {
  version: 1;
  userId: string;
  /** When the session that kept them ends for good (epoch ms, this device's clock); null: unknown. */
  sessionEndsAt: number | null;
  /** The session's idle limit (ms) when they were kept; null: unknown (an index of an older build). */
  idleMs?: number | null;
  /** Last time the server confirmed the user may still see them (epoch ms); 0: never. */
  checkedAt: number;
  documents: KeptDocument[];
  /** The stylesheets the kept pages use (kept too: a deploy replaces the precached ones). */
  styles: string[];
}

export const keptCacheName = (userId: string) => `${KEPT_CACHE_PREFIX}${userId}`;
export const userOfCache = (name: string) => (name.startsWith(KEPT_CACHE_PREFIX) ? name.slice(KEPT_CACHE_PREFIX.length) : null);

const seg = encodeURIComponent;
export const assetPath = (assetId: string) => `/asset/${seg(assetId)}`;
export const filePath = (assetId: string, cvId: string) => `${assetPath(assetId)}/documents/${seg(cvId)}`;
export const viewerPath = (assetId: string, cvId: string) => `${filePath(assetId, cvId)}/view`;
/** Where a kept document opens: a PDF in the viewer page, anything else as the file. */
export const openPath = (doc: Pick<KeptDocument, "assetId" | "cvId" | "pdf">) => (doc.pdf ? viewerPath(doc.assetId, doc.cvId) : filePath(doc.assetId, doc.cvId));

export type KeptAddress =
  | { kind: "asset"; assetId: string }
  | { kind: "file"; assetId: string; cvId: string }
  | { kind: "viewer"; assetId: string; cvId: string };

const ID = "[A-Za-z0-9_-]{1,60}";
/**
 * The asset page; a document's file, also under its file's name (`/documents/CV-1/Manual.pdf`, the
 * address the viewer page frames, so the browser's PDF toolbar reads the name: docs/decisions/104);
 * a PDF's viewer page. A name is one encoded segment other than `view`.
 */
const ADDRESS = new RegExp(`^/asset/(${ID})(?:/documents/(${ID})(?:(/view)|/(?!view/?$)[^/]{1,200})?)?/?$`);

/** What a path of the portal is among the addresses a document keeps; null for any other path. */
export function keptAddressOf(pathname: string): KeptAddress | null {
  const match = ADDRESS.exec(pathname);
  if (!match) return null;
  const [, assetId, cvId, view] = match;
  if (!cvId) return { kind: "asset", assetId };
  return view ? { kind: "viewer", assetId, cvId } : { kind: "file", assetId, cvId };
}

/** Where a kept address's copy is stored: a file under its name is the file's own copy. */
export function storedPathOf(address: KeptAddress): string {
  if (address.kind === "asset") return assetPath(address.assetId);
  return address.kind === "viewer" ? viewerPath(address.assetId, address.cvId) : filePath(address.assetId, address.cvId);
}

/** The addresses stored for one kept document (the asset page is shared by its documents). */
export function pathsOf(doc: Pick<KeptDocument, "assetId" | "cvId" | "pdf">): string[] {
  return doc.pdf ? [filePath(doc.assetId, doc.cvId), viewerPath(doc.assetId, doc.cvId)] : [filePath(doc.assetId, doc.cvId)];
}

export const documentKey = (doc: Pick<KeptDocument, "assetId" | "cvId">) => `${doc.assetId}~${doc.cvId}`;

/** Whether a kept address belongs to a document still in the index (the asset page: any of its documents). */
export function isKept(index: KeptIndex, address: KeptAddress): boolean {
  if (address.kind === "asset") return index.documents.some((d) => d.assetId === address.assetId);
  return index.documents.some((d) => d.assetId === address.assetId && d.cvId === address.cvId && (address.kind === "file" || d.pdf));
}

/**
 * Whether kept copies may still be shown: the session that kept them has not reached its absolute
 * end, nor the idle end last learnt from the server (`endsAt`; written with the first kept copy
 * since issue 51 §3), nor, where no idle end was ever learnt, the idle limit counted from the last
 * copy kept.
 */
export function sessionLive(index: Pick<KeptIndex, "sessionEndsAt" | "idleMs"> & { documents?: Pick<KeptDocument, "keptAt">[] }, now: number, endsAt: number | null = null): boolean {
  if (index.sessionEndsAt !== null && now >= index.sessionEndsAt) return false;
  if (endsAt !== null) return now < endsAt;
  const lastKept = Math.max(0, ...(index.documents ?? []).map((d) => d.keptAt));
  return !index.idleMs || lastKept === 0 || now < lastKept + index.idleMs;
}

/** When the session ends, from a signed-in answer's X-Session-Expires-In (ms left) read at `now`; null when absent or not a number. */
export function sessionEndFrom(expiresIn: string | null, now: number): number | null {
  if (expiresIn === null || !/^\d{1,12}$/.test(expiresIn.trim())) return null;
  return now + Number(expiresIn.trim());
}

/** The index with `gone` documents left out, and the addresses no kept document needs any more. */
export function without(index: KeptIndex, gone: (doc: KeptDocument) => boolean): { index: KeptIndex; drop: string[] } {
  const dropped = index.documents.filter(gone);
  const documents = index.documents.filter((d) => !gone(d));
  const drop = dropped.flatMap(pathsOf);
  for (const assetId of new Set(dropped.map((d) => d.assetId))) {
    if (!documents.some((d) => d.assetId === assetId)) drop.push(assetPath(assetId));
  }
  return { index: { ...index, documents }, drop };
}

/** The index with `doc` added (a document kept again replaces its older entry). */
export function withDocument(index: KeptIndex, doc: KeptDocument): KeptIndex {
  return { ...index, documents: [...index.documents.filter((d) => documentKey(d) !== documentKey(doc)), doc] };
}

export function emptyIndex(userId: string, sessionEndsAt: number | null, idleMs: number | null = null): KeptIndex {
  return { version: 1, userId, sessionEndsAt, idleMs, checkedAt: 0, documents: [], styles: [] };
}

/** A stored index read back, or null when it is not one (never trust storage blindly). */
export function parseIndex(value: unknown): KeptIndex | null {
  const v = value as Partial<KeptIndex> | null;
  if (!v || v.version !== 1 || typeof v.userId !== "string" || !Array.isArray(v.documents)) return null;
  const documents = v.documents.filter(
    (d): d is KeptDocument =>
      Boolean(d) &&
      typeof d.assetId === "string" &&
      typeof d.cvId === "string" &&
      keptAddressOf(filePath(d.assetId, d.cvId)) !== null &&
      typeof d.title === "string" &&
      typeof d.bytes === "number" &&
      typeof d.keptAt === "number",
  );
  return {
    version: 1,
    userId: v.userId,
    sessionEndsAt: typeof v.sessionEndsAt === "number" ? v.sessionEndsAt : null,
    idleMs: typeof v.idleMs === "number" && v.idleMs > 0 ? v.idleMs : null,
    checkedAt: typeof v.checkedAt === "number" ? v.checkedAt : 0,
    documents,
    styles: Array.isArray(v.styles) ? v.styles.filter((s): s is string => typeof s === "string" && s.startsWith("/assets/")) : [],
  };
}

/** Sizes as the offline documents page shows them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The query of CHECK_PATH for these documents. */
export function checkQuery(docs: Pick<KeptDocument, "assetId" | "cvId">[]): string {
  return new URLSearchParams(docs.map((d) => ["d", documentKey(d)])).toString();
}

/** HTML-escaped text, for the list the worker writes into the offline page. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
