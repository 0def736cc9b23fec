import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { HomeTips } from "~/ui/home/HomeTips";
import { Overview } from "~/ui/home/Overview";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context, "routes/_app._index");
  return { firstName: user.firstName };
}

export default function Home() {
  const { firstName } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <Overview firstName={firstName} />
      <HomeTips />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Dashboard | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
