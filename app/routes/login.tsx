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
  return startSignIn(request, "signin");
}

export default function Login() {
  const { search } = useLocation();
  return (
    <PublicFrame signInLink={false}>
      <SignInPanel
        heading="Sign in to the Customer Portal"
        intro="Use your registered e-mail address. We will send you a one-time code to sign in."
        action="/login"
        button="Sign in"
        message={messageFor(new URLSearchParams(search))}
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
