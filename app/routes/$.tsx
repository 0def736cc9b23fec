import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getOptionalUser, requireUser } from "~/session/guard.server";
import { loadShell } from "~/session/shell.server";
import { ErrorPanel } from "~/ui/errors";
import { PublicFrame } from "~/ui/shell/PublicFrame";
import { Shell } from "~/ui/shell/Shell";

const NOT_FOUND = {
  status: 404,
  title: "Page not found",
  text: "The page you are looking for does not exist or has moved.",
};

/** Unknown paths: a 404 page, inside the shell for a signed-in user, plain for everyone else. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const shell = user ? await loadShell(request, await requireUser(request, context, "routes/$")) : null;
  return data({ shell }, { status: 404 });
}

export default function NotFound() {
  const { shell } = useLoaderData<typeof loader>();
  const panel = <ErrorPanel {...NOT_FOUND} />;
  return shell ? <Shell data={shell}>{panel}</Shell> : <PublicFrame>{panel}</PublicFrame>;
}

export const meta: MetaFunction = () => [{ title: "Page not found | Thermax Customer Portal" }];
