import { createStore, del, set, values, type UseStore } from "idb-keyval";
import { dataAddress, OUTBOX_HEADER, OUTBOX_RESULT_HEADER, readOutcome, sortOut, type OutboxEntry } from "~/domain/outbox";

/**
 * The device's outbox (issue 55, docs/decisions/115), for the pages and the service worker alike:
 * entries in IndexedDB (idb-keyval, one store), and the sending, under one Web Lock so a page and
 * the worker (or two tabs) never send the same entry twice. Each entry is posted once, as the form
 * would have posted it, with its idempotency key, and the server's word (its result header) decides
 * what happens to it: sent, refused (kept with its reason, for the page to hand the text back), or
 * kept (no connection yet, or no session of its writer: it waits).
 */

/** Told to every page of the portal (and by the worker) when the outbox changed. */
export const OUTBOX_CHANNEL = "portal-outbox";
const LOCK = "portal-outbox";

let store: UseStore | undefined;
const db = () => (store ??= createStore("portal-outbox", "entries"));

export const allEntries = (): Promise<OutboxEntry[]> => values<OutboxEntry>(db());
export const putEntry = (entry: OutboxEntry) => set(entry.id, entry, db());
export const removeEntry = (id: string) => del(id, db());

export function announce() {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** The form's post rebuilt from what was kept. */
function bodyOf(entry: OutboxEntry): FormData {
  const body = new FormData();
  for (const [name, value] of entry.fields) body.append(name, value);
  return body;
}

/**
 * Sends what waits for `owner` (the person signed in on the page; null in the worker, which does
 * not know: the server then refuses another person's, and nothing is dropped but what expired).
 * Stops at the first entry the network does not take. Returns how many entries changed.
 */
export async function sendWaiting(owner: string | null): Promise<number> {
  return navigator.locks.request(LOCK, async () => {
    const { send, drop } = sortOut(await allEntries(), owner, Date.now());
    for (const entry of drop) await removeEntry(entry.id);
    let changed = drop.length;
    for (const entry of send) {
      let response: Response;
      try {
        response = await fetch(dataAddress(entry.action), {
          method: "POST",
          body: bodyOf(entry),
          credentials: "same-origin",
          headers: { [OUTBOX_HEADER]: entry.owner },
        });
      } catch {
        // Still no connection: everything waits for the next chance.
        break;
      }
      const outcome = readOutcome(response.headers.get(OUTBOX_RESULT_HEADER));
      // No session of its writer now (or the server failed before answering): it waits.
      if (outcome.kind === "kept") break;
      await putEntry(
        outcome.kind === "sent"
          ? { ...entry, state: "sent", href: outcome.href, fields: [] }
          : { ...entry, state: "refused", reason: outcome.reason },
      );
      changed++;
    }
    if (changed) announce();
    return changed;
  });
}
