import { afterCheck, DROPPED_FILE_FIELD } from "~/domain/session-deadline";
import { DIALOG_BUTTON, dialogHeading, showDomDialog } from "../dom-dialog";

/**
 * What happens when the page's session deadline arrives (docs/decisions/042; expiry-watch.ts keeps
 * the deadline). The page asks /session/status, which reads the session without moving it:
 * another tab may have kept it going, and the page waits again. Only when the server says it has
 * ended does 'Your session has Expired!' open. Its button posts the open form's text fields, with
 * the page's path, to /session/expired: they are kept as the page's draft and the user signs in
 * again, landing back on the page with what they typed.
 */
const RETRY_MS = 15_000;

export async function atDeadline(openForm: HTMLFormElement | null, wait: (remaining: number) => void) {
  let remaining: number | null;
  try {
    remaining = ((await (await fetch("/session/status", { cache: "no-store" })).json()) as { remainingMs: number | null }).remainingMs;
  } catch {
    // The portal could not be asked: ask again a little later.
    wait(RETRY_MS);
    return;
  }
  if (afterCheck(remaining, Date.now()).kind === "wait") wait(remaining ?? 0);
  else showExpired(openForm);
}

function showExpired(openForm: HTMLFormElement | null) {
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
  const dialog = showDomDialog(
    "session-expired",
    `${dialogHeading("session-expired", "Your session has Expired!", "You were signed out after a period without activity. Sign in again to come back to this page; anything you typed in an open form is kept.")}<form method="post" action="/session/expired?returnTo=${returnTo}" class="mt-5 flex justify-end"><button type="submit" class="${DIALOG_BUTTON}">Sign in again</button></form>`,
  );
  const form = dialog.querySelector("form")!;
  form.addEventListener("submit", () => {
    // The open form's text travels with the post (files cannot; decision 003).
    if (!openForm?.isConnected) return;
    for (const [name, value] of new FormData(openForm)) {
      // A file: only its name, so the page can say which to attach again (issue 51 §4).
      if (typeof value !== "string" && !value.name) continue;
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = typeof value === "string" ? name : DROPPED_FILE_FIELD;
      input.value = typeof value === "string" ? value : value.name;
      form.append(input);
    }
  });
}
