import { Form, useLocation, useNavigation } from "@remix-run/react";

/** Messages the sign-in page shows, keyed by the `reason` or `error` query parameter. */
export const SIGN_IN_MESSAGES: Record<string, { text: string; tone: "info" | "error"; popup?: true }> = {
  expired: { text: "Your session has Expired! Please sign in again.", tone: "info" },
  // The session ended under the user (docs/decisions/042): the spec's two popups, word for word,
  // as a dialog over the sign-in card (docs/decisions/059). 'Invalid session' is also the spec's
  // misconduct logout ('Email Mismatch').
  "another-session": { text: "You have started another active session. Logging out.", tone: "error", popup: true },
  "invalid-session": { text: "Invalid Session Found! Logging out.", tone: "error", popup: true },
  "logged-out": { text: "You have been logged out.", tone: "info" },
  profile: { text: "This profile cannot use the customer portal. Please contact your administrator.", tone: "error" },
  "not-registered": { text: "User Not Registered", tone: "error" },
  failed: { text: "Something went wrong, please try again.", tone: "error" },
  busy: { text: "Too many sign-in attempts from your network. Please wait a few minutes and try again.", tone: "error" },
};

export function messageFor(params: URLSearchParams) {
  const key = params.get("error") ?? params.get("reason");
  return key ? (SIGN_IN_MESSAGES[key] ?? null) : null;
}

interface Props {
  heading: string;
  intro: string;
  action: string;
  button: string;
  footer?: React.ReactNode;
}

/** The sign-in card of /login, /signup and /admin/login; its message comes from `?reason=` or `?error=`. */
export function SignInPanel({ heading, intro, action, button, footer }: Props) {
  const message = messageFor(new URLSearchParams(useLocation().search));
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto w-full max-w-md rounded-lg bg-white p-8 shadow-sm ring-1 ring-black/5">
      <h1 id="sign-in-heading" className="text-2xl font-semibold text-ink">
        {heading}
      </h1>
      <p className="mt-2 text-sm text-ink/80">{intro}</p>
      {message?.popup ? (
        // Open in the served HTML; OK closes it through the form's dialog method, no script needed.
        <dialog open aria-labelledby="session-popup-text" className="session-popup">
          <p id="session-popup-text" role="alert" className="text-base font-medium text-ink">
            {message.text}
          </p>
          <form method="dialog" className="mt-5 flex justify-end">
            <button type="submit" autoFocus className="rounded-md bg-brand-red px-6 py-2 font-medium text-white hover:bg-red-700">
              OK
            </button>
          </form>
        </dialog>
      ) : message ? (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={`mt-4 rounded-md px-3 py-2 text-sm ${
            message.tone === "error" ? "bg-red-50 text-red-800" : "bg-sky-50 text-sky-900"
          }`}
        >
          {message.text}
        </p>
      ) : null}
      <Form method="post" action={action} className="mt-6">
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-brand-red px-4 py-2.5 font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-red disabled:opacity-70"
        >
          {busy ? "Please wait..." : button}
        </button>
      </Form>
      {footer ? <div className="mt-6 text-sm text-ink/80">{footer}</div> : null}
    </section>
  );
}
