import { isRouteErrorResponse, Link } from "@remix-run/react";
import { ReferenceLine, useReference } from "./reference";
import { PublicFrame } from "./shell/PublicFrame";

/*
 * The error panels' words and markup (app/ui/errors.tsx draws them). In the browser a chunk of its
 * own, loaded when an error is shown: no page's first visit carries it (docs/decisions/011, issue 54).
 */

interface Copy {
  title: string;
  text: string;
}

export type ErrorPanelProps = Copy & { status: number; reference?: string };

const BY_STATUS: Record<number, Copy> = {
  400: { title: "Bad request", text: "That request could not be understood. Please check what you entered and try again." },
  403: { title: "Access denied", text: "You do not have access to this page." },
  404: { title: "Page not found", text: "The page you are looking for does not exist or has moved." },
  503: { title: "Service unavailable", text: "The service is not available right now. Please try again in a few minutes." },
};

const FALLBACK: Copy = { title: "Something went wrong", text: "Something went wrong, please try again." };

export function errorCopy(error: unknown): Copy & { status: number } {
  if (isRouteErrorResponse(error)) {
    // A refusal that says its own words (a per-user limit's 429: how long to wait) from the server.
    const own = error.data as Partial<Copy> | null;
    if (typeof own?.title === "string" && typeof own.text === "string") return { status: error.status, title: own.title, text: own.text };
    return { status: error.status, ...(BY_STATUS[error.status] ?? FALLBACK) };
  }
  return { status: 500, ...FALLBACK };
}

/**
 * The body of every error boundary: a heading, a sentence, the reference to quote to the helpline,
 * a way home. Never a stack trace.
 */
export function ErrorPanelView({ status, title, text, reference }: ErrorPanelProps) {
  const current = useReference();
  const shown = reference ?? current;
  return (
    <section aria-labelledby="error-heading" className="mx-auto max-w-xl py-12 text-center">
      <p className="text-sm font-semibold text-brand-red">{status}</p>
      <h1 id="error-heading" className="mt-2 text-2xl font-semibold text-ink">
        {title}
      </h1>
      <p className="mt-3 text-ink/80">{text}</p>
      {shown ? <ReferenceLine reference={shown} /> : null}
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700">
        Go to Home
      </Link>
    </section>
  );
}

/** A route's error (a thrown response or an exception), worded by its status. */
export function RouteErrorView({ error }: { error: unknown }) {
  return <ErrorPanelView {...errorCopy(error)} />;
}

/** A route's error in the public frame: the root's last resort, a layout whose own data failed. */
export function FramedErrorView({ error, signInLink }: { error: unknown; signInLink?: boolean }) {
  return (
    <PublicFrame signInLink={signInLink}>
      <RouteErrorView error={error} />
    </PublicFrame>
  );
}
