import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { replacedPath } from "~/domain/legacy-paths";
import { getOptionalUser, requireUser } from "~/session/guard.server";
import { loadShell } from "~/session/shell.server";
import { ErrorPanel } from "~/ui/errors";
import { PublicFrame } from "~/ui/shell/PublicFrame";
import { Shell } from "~/ui/shell/Shell";
import { backHrefForPath, titleForPath, type PageHandle } from "~/ui/shell/title";

/** The header on a path no page draws: the spec's title table and Back rule by path (title.ts, issue 54). */
export const handle: PageHandle = {
  title: (data) => (data as { headerTitle?: string } | undefined)?.headerTitle,
  back: (data) => (data as { headerBack?: string | null } | undefined)?.headerBack,
};

const NOT_FOUND = {
  status: 404,
  title: "Page not found",
  text: "The page you are looking for does not exist or has moved.",
};

const BAD_REQUEST = {
  status: 400,
  title: "Bad request",
  text: "That address could not be understood. Please check the link and try again.",
};

/**
 * Unknown paths: a 404 page, inside the shell for a signed-in user, plain for everyone else. An
 * address that could not be decoded (server.js flags it) gets a 400 in the same frame. A path of
 * the older layout (/home, /assets, the knowledge store) answers a permanent redirect to the page
 * that replaced it, signed in or not (docs/decisions/050).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const moved = context.badRequest ? null : replacedPath(url.pathname, url.search);
  if (moved) throw redirect(moved, 301);
  const user = await getOptionalUser(request, context);
  const shell = user ? await loadShell(request, await requireUser(request, context, "routes/$")) : null;
  const bad = Boolean(context.badRequest);
  return data({ shell, bad, headerTitle: titleForPath(url.pathname), headerBack: backHrefForPath(url.pathname, url.search) }, { status: bad ? 400 : 404 });
}

export default function NotFound() {
  const { shell, bad } = useLoaderData<typeof loader>();
  const panel = <ErrorPanel {...(bad ? BAD_REQUEST : NOT_FOUND)} />;
  return shell ? <Shell data={shell}>{panel}</Shell> : <PublicFrame>{panel}</PublicFrame>;
}

export const meta: MetaFunction = () => [{ title: "Page not found | Thermax Customer Portal" }];
