import type { RequestContext } from "~/context";
import { makeToast, toastsFrom, type Toast, type ToastTone } from "~/domain/toast";
import { toastStorage } from "./cookies.server";

/**
 * Toasts flashed by the server (docs/decisions/059-toasts.md). An action (or a loader that
 * redirects) calls `flashToast`; the toast travels in its own sealed cookie session as a Remix
 * flash value (`session.flash`), and the root loader of the next page takes it (`takeToasts`:
 * `session.get` consumes a flash) and the response commits the emptied cookie. So an action's
 * result survives its redirect, and a reload does not show it again.
 *
 * Both happen on the request's response hook (like the session cookie, app/session/session.server.ts):
 * when one request both flashes and shows (a form post without JavaScript answered 400/502 with its
 * page), the toast is shown from memory and never written; a response that is itself a redirect
 * keeps what it would have shown for the page it leads to.
 */
interface ToastState {
  cookie: string | null;
  /** Flashed by this request. */
  added: Toast[];
  /** Shown by this request's page. */
  shown: Toast[] | null;
}

const MEMO_KEY = "toasts";
const FLASH = "toasts";

function isRedirect(status: number) {
  // 202: single fetch's redirect answer to a data request.
  return (status >= 300 && status < 400) || status === 202;
}

function stateOf(request: Request, context: RequestContext): ToastState {
  const existing = context.memo.get(MEMO_KEY) as ToastState | undefined;
  if (existing) return existing;
  const state: ToastState = { cookie: request.headers.get("Cookie"), added: [], shown: null };
  context.memo.set(MEMO_KEY, state);
  context.onResponse.push(async (headers, status) => {
    const storage = toastStorage();
    const session = await storage.getSession(state.cookie);
    const present = session.has(FLASH);
    const waiting = toastsFrom(session.get(FLASH));
    const shownHere = state.shown !== null && !isRedirect(status) ? state.shown : null;
    // Owed to a later page: what this page did not show (everything, when it showed nothing or
    // the answer is a redirect to the page that will).
    const owed = shownHere ? state.added.filter((t) => !shownHere.some((s) => s.id === t.id)) : toastsFrom([...waiting, ...state.added]);
    if (owed.length > 0) {
      // Nothing new and nothing taken: the cookie stays as the browser has it.
      if (!shownHere && state.added.length === 0) return;
      session.flash(FLASH, owed);
      headers.append("Set-Cookie", await storage.commitSession(session));
    } else if (present) {
      headers.append("Set-Cookie", await storage.destroySession(session));
    }
  });
  return state;
}

/** Show `text` as a toast on the next page this browser renders (or on this request's page). */
export function flashToast(request: Request, context: RequestContext, text: string, options?: { tone?: ToastTone; ms?: number }): Toast {
  const toast = makeToast(text, options);
  stateOf(request, context).added.push(toast);
  return toast;
}

/** The toasts this page shows: those flashed for it (consumed), and those flashed by this request. */
export async function takeToasts(request: Request, context: RequestContext): Promise<Toast[]> {
  const state = stateOf(request, context);
  const session = await toastStorage().getSession(state.cookie);
  const shown = toastsFrom([...toastsFrom(session.get(FLASH)), ...state.added]);
  state.shown = shown;
  return shown;
}
