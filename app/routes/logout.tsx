import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { endSession } from "~/session/logout.server";
import { refererPath } from "~/domain/return-path";
import { getSessionHandle } from "~/session/session.server";
import { PublicFrame } from "~/ui/shell/PublicFrame";

/**
 * Logout is a POST: it tells the upstream (which revokes the refresh tokens and refuses every
 * access token issued before now, so a copied cookie stops working), clears the session, sets the
 * manual-logout flag (nothing is remembered as a return path) and lands on /login.
 *
 * When the user's feedbackDate is not later than now, the session still ends here, at the click,
 * and the feedback is asked after, signed out (/logout/feedback with a proof of who logged out,
 * issue 41 §1, docs/decisions/091).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return endSession(await getSessionHandle(request, context));
}

/**
 * GET /logout shows 'Please wait...' and posts the logout form (a button without JavaScript). The
 * page submits itself only when the user came from the portal (or typed the address): a link on
 * another site gets the same page with a button, so no other site can log anyone out.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSessionHandle(request, context);
  if (!session.user) throw redirect("/login");
  return { auto: cameFromPortal(request) };
}

function cameFromPortal(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  // Browsers without Fetch Metadata: a Referer of the portal itself.
  return refererPath(request) !== null;
}

export default function Logout() {
  const { auto } = useLoaderData<typeof loader>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (auto) form.current?.requestSubmit();
  }, [auto]);
  return (
    <PublicFrame>
      <section className="mx-auto max-w-md rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
        <h1 className="text-xl font-semibold text-ink">{auto ? "Please wait..." : "Log out?"}</h1>
        {auto ? null : <p className="mt-2 text-ink/80">Press Logout to end your session.</p>}
        <Form method="post" ref={form} className="mt-6">
          <button type="submit" className="rounded-md bg-brand-red px-4 py-2 font-medium text-white">
            Logout
          </button>
        </Form>
      </section>
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Logout | Thermax Customer Portal" }];
