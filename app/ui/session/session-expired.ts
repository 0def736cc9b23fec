import { afterCheck } from "~/domain/session-deadline";

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
  if (document.querySelector("dialog[data-session-expired]")) return;
  const dialog = document.createElement("dialog");
  dialog.dataset.sessionExpired = "";
  dialog.setAttribute("aria-labelledby", "session-expired-title");
  dialog.setAttribute("aria-describedby", "session-expired-text");
  dialog.className = "fixed inset-0 z-50 m-auto w-[calc(100%-1.5rem)] max-w-md rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-slate-900/60";
  // Only fixed text and an encoded path go into the markup.
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
  dialog.innerHTML = `<h2 id="session-expired-title" class="text-lg font-semibold">Your session has Expired!</h2>
<p id="session-expired-text" class="mt-2 text-ink/80">You were signed out after a period without activity. Sign in again to come back to this page; anything you typed in an open form is kept.</p>
<form method="post" action="/session/expired?returnTo=${returnTo}" class="mt-5 flex justify-end"><button type="submit" class="rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700">Sign in again</button></form>`;
  const form = dialog.querySelector("form")!;
  form.addEventListener("submit", () => {
    // The open form's text travels with the post (files cannot; decision 003).
    if (!openForm?.isConnected) return;
    for (const [name, value] of new FormData(openForm)) {
      if (typeof value !== "string") continue;
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
  });
  // Escape must not hide it: the session is over, signing in again is the way on.
  dialog.addEventListener("cancel", (event) => event.preventDefault());
  document.body.append(dialog);
  dialog.showModal();
  form.querySelector("button")!.focus();
}
