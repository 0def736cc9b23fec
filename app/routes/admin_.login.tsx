import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { startSignIn } from "~/session/auth.server";
import { redirectSignedIn } from "~/session/guard.server";
import { SignInPanel } from "~/ui/auth/SignInPanel";
import { PublicFrame } from "~/ui/shell/PublicFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/** Signed in already: nothing to do here. */
export const loader = redirectSignedIn;

export async function action({ request, context }: ActionFunctionArgs) {
  return startSignIn(request, "admin", context.clientAddress);
}

export default function AdminLogin() {
  return (
    <PublicFrame signInLink={false}>
      <SignInPanel
        heading="Admin Portal sign-in"
        intro="For Admin and Super Admin profiles. We will send a one-time code to your e-mail address."
        action="/admin/login"
        button="Sign in"
      />
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin sign-in | Thermax Customer Portal" }];
