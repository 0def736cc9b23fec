import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { afterCheck } from "~/domain/session-deadline";
import { currentDeadline, noteRemaining, onDeadlineChange } from "./deadline";

/** The last form with a method of post the user typed into: the "open form" kept through sign-in. */
let lastForm: HTMLFormElement | null = null;
/** A check that could not reach the portal is tried again this much later. */
const RETRY_MS = 15_000;

/** When the document's answer reached the browser (the loader's remaining time counts from then). */
function documentReceivedAt(): number {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.responseStart ? performance.timeOrigin + entry.responseStart : Date.now();
}

/**
 * 'Your session has Expired!' (spec document 1 section 4; docs/decisions/042). With JavaScript the
 * page holds the server's deadline and, when it arrives, asks /session/status (which does not move
 * it): another tab may have kept the session going. Only when the server says the session has
 * ended does the dialog open. Its button posts the open form's text fields with the page's path to
 * /session/expired, which keeps them as a draft and sends the user to sign in; after signing in
 * they are back on the page with what they typed. Without JavaScript nothing shows here: the next
 * request meets the ended session and the guard does the same (decision 003).
 */
export function SessionExpiryDialog({ initialRemaining }: { initialRemaining: number | null }) {
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (initialRemaining !== null && currentDeadline() === null) noteRemaining(initialRemaining, documentReceivedAt());
    const onInput = (event: Event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (form && form.method.toLowerCase() === "post" && !form.closest("dialog[data-session-expired]")) lastForm = form;
    };
    document.addEventListener("input", onInput, true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      let remaining: number | null;
      try {
        const response = await fetch("/session/status", { cache: "no-store", credentials: "same-origin" });
        remaining = ((await response.json()) as { remainingMs: number | null }).remainingMs;
      } catch {
        if (!stopped) timer = setTimeout(check, RETRY_MS);
        return;
      }
      if (stopped) return;
      const next = afterCheck(remaining, Date.now());
      if (next.kind === "expired") setExpired(true);
      else noteRemaining(remaining ?? 0);
    };
    const schedule = () => {
      clearTimeout(timer);
      const deadline = currentDeadline();
      if (deadline !== null) timer = setTimeout(check, Math.min(Math.max(0, deadline - Date.now()), 2 ** 31 - 1));
    };
    const off = onDeadlineChange(schedule);
    schedule();
    return () => {
      stopped = true;
      off();
      clearTimeout(timer);
      document.removeEventListener("input", onInput, true);
    };
  }, [initialRemaining]);

  return expired ? <ExpiredDialog /> : null;
}

function ExpiredDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const returnTo = `${pathname}${search}`;
  return (
    <dialog
      ref={ref}
      data-session-expired=""
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-text"
      // Escape must not hide it: the session is over, signing in again is the way on.
      onCancel={(event) => event.preventDefault()}
      className="fixed inset-0 z-50 m-auto w-[calc(100%-1.5rem)] max-w-md rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-slate-900/60"
    >
      <h2 id="session-expired-title" className="text-lg font-semibold">
        Your session has Expired!
      </h2>
      <p id="session-expired-text" className="mt-2 text-ink/80">
        You were signed out after a period without activity. Sign in again to come back to this page; anything you typed in an open form is kept.
      </p>
      <form
        method="post"
        action={`/session/expired?returnTo=${encodeURIComponent(returnTo)}`}
        className="mt-5 flex justify-end"
        onSubmit={(event) => {
          // The open form's text travels with the post (files cannot; decision 003).
          const target = event.currentTarget;
          if (!lastForm?.isConnected) return;
          for (const [name, value] of new FormData(lastForm)) {
            if (typeof value !== "string") continue;
            const input = document.createElement("input");
            input.type = "hidden";
            input.name = name;
            input.value = value;
            target.append(input);
          }
        }}
      >
        <button type="submit" autoFocus className="rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700">
          Sign in again
        </button>
      </form>
    </dialog>
  );
}
