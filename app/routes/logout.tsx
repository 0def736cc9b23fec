import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { manualLogoutCookie, returnPathCookie } from "~/session/cookies.server";
import { getSessionHandle } from "~/session/session.server";
import { logoutUpstream } from "~/upstream/auth.server";
import { PublicFrame } from "~/ui/shell/PublicFrame";

/**
 * Logout is a POST: it tells the upstream (which revokes the refresh tokens and refuses every
 * access token issued before now, so a copied cookie stops working), clears the session, sets the
 * manual-logout flag (nothing is remembered as a return path) and lands on /login.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSessionHandle(request, context);
  const user = session.user;
  if (user) {
    try {
      await logoutUpstream(session, user);
    } catch (error) {
      // The local session ends regardless; the upstream tokens expire on their own (15 minutes).
      if (!(error instanceof Response)) {
        console.error("Upstream logout failed:", error instanceof Error ? error.message : error);
      }
    }
  }
  session.end();
  const headers = new Headers();
  headers.append("Set-Cookie", await manualLogoutCookie().serialize("1"));
  headers.append("Set-Cookie", await returnPathCookie().serialize("", { maxAge: 0 }));
  return redirect("/login?reason=logged-out", { headers });
}

/** GET /logout shows 'Please wait...' and posts the logout form (a button without JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSessionHandle(request, context);
  if (!session.user) throw redirect("/login");
  return null;
}

export default function Logout() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.requestSubmit();
  }, []);
  return (
    <PublicFrame>
      <section className="mx-auto max-w-md rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
        <h1 className="text-xl font-semibold text-ink">Please wait...</h1>
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
