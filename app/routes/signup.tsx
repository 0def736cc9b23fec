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
  return startSignIn(request, "signup", context.clientAddress);
}

export default function Signup() {
  return (
    <PublicFrame>
      <SignInPanel
        heading="Sign up for the Customer Portal"
        intro="Register with your work e-mail address. An engineer will onboard you and a welcome e-mail will arrive within 5 minutes."
        action="/signup"
        button="Sign up"
        footer={
          <>
            Already registered?{" "}
            <Link to="/login" className="font-medium text-brand-blue-dark underline">
              Sign in
            </Link>
            .
          </>
        }
      />
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign up | Thermax Customer Portal" }];
