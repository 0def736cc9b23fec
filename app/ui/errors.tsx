import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useReference } from "./reference";

interface Copy {
  title: string;
  text: string;
}

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
export function ErrorPanel({ status, title, text, reference }: Copy & { status: number; reference?: string }) {
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
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700"
      >
        Go to Home
      </Link>
    </section>
  );
}

/** "Reference: X", for error panels and the failure notes inside pages. */
export function ReferenceLine({ reference, className = "mt-3 text-sm text-ink/70" }: { reference: string; className?: string }) {
  return (
    <p className={className}>
      Reference: <span className="font-mono font-medium tracking-wider">{reference}</span> (quote it if you call the helpline)
    </p>
  );
}

/** For routes that render inside a layout which is still standing (the shell stays). */
export function GeneralErrorBoundary() {
  return <ErrorPanel {...errorCopy(useRouteError())} />;
}
