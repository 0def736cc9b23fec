import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { startSignIn } from "~/session/auth.server";
import { getOptionalUser } from "~/session/guard.server";
import { SignInPanel, messageFor } from "~/ui/auth/SignInPanel";
import { PublicFrame } from "~/ui/shell/PublicFrame";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getOptionalUser(request, context)) throw redirect("/");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return startSignIn(request, "admin");
}

export default function AdminLogin() {
  const { search } = useLocation();
  return (
    <PublicFrame signInLink={false}>
      <SignInPanel
        heading="Admin Portal sign-in"
        intro="For Admin and Super Admin profiles. We will send a one-time code to your e-mail address."
        action="/admin/login"
        button="Sign in"
        message={messageFor(new URLSearchParams(search))}
      />
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin sign-in | Thermax Customer Portal" }];
