import {
  CHECK_PATH,
  KEPT_ENDED_CACHE,
  KEPT_SESSION_PATH,
  checkQuery,
  documentKey,
  KEPT_CACHE_PREFIX,
  KEPT_INDEX_PATH,
  keptCacheName,
  parseIndex,
  sessionLive,
  userOfCache,
  without,
  type KeptDocument,
  type KeptIndex,
} from "./kept";
import { BACKGROUND_HEADER } from "~/domain/background";

/**
 * Kept documents in Cache Storage, for the pages and the service worker alike (both have `caches`
 * and `fetch`). One cache per user, named after them; its index lists what is kept. Every reader
 * goes through `currentKept`, which refuses (and deletes) a cache whose session has reached its end.
 */

export interface Kept {
  cache: Cache;
  index: KeptIndex;
}

export async function keptCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(KEPT_CACHE_PREFIX));
}

export async function readIndex(cache: Cache): Promise<KeptIndex | null> {
  const stored = await cache.match(KEPT_INDEX_PATH);
  if (!stored) return null;
  try {
    return parseIndex(await stored.json());
  } catch {
    return null;
  }
}

export async function writeIndex(cache: Cache, index: KeptIndex): Promise<void> {
  await cache.put(KEPT_INDEX_PATH, new Response(JSON.stringify(index), { headers: { "Content-Type": "application/json" } }));
  // Documents kept again: the note that the last ones ended with their session is over.
  await caches.delete(KEPT_ENDED_CACHE);
}

/** The session's end last learnt from the server (the worker writes it), or null. */
async function readSessionEnd(cache: Cache): Promise<number | null> {
  const stored = await cache.match(KEPT_SESSION_PATH);
  if (!stored) return null;
  try {
    const endsAt = ((await stored.json()) as { endsAt?: unknown }).endsAt;
    return typeof endsAt === "number" ? endsAt : null;
  } catch {
    return null;
  }
}

/** The worker learnt when the session ends if nothing moves it (issue 41 §2). */
export async function writeSessionEnd(cache: Cache, endsAt: number): Promise<void> {
  await cache.put(KEPT_SESSION_PATH, new Response(JSON.stringify({ endsAt }), { headers: { "Content-Type": "application/json" } }));
}

/** Whether the last kept documents ended with their session (the offline page says so). */
export async function keptEndedWithSession(): Promise<boolean> {
  return caches.has(KEPT_ENDED_CACHE);
}

/** Every kept document is forgotten because the session that kept them is over. */
export async function endAll(): Promise<void> {
  const names = await keptCacheNames();
  if (names.length === 0) return;
  // The mark first: a request answered meanwhile (the offline page) that finds the documents gone
  // also finds why, instead of 'No documents are kept' (a second endAll sees no cache and returns).
  await caches.open(KEPT_ENDED_CACHE);
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** Every user's kept documents except `userId`'s are deleted (another user signed in). */
export async function dropOtherUsers(userId: string): Promise<void> {
  await Promise.all((await keptCacheNames()).filter((name) => userOfCache(name) !== userId).map((name) => caches.delete(name)));
}

export async function dropAll(): Promise<void> {
  await Promise.all((await keptCacheNames()).map((name) => caches.delete(name)));
}

/**
 * The kept documents that may be shown now: the one user's cache (there is never more than one:
 * `dropOtherUsers` runs whenever a user is seen) whose index is sound and whose session has not
 * reached its absolute end. Anything else is deleted on sight and null is answered. `userId`, when
 * known, must be the cache's owner.
 */
export async function currentKept(now = Date.now(), userId?: string): Promise<Kept | null> {
  if (userId !== undefined) await dropOtherUsers(userId);
  const names = await keptCacheNames();
  if (names.length !== 1) {
    // Two users' documents side by side should never be: whose is whose cannot be told, drop both.
    if (names.length > 1) await dropAll();
    return null;
  }
  const cache = await caches.open(names[0]);
  const index = await readIndex(cache);
  // No index yet: a first document is being kept right now (its index comes after its files).
  if (!index) return null;
  if (index.userId !== userOfCache(names[0]) || index.documents.length === 0) {
    await caches.delete(names[0]);
    return null;
  }
  // The session that kept them is over (its absolute end, or its idle end as last learnt).
  if (!sessionLive(index, now, await readSessionEnd(cache))) {
    await endAll();
    return null;
  }
  return { cache, index };
}

/** Forget documents (Remove, or no longer the user's): their files and pages, and the index entry. */
export async function removeDocuments(kept: Kept, gone: (doc: KeptDocument) => boolean): Promise<KeptIndex> {
  const { index, drop } = without(kept.index, gone);
  if (index.documents.length === 0) {
    await caches.delete(keptCacheName(index.userId));
    return index;
  }
  await Promise.all(drop.map((path) => kept.cache.delete(path)));
  await writeIndex(kept.cache, index);
  return index;
}

/**
 * Ask the server which kept documents the user may still see, and forget the others. A document
 * is dropped only on the server's word (its `gone` list); a failed or refused check keeps
 * everything and tries again later. Returns the number dropped, or null when the check failed.
 */
export async function checkWithServer(kept: Kept, now = Date.now()): Promise<number | null> {
  const response = await fetch(`${CHECK_PATH}?${checkQuery(kept.index.documents)}`, {
    credentials: "same-origin",
    redirect: "manual",
    headers: { [BACKGROUND_HEADER]: "1", Accept: "application/json" },
  }).catch(() => null);
  if (!response || response.status !== 200) return null;
  let gone: Set<string>;
  try {
    const body = (await response.json()) as { gone?: unknown };
    gone = new Set(Array.isArray(body.gone) ? body.gone.filter((g): g is string => typeof g === "string") : []);
  } catch {
    return null;
  }
  const index = await removeDocuments(kept, (d) => gone.has(documentKey(d)));
  if (index.documents.length > 0) await writeIndex(kept.cache, { ...index, checkedAt: now });
  return gone.size;
}
