import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { startSignIn } from "~/session/auth.server";
import { getOptionalUser } from "~/session/guard.server";
import { SignInPanel, messageFor } from "~/ui/auth/SignInPanel";
import { PublicFrame } from "~/ui/shell/PublicFrame";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getOptionalUser(request, context)) throw redirect("/");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return startSignIn(request, "signup");
}

export default function Signup() {
  const { search } = useLocation();
  return (
    <PublicFrame>
      <SignInPanel
        heading="Sign up for the Customer Portal"
        intro="Register with your work e-mail address. An engineer will onboard you and a welcome e-mail will arrive within 5 minutes."
        action="/signup"
        button="Sign up"
        message={messageFor(new URLSearchParams(search))}
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
