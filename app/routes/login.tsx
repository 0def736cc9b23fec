import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { startSignIn } from "~/session/auth.server";
import { redirectSignedIn } from "~/session/guard.server";
import { SignInPanel } from "~/ui/auth/SignInPanel";
import { PublicFrame } from "~/ui/shell/PublicFrame";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/** Signed in already: nothing to do here. */
export const loader = redirectSignedIn;

export async function action({ request, context }: ActionFunctionArgs) {
  return startSignIn(request, "signin", context.clientAddress);
}

export default function Login() {
  return (
    <PublicFrame signInLink={false}>
      <SignInPanel
        heading="Sign in to the Customer Portal"
        intro="Use your registered e-mail address. We will send you a one-time code to sign in."
        action="/login"
        button="Sign in"
        footer={
          <>
            New to the portal?{" "}
            <Link to="/signup" className="font-medium text-brand-blue-dark underline">
              Sign up
            </Link>
            . Questions? See the{" "}
            <Link to="/FAQs" className="font-medium text-brand-blue-dark underline">
              FAQs
            </Link>
            .
          </>
        }
      />
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign in | Thermax Customer Portal" }];
